'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';

const CONFIRM = /* GraphQL */ `
  mutation ConfirmPayment($orderId: ID!) {
    confirmPayment(orderId: $orderId) { statusCode message }
  }
`;

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
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await gql<{ confirmPayment: { message: string } }>(CONFIRM, { orderId });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    toast.success(result.data.confirmPayment.message);
    onClose();
    router.refresh();
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
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogActions cancelRef={cancelRef} cancelLabel="Cancel" onCancel={close} actionLabel="Yes, payment received" busyLabel="Confirming…" onAction={confirm} busy={busy} tone="confirm" />
    </Dialog>
  );
}
