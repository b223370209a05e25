'use client';

import { useRef } from 'react';
import { countOf } from '@/lib/domain/plural';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';

type Props = { open: boolean; matched: number; busy: boolean; error: string | null; onCancel: () => void; onConfirm: () => void };

/** "Confirm N payments?": what confirming does, and that it cannot be undone. */
export function ConfirmStatementDialog({ open, matched, busy, error, onCancel, onConfirm }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      title={`Confirm ${countOf(matched, 'payment')}?`}
      description="Each matched order is marked paid and its customer is told by SMS. A confirmed payment cannot be undone; lines to check by hand are left alone."
      initialFocusRef={cancelRef}
      closeOnBackdrop={false}
    >
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogActions
        cancelRef={cancelRef}
        cancelLabel="Cancel"
        onCancel={onCancel}
        actionLabel="Yes, confirm them"
        busyLabel="Confirming…"
        onAction={onConfirm}
        busy={busy}
        tone="confirm"
      />
    </Dialog>
  );
}
