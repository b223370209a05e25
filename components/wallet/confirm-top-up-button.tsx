'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const CONFIRM = graphql(`
  mutation ConfirmTopUp($topUpId: ID!) {
    confirmTopUp(topUpId: $topUpId) { statusCode message }
  }
`);

/** The admin saw the money arrive: the top-up goes into the customer's wallet. */
export function ConfirmTopUpButton({ topUpId, number }: { topUpId: string; number: string }) {
  const { run, busy, error } = useMutation(CONFIRM, { success: (d) => d.confirmTopUp.message });
  return (
    <div className="flex flex-col gap-1">
      <button type="button" disabled={busy} onClick={() => run({ topUpId })} className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white disabled:opacity-60">
        {busy ? 'Confirming…' : 'Confirm top-up'}
        <span className="sr-only"> {number}</span>
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
