'use client';

import { useRef, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ChangePreviewNote, useChangePreview } from './change-preview';
import { usePayHeldChange } from './pay-held-change';

const RESUME = graphql(`
  mutation ResumeSubscription($suborderId: ID!) {
    resumeSubscription(suborderId: $suborderId) { statusCode message suborder { id endDate } payByUpi { id } }
  }
`);

/**
 * End a pause early, after a confirmation with the server's preview of what it does to the money
 * (days whose money went back are charged again): the paused days still before their cutoff come
 * back, their make-up days go. Held for a UPI payment (a paid order, too little in the wallet),
 * nothing moves yet and the customer is taken to pay the rest, as after a change of items.
 */
export function EndPauseButton({ suborderId, firstDay }: { suborderId: string; firstDay: string }) {
  const [open, setOpen] = useState(false);
  const payHeld = usePayHeldChange();
  const { run, busy, error, setError } = useMutation(RESUME, {
    success: (data) => data.resumeSubscription.message,
    successToast: { duration: 6000, keepOnNavigation: true },
    onSuccess: (data) => {
      setOpen(false);
      payHeld(data.resumeSubscription.payByUpi);
    },
  });
  const keepRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const preview = useChangePreview(open ? { kind: 'RESUME', suborderId } : null);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex-1">Your deliveries are paused. End the pause to get them again from {firstDay}.</p>
      <Button
        ref={openerRef}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        End the pause
      </Button>
      <Dialog
        open={open}
        onClose={busy ? () => {} : () => setOpen(false)}
        title="End the pause?"
        description={
          <>
            <p>Your deliveries come back from {firstDay}, and the days added at the end to make up for them go.</p>
            <ChangePreviewNote state={preview} className="mt-1" />
          </>
        }
        initialFocusRef={keepRef}
        returnFocusRef={openerRef}
      >
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogActions cancelRef={keepRef} cancelLabel="Keep the pause" onCancel={() => setOpen(false)} actionLabel="End the pause" busyLabel="Ending the pause…" onAction={() => run({ suborderId })} busy={busy} />
      </Dialog>
    </div>
  );
}
