'use client';

import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { FormAlert } from '@/components/ui/form-alert';

const CONFIRM = graphql(`
  mutation ConfirmPayment($orderId: ID!) {
    confirmPayment(orderId: $orderId) { statusCode message }
  }
`);

export type ConfirmPaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  orderId: string;
  orderNumber: string;
  /** formatted, e.g. ₹1,234.00 */
  amount: string;
  customerName: string;
};

/**
 * The second look before an admin marks an order paid, wherever the button is (the payments queue,
 * the order page): it names the order, the customer and the amount, and Cancel is the safe way out.
 * A confirmation cannot be taken back (the customer is told at once by SMS), so there is no undo;
 * this dialog is the guard. Enter does nothing unconsidered: focus starts on Cancel.
 */
export function ConfirmPaymentDialog({ open, onClose, orderId, orderNumber, amount, customerName }: ConfirmPaymentDialogProps) {
  const { run, busy, error, setError } = useMutation(CONFIRM, {
    success: (data) => data.confirmPayment.message,
    onSuccess: onClose,
  });
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Confirm payment of ${amount}?`}
      description={`Order ${orderNumber} from ${customerName} will be marked paid and ${customerName} is told by SMS. Confirm only once the money shows in the account: a confirmed payment cannot be undone.`}
      initialFocusRef={cancelRef}
      closeOnBackdrop={false}
    >
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
      <DialogActions cancelRef={cancelRef} cancelLabel="Cancel" onCancel={close} actionLabel="Yes, payment received" busyLabel="Confirming…" onAction={() => run({ orderId })} busy={busy} tone="confirm" />
    </Dialog>
  );
}
