'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { Button } from '@/components/ui/button';

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
      <Button busy={busy} onClick={() => run({ topUpId })}>
        {busy ? 'Confirming…' : 'Confirm top-up'}
        <span className="sr-only"> {number}</span>
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
