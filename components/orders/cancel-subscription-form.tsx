'use client';

import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { cancelFormSchema, type CancelFormValues } from '@/lib/domain/inputs/cancel-form';
import { Form } from '@/components/forms/form-kit';
import { FormAlert } from '@/components/ui/form-alert';
import { ChangeableDaySelect } from './changeable-day-select';
import { ChangePreviewNote, useChangePreview } from './change-preview';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { CANCEL_REASONS, CANCEL_REASON_LABELS } from '@/lib/domain/plan-changes';
import { REFUND_PROMISE_DAYS } from '@/lib/domain/wallet';

const CANCEL = graphql(`
  mutation CancelSubscription($suborderId: ID!, $from: String, $reason: CancelReason!, $note: String, $refundTo: RefundDestination) {
    cancelSubscription(suborderId: $suborderId, from: $from, reason: $reason, note: $note, refundTo: $refundTo) { statusCode message suborder { id status } }
  }
`);

/**
 * Cancel the rest of a subscription: from which day (the days the viewer may still change, worked
 * out on the server), why (required before confirming), and, when the order is paid, where the
 * money goes. The server recomputes everything; the dialog says what was chosen and, from the
 * server's preview, what it does to the money and until when it can be changed.
 */
export function CancelSubscriptionForm({ suborderId, suborderNo, changeable, paid }: { suborderId: string; suborderNo: string; changeable: IsoDay[]; paid: boolean }) {
  const id = useId();
  const [confirming, setConfirming] = useState<CancelFormValues | null>(null);
  const kit = useSchemaForm(cancelFormSchema, { defaultValues: { from: changeable[0] ?? '', reason: '', note: '', refundTo: 'WALLET' } });
  const [from, reason, refundTo] = useWatch({ control: kit.form.control, name: ['from', 'reason', 'refundTo'] });
  const { errors } = kit.form.formState;
  const { run, busy, error } = useMutation(CANCEL, { success: (data) => data.cancelSubscription.message, successToast: { duration: 8000 }, onError: kit.showServerError });
  const submitRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const count = changeable.filter((d) => d >= from).length;
  const preview = useChangePreview(
    confirming && confirming.reason !== '' ? { kind: 'CANCEL', suborderId, from: confirming.from, reason: confirming.reason, refundTo: paid ? confirming.refundTo : null } : null,
  );

  // The form's own checks show beside the field they are about (that field takes focus); checked,
  // the dialog asks to confirm what was chosen.
  const review = kit.submitWith((values) => setConfirming(values));
  const cancel = async () => {
    const v = confirming;
    if (!v || v.reason === '') return;
    if (await run({ suborderId, from: v.from, reason: v.reason, note: v.note.trim() || null, refundTo: paid ? v.refundTo : null })) setConfirming(null);
  };

  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-red-800">Cancel the subscription</summary>
      <Form kit={kit} onSubmit={review} className="mt-2 flex flex-col gap-3" aria-label={`Cancel ${suborderNo}`}>
        <ChangeableDaySelect id={`${id}-from`} label="Cancel from" days={changeable} value={from} onChange={(day) => kit.form.setValue('from', day)} error={errors.from?.message} />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">Why are you cancelling?</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={r} {...kit.form.register('reason')} className="size-5" {...fieldAria(`${id}-reason`, errors.reason?.message)} />
              {CANCEL_REASON_LABELS[r]}
            </label>
          ))}
          <FieldError fieldId={`${id}-reason`} message={errors.reason?.message} />
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="font-medium">
            Anything else? {reason === 'OTHER' ? '(required)' : '(optional)'}
          </label>
          <textarea id={`${id}-note`} {...kit.form.register('note')} maxLength={500} rows={2} className="rounded-lg border border-stone-400 bg-white px-3 py-2" {...fieldAria(`${id}-note`, errors.note?.message)} />
          <FieldError fieldId={`${id}-note`} message={errors.note?.message} />
        </div>
        {paid && (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">Where should the money go?</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" value="WALLET" {...kit.form.register('refundTo')} className="size-5" />
              My wallet, at once
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" value="UPI" {...kit.form.register('refundTo')} className="size-5" />
              A refund to my UPI id (within {REFUND_PROMISE_DAYS} days)
            </label>
          </fieldset>
        )}
        <div>
          <button ref={submitRef} type="submit" className="min-h-11 rounded-lg border border-red-800 bg-white px-4 font-semibold text-red-800 hover:bg-red-50">
            Cancel deliveries
          </button>
        </div>
        <FormAlert message={kit.formError} />
      </Form>
      <Dialog
        open={confirming !== null}
        onClose={busy ? () => {} : () => setConfirming(null)}
        title={`Cancel ${count} ${count === 1 ? 'delivery' : 'deliveries'}?`}
        description={
          <p>
            Every delivery from {from ? formatDay(from) : 'the next one'} is cancelled.{' '}
            {paid ? (refundTo === 'WALLET' ? 'What you paid for them goes to your wallet at once.' : `What you paid for them is refunded to your UPI id within ${REFUND_PROMISE_DAYS} days.`) : 'They come off the amount you pay.'}
          </p>
        }
        initialFocusRef={keepRef}
        returnFocusRef={submitRef}
      >
        <ChangePreviewNote state={preview} />
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogActions cancelRef={keepRef} cancelLabel="Keep them" onCancel={() => setConfirming(null)} actionLabel="Cancel deliveries" busyLabel="Cancelling…" onAction={cancel} busy={busy} />
      </Dialog>
    </details>
  );
}
