'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmPaymentDialog } from '@/components/orders/confirm-payment-dialog';

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
  const id = useId();
  const [open, setOpen] = useState<'confirm' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const { run, busy, error, setError } = useMutation(REJECT, {
    success: (data) => data.rejectPayment.message,
    onSuccess: () => {
      setOpen(null);
      setReason('');
    },
  });
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    if (busy) return;
    setOpen(null);
    setError(null);
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setError('Please enter the reason for rejecting the payment.');
      reasonRef.current?.focus();
      return;
    }
    void run({ orderId, reason: reason.trim() });
  };

  const secondary = 'min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60';

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => setOpen('confirm')} className="min-h-11 rounded-lg bg-green-800 px-4 text-sm font-semibold text-white hover:bg-green-900">
        Confirm<span className="sr-only"> payment of {orderNumber}</span>
      </button>
      <button type="button" onClick={() => setOpen('reject')} className="min-h-11 rounded-lg border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
        Reject<span className="sr-only"> payment of {orderNumber}</span>
      </button>

      <ConfirmPaymentDialog open={open === 'confirm'} onClose={() => setOpen(null)} orderId={orderId} orderNumber={orderNumber} amount={amount} customerName={customerName} />

      <Dialog open={open === 'reject'} onClose={close} title={`Reject the payment of ${orderNumber}?`} description="The customer is told why by SMS and on the order page, and can upload a new screenshot." initialFocusRef={reasonRef} closeOnBackdrop={false}>
        <form onSubmit={reject} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            Reason (the customer sees this)
          </label>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={MAX_REJECTION_REASON}
            required
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            className="rounded-lg border border-stone-400 p-2"
          />
          <p id={`${id}-count`} className="text-right text-xs text-stone-700">
            {reason.length} / {MAX_REJECTION_REASON}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={close} disabled={busy} className={secondary}>
              Cancel
            </button>
            <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-red-800 px-4 text-sm font-semibold text-white hover:bg-red-900 disabled:opacity-60">
              {busy ? 'Rejecting…' : 'Reject payment'}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
