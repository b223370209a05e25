'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { usePayHeldChange } from './pay-held-change';

const UNSKIP = graphql(`
  mutation UnskipDelivery($deliveryId: ID!) {
    unskipDelivery(deliveryId: $deliveryId) { statusCode message suborder { id endDate } payByUpi { id } }
  }
`);

/**
 * Undo a skip (before its cutoff, which the page checks on the server; the server decides all the
 * same). No confirmation: undoing is itself the undo, and the answer says what moved. A day whose
 * money went back on a paid order is charged again; when the wallet holds less, nothing moves yet
 * and the customer is taken to pay the rest by UPI, as after a change of items.
 */
export function UndoSkipButton({ deliveryId, day }: { deliveryId: string; day: string }) {
  const payHeld = usePayHeldChange();
  const { run, busy } = useMutation(UNSKIP, {
    success: (data) => data.unskipDelivery.message,
    successToast: { duration: 6000, keepOnNavigation: true },
    onSuccess: (data) => payHeld(data.unskipDelivery.payByUpi),
    toastError: true,
  });
  return (
    <button
      type="button"
      onClick={() => run({ deliveryId })}
      disabled={busy}
      aria-busy={busy || undefined}
      className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60"
    >
      {busy ? 'Undoing…' : 'Undo skip'}
      <span className="sr-only"> of {day}</span>
    </button>
  );
}
