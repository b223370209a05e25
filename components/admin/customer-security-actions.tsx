'use client';

// The customer page's two account controls (app/admin/customers/[id]): clearing the waits after
// wrong login codes, and making someone an admin or a customer again. Both are audited on the
// server; each asks once more before it acts.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';

const CLEAR_LOGIN_LOCK = graphql(`
  mutation ClearLoginLock($userId: ID!) {
    clearLoginLock(userId: $userId) {
      message
    }
  }
`);

const SET_USER_ROLE = graphql(`
  mutation SetUserRole($userId: ID!, $roleId: Int!) {
    setUserRole(userId: $userId, roleId: $roleId) {
      id
      role {
        roleName
      }
    }
  }
`);

/** A button that asks "are you sure" in place before it runs `act`. */
function ConfirmingButton({ label, confirm, act, testId }: { label: string; confirm: string; act: () => Promise<boolean>; testId: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2" role="group" aria-label={confirm}>
      <span className="text-sm">{confirm}</span>
      <Button
        size="sm"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          const done = await act();
          setBusy(false);
          if (done) setAsking(false);
        }}
      >
        Yes
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </span>
  );
}

export function ClearLoginLockButton({ userId, name }: { userId: string; name: string }) {
  const router = useRouter();
  return (
    <ConfirmingButton
      label="Clear the login waits"
      confirm={`Let ${name} ask for a login code again now?`}
      testId="clear-login-lock"
      act={async () => {
        const r = await gql(CLEAR_LOGIN_LOCK, { userId });
        if (!r.ok) {
          toast.error(r.error.message);
          return false;
        }
        toast.success(r.data.clearLoginLock.message);
        router.refresh();
        return true;
      }}
    />
  );
}

export function SetRoleButton({ userId, name, isAdmin }: { userId: string; name: string; isAdmin: boolean }) {
  const router = useRouter();
  return (
    <ConfirmingButton
      label={isAdmin ? 'Make a customer again' : 'Make an admin'}
      confirm={isAdmin ? `Take ${name}'s admin rights away? They are logged out everywhere.` : `Make ${name} an admin? They see every customer and order, and are logged out to log in again.`}
      testId="set-user-role"
      act={async () => {
        const r = await gql(SET_USER_ROLE, { userId, roleId: isAdmin ? 2 : 1 });
        if (!r.ok) {
          toast.error(r.error.message);
          return false;
        }
        toast.success(r.data.setUserRole.role.roleName === 'ADMIN' ? `${name} is an admin now` : `${name} is a customer again`);
        router.refresh();
        return true;
      }}
    />
  );
}
