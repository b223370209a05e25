'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { toast } from '@/lib/client/toast';
import { clearViewer } from '@/lib/client/viewer-store';
import { cartActions } from '@/lib/client/cart-store';
import { menuPreferences } from '@/lib/client/menu-preferences';
import { clearClientState } from '@/lib/client/persisted-state';

const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($confirmPhoneNumber: String!) {
    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {
      statusCode
      message
    }
  }
`);

/**
 * Deleting one's account: typing the mobile number they log in with is the confirmation (the server
 * checks it is this account's). On success the server has ended every session and cleared the
 * cookie; the tab then forgets the person as a logout does, and goes home.
 */
export function DeleteAccountForm() {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!phone.trim()) {
      setError('Please type your mobile number to confirm.');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await gql(DELETE_MY_ACCOUNT, { confirmPhoneNumber: phone });
    if (!result.ok) {
      setBusy(false);
      setError(result.error.message);
      return;
    }
    clearViewer();
    cartActions.reset();
    menuPreferences.reset();
    clearClientState();
    toast.success(result.data.deleteMyAccount.message, { keepOnNavigation: true });
    router.replace('/');
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div>
        <label htmlFor="confirm-phone" className="block text-sm font-medium">
          Type your mobile number to confirm
        </label>
        <div className="mt-1 flex items-center gap-2">
          <span className="text-stone-700" aria-hidden="true">
            +91
          </span>
          <input
            id="confirm-phone"
            name="confirmPhoneNumber"
            type="text"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? 'delete-account-error' : undefined}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-3"
          />
        </div>
      </div>
      {error && (
        <p id="delete-account-error" role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60">
        {busy ? 'Deleting…' : 'Delete my account'}
      </button>
    </form>
  );
}
