'use client';

import { useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';

export const LOGOUT_QUESTION = 'Are you sure you want to log out ?';

type Props = {
  open: boolean;
  onCancel: () => void;
  /** Signs out; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<void>;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** Logout confirmation, worded exactly as the spec has it. */
export function LogoutDialog({ open, onCancel, onConfirm, returnFocusRef }: Props) {
  const [busy, setBusy] = useState(false);
  // Cancel first: Enter on an unconsidered dialog should not log anyone out.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={LOGOUT_QUESTION}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
        >
          NO, CANCEL
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          YES, LOGOUT
        </button>
      </div>
    </Dialog>
  );
}
