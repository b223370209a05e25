'use client';

import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Form, FormField } from '@/components/forms/form-kit';
import { graphql } from '@/lib/client/graphql-document';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { useMutation } from '@/lib/client/use-mutation';
import { formatDay, isIsoDay, type IsoDay } from '@/lib/domain/calendar';
import { changeableInRange, pauseFormSchema } from '@/lib/domain/inputs/pause-form';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import { ChangePreviewNote, useChangePreview } from './change-preview';

const PAUSE = graphql(`
  mutation PauseSubscription($suborderId: ID!, $from: String!, $to: String!) {
    pauseSubscription(suborderId: $suborderId, from: $from, to: $to) { statusCode message suborder { id endDate } }
  }
`);

/**
 * Pause a subscription from one day to another: every delivery in between is skipped and made up
 * after the last one. `changeable` are the dates the viewer may still change (the page works them
 * out on the server with the same rule the server enforces), so the confirmation can say how many
 * deliveries the pause takes; the server decides all the same. The form's own checks
 * (lib/domain/inputs/pause-form.ts) show beside the date they are about, which takes focus; the
 * server's refusal lands beside the date it names, else under the form. The confirmation shows the
 * server's preview of the pause: what it does to the money, and until when it can be changed.
 */
export function PauseSubscriptionForm({ suborderId, suborderNo, changeable }: { suborderId: string; suborderNo: string; changeable: IsoDay[] }) {
  const [confirming, setConfirming] = useState(false);
  const kit = useSchemaForm(pauseFormSchema(changeable), { defaultValues: { from: changeable[0] ?? '', to: changeable[0] ?? '' } });
  const [from, to] = useWatch({ control: kit.form.control, name: ['from', 'to'] });
  const { run, busy } = useMutation(PAUSE, {
    success: (data) => data.pauseSubscription.message,
    successToast: { duration: 6000 },
    onError: kit.showServerError,
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const inRange = changeableInRange(changeable, from, to);
  const preview = useChangePreview(confirming ? { kind: 'PAUSE', suborderId, from, until: to } : null);

  const review = kit.submitWith(() => setConfirming(true));
  const pause = async () => {
    // The dialog closes on either answer: a refusal is shown with the dates.
    if (await run({ suborderId, from, to })) setConfirming(false);
  };

  const count = `${inRange.length} ${inRange.length === 1 ? 'delivery' : 'deliveries'}`;
  const dateInput = { type: 'date', className: 'min-h-11 rounded-lg border border-stone-400 bg-white px-3 aria-[invalid=true]:border-red-700' };
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">Pause deliveries</summary>
      <Form kit={kit} onSubmit={review} className="mt-2 flex flex-wrap items-start gap-3" aria-label={`Pause deliveries of ${suborderNo}`}>
        <FormField name="from" label="From" className="flex flex-col gap-1" input={{ ...dateInput, min: changeable[0] }} />
        <FormField name="to" label="To" className="flex flex-col gap-1" input={{ ...dateInput, min: from || changeable[0] }} />
        <Button ref={submitRef} type="submit" variant="secondary" className="sm:mt-6">
          Pause
        </Button>
        <p className="w-full text-stone-700">Paused deliveries are made up after your last one. Changes close at {cutoffTimeWords()} the day before a delivery.</p>
        <FormAlert message={kit.formError} />
      </Form>
      <Dialog
        open={confirming}
        onClose={busy ? () => {} : () => setConfirming(false)}
        title={`Pause ${count}?`}
        description={
          isIsoDay(from) && isIsoDay(to) ? (
            <p>
              From {formatDay(from)} to {formatDay(to)}: {inRange.map((d) => formatDay(d)).join('; ')}. {inRange.length === 1 ? 'It is' : 'They are'} made up after your last delivery.
            </p>
          ) : null
        }
        initialFocusRef={keepRef}
        returnFocusRef={submitRef}
      >
        <ChangePreviewNote state={preview} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button ref={keepRef} variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
            Keep them
          </Button>
          <Button onClick={pause} busy={busy} busyLabel="Pausing…">
            Pause {count}
          </Button>
        </div>
      </Dialog>
    </details>
  );
}
