'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { Button } from '@/components/ui/button';

const RESUME = graphql(`
  mutation ResumeSubscription($suborderId: ID!) {
    resumeSubscription(suborderId: $suborderId) { statusCode message suborder { id endDate } }
  }
`);

/** End a pause early: the paused days still before their cutoff come back, their make-up days go. */
export function EndPauseButton({ suborderId, firstDay }: { suborderId: string; firstDay: string }) {
  const { run, busy } = useMutation(RESUME, { success: (data) => data.resumeSubscription.message, successToast: { duration: 6000 }, toastError: true });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex-1">Your deliveries are paused. End the pause to get them again from {firstDay}.</p>
      <Button onClick={() => run({ suborderId })} busy={busy} busyLabel="Ending the pause…">
        End the pause
      </Button>
    </div>
  );
}
