'use client';

import { useRef } from 'react';
import { countOf } from '@/lib/domain/plural';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormAlert } from '@/components/ui/form-alert';

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
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
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
