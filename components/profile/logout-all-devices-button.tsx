'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { clearClientState } from '@/lib/client/persisted-state';
import { cartActions } from '@/lib/client/cart-store';

const LOGOUT_ALL = graphql(`
  mutation LogoutAllDevices {
    logoutAllDevices { ended }
  }
`);

export const LOGOUT_ALL_QUESTION = 'Log out of all devices?';
export const LOGGED_OUT_EVERYWHERE = 'You have been logged out on every device.';

/**
 * Ends every session of this account (a lost phone, a shared computer), this one included, after
 * a confirmation. The server clears this browser's cookie; the tab then forgets the account as a
 * plain logout does.
 */
export function LogoutAllDevicesButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { run, busy, error, setError } = useMutation(LOGOUT_ALL, {
    success: LOGGED_OUT_EVERYWHERE,
    successToast: { keepOnNavigation: true },
    onSuccess: () => {
      setOpen(false);
      cartActions.reset();
      clearClientState();
      router.replace('/');
    },
  });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className="min-h-11 rounded-lg border border-stone-400 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
      >
        Log out of all devices
      </button>
      <Dialog
        open={open}
        onClose={busy ? () => {} : () => setOpen(false)}
        title={LOGOUT_ALL_QUESTION}
        description={<p>Every phone and computer logged in to this account, this one included, will need to log in again.</p>}
        initialFocusRef={cancelRef}
        returnFocusRef={openerRef}
      >
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogActions cancelRef={cancelRef} cancelLabel="Cancel" onCancel={() => setOpen(false)} actionLabel="Log out everywhere" busyLabel="Logging out…" onAction={() => run()} busy={busy} />
      </Dialog>
    </>
  );
}
