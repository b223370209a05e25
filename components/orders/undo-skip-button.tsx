'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const UNSKIP = graphql(`
  mutation UnskipDelivery($deliveryId: ID!) {
    unskipDelivery(deliveryId: $deliveryId) { statusCode message suborder { id endDate } }
  }
`);

/**
 * Undo a skip (before its cutoff, which the page checks on the server; the server decides all the
 * same). No confirmation: undoing is itself the undo, and the answer says what moved.
 */
export function UndoSkipButton({ deliveryId, day }: { deliveryId: string; day: string }) {
  const { run, busy } = useMutation(UNSKIP, { success: (data) => data.unskipDelivery.message, successToast: { duration: 6000 }, toastError: true });
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
