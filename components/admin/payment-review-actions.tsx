'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { ConfirmPaymentDialog } from '@/components/orders/confirm-payment-dialog';
import { RejectWithReasonDialog } from './reject-with-reason-dialog';

const REJECT = graphql(`
  mutation RejectPayment($orderId: ID!, $reason: String!) {
    rejectPayment(orderId: $orderId, reason: $reason) { statusCode message }
  }
`);

type Props = { orderId: string; orderNumber: string; amount: string; customerName: string };

/**
 * Admin, on a payment in the review queue: confirm it (after a second look in the dialog the order
 * page uses too, since a confirmed payment is final) or reject it with a reason the customer will read.
 */
export function PaymentReviewActions({ orderId, orderNumber, amount, customerName }: Props) {
  const [open, setOpen] = useState<'confirm' | 'reject' | null>(null);
  const rejecting = useMutation(REJECT, {
    success: (data) => data.rejectPayment.message,
    onSuccess: () => setOpen(null),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => setOpen('confirm')} className="min-h-11 rounded-lg bg-green-800 px-4 text-sm font-semibold text-white hover:bg-green-900">
        Confirm<span className="sr-only"> payment of {orderNumber}</span>
      </button>
      <button type="button" onClick={() => setOpen('reject')} className="min-h-11 rounded-lg border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
        Reject<span className="sr-only"> payment of {orderNumber}</span>
      </button>

      <ConfirmPaymentDialog open={open === 'confirm'} onClose={() => setOpen(null)} orderId={orderId} orderNumber={orderNumber} amount={amount} customerName={customerName} />

      <RejectWithReasonDialog
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={`Reject the payment of ${orderNumber}?`}
        description="The customer is told why by SMS and on the order page, and can upload a new screenshot."
        subject="the payment"
        actionLabel="Reject payment"
        cancelLabel="Cancel"
        mutation={rejecting}
        onReject={(reason) => rejecting.run({ orderId, reason })}
      />
    </div>
  );
}
