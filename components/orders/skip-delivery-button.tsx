'use client';

import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import Link from 'next/link';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { ChangePreviewNote, useChangePreview } from './change-preview';

const SKIP = graphql(`
  mutation SkipDelivery($deliveryId: ID!, $refundTo: RefundDestination) {
    skipDelivery(deliveryId: $deliveryId, refundTo: $refundTo) { statusCode message suborder { id endDate } }
  }
`);

/**
 * Skip one delivery, after a confirmation that says what happens to it (made up later, taken off
 * the amount, or refunded: the page decides on the server) and, from the server's preview, what
 * it does to the money and until when it can be changed. The server's answer is toasted and the
 * page refreshed, so the new last date and statuses come from the server.
 */
export function SkipDeliveryButton({
  deliveryId,
  day,
  consequence,
  deadline,
  chooseRefund = false,
}: {
  deliveryId: string;
  day: string;
  consequence: string;
  /** the customer's deadline in words (deliveryDeadline's), shown until the preview brings its own */
  deadline: string | null;
  /** a paid one-time delivery: its money goes to the wallet (default) or back to the customer's UPI id */
  chooseRefund?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [refundTo, setRefundTo] = useState<'WALLET' | 'UPI'>('WALLET');
  const { run, busy, error, setError } = useMutation(SKIP, {
    success: (data) => data.skipDelivery.message,
    successToast: { duration: 6000 },
    onSuccess: () => setOpen(false),
  });
  const keepRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const preview = useChangePreview(open ? { kind: 'SKIP', deliveryId, ...(chooseRefund ? { refundTo } : {}) } : null);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
      >
        Skip<span className="sr-only"> the delivery of {day}</span>
      </button>
      <Dialog
        open={open}
        onClose={busy ? () => {} : () => setOpen(false)}
        title={`Skip the delivery of ${day}?`}
        description={
          <>
            <p>{consequence}</p>
            <ChangePreviewNote state={preview} deadline={deadline} className="mt-1" />
          </>
        }
        initialFocusRef={keepRef}
        returnFocusRef={openerRef}
      >
        {chooseRefund && (
          <fieldset className="mt-3 text-sm">
            <legend className="font-medium">Where should the money go?</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`refund-to-${deliveryId}`} checked={refundTo === 'WALLET'} onChange={() => setRefundTo('WALLET')} />
              My wallet, now (used at my next checkout)
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`refund-to-${deliveryId}`} checked={refundTo === 'UPI'} onChange={() => setRefundTo('UPI')} />
              My UPI id, within 30 days
            </label>
            {refundTo === 'UPI' && (
              <p className="text-stone-700">
                Paid to the UPI id on{' '}
                <Link href="/profile/wallet" className="text-brand-700 underline">
                  your wallet page
                </Link>{' '}
                (add it there first if you have not).
              </p>
            )}
          </fieldset>
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogActions cancelRef={keepRef} cancelLabel="Keep it" onCancel={() => setOpen(false)} actionLabel="Skip delivery" busyLabel="Skipping…" onAction={() => run({ deliveryId, ...(chooseRefund ? { refundTo } : {}) })} busy={busy} />
      </Dialog>
    </>
  );
}
