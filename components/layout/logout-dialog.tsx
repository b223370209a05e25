'use client';

import { useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';

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
      <DialogActions cancelRef={cancelRef} cancelLabel="NO, CANCEL" onCancel={onCancel} actionLabel="YES, LOGOUT" onAction={confirm} busy={busy} />
    </Dialog>
  );
}
