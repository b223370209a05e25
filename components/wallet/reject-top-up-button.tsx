'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { RejectWithReasonDialog } from '@/components/admin/reject-with-reason-dialog';

const REJECT = graphql(`
  mutation RejectTopUp($topUpId: ID!, $reason: String!) {
    rejectTopUp(topUpId: $topUpId, reason: $reason) { statusCode message }
  }
`);

/** The admin refuses a top-up's proof with a reason the customer reads; they may upload a new one. */
export function RejectTopUpButton({ topUpId, number }: { topUpId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const rejecting = useMutation(REJECT, {
    success: (d) => d.rejectTopUp.message,
    onSuccess: () => setOpen(false),
  });

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded-lg border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
        Reject<span className="sr-only"> top-up {number}</span>
      </button>
      <RejectWithReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Reject top-up ${number}?`}
        description="The customer is told why by SMS and on the top-up page, and can upload a new proof."
        subject="the top-up"
        actionLabel="Reject top-up"
        cancelLabel="Keep it"
        mutation={rejecting}
        onReject={(reason) => rejecting.run({ topUpId, reason })}
      />
    </>
  );
}
