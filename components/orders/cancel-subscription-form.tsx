'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { FormAlert } from '@/components/ui/form-alert';
import { ChangeableDaySelect } from './changeable-day-select';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { CANCEL_REASONS, CANCEL_REASON_LABELS, cancelReasonError, type CancelReason } from '@/lib/domain/plan-changes';
import { REFUND_PROMISE_DAYS, type RefundDestination } from '@/lib/domain/wallet';

const CANCEL = graphql(`
  mutation CancelSubscription($suborderId: ID!, $from: String, $reason: CancelReason!, $note: String, $refundTo: RefundDestination) {
    cancelSubscription(suborderId: $suborderId, from: $from, reason: $reason, note: $note, refundTo: $refundTo) { statusCode message suborder { id status } }
  }
`);

/**
 * Cancel the rest of a subscription: from which day (the days the viewer may still change, worked
 * out on the server), why (required before confirming), and, when the order is paid, where the
 * money goes. The server recomputes everything; the dialog only says what was chosen.
 */
export function CancelSubscriptionForm({ suborderId, suborderNo, changeable, paid }: { suborderId: string; suborderNo: string; changeable: IsoDay[]; paid: boolean }) {
  const id = useId();
  const [from, setFrom] = useState<IsoDay>(changeable[0] ?? '');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [refundTo, setRefundTo] = useState<RefundDestination>('WALLET');
  const [confirming, setConfirming] = useState(false);
  const { run, busy, error, setError } = useMutation(CANCEL, { success: (data) => data.cancelSubscription.message, successToast: { duration: 8000 } });
  const submitRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const count = changeable.filter((d) => d >= from).length;

  // The form's own checks, beside the field they are about (that field takes focus); the server's
  // refusal stays under the form.
  const [invalid, setInvalid] = useState<{ field: 'reason' | 'note'; message: string } | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const fieldMessage = (field: 'reason' | 'note') => (invalid?.field === field ? invalid.message : null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const noteProblem = reason ? cancelReasonError(reason, note) : null;
    const problem = !reason ? { field: 'reason' as const, message: 'Please choose a reason.' } : noteProblem ? { field: 'note' as const, message: noteProblem } : null;
    setInvalid(problem);
    if (problem) return (problem.field === 'reason' ? reasonRef : noteRef).current?.focus();
    setConfirming(true);
  };
  const cancel = async () => {
    if (!reason) return;
    if (await run({ suborderId, from, reason, note: note.trim() || null, refundTo: paid ? refundTo : null })) setConfirming(false);
  };

  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-red-800">Cancel the subscription</summary>
      <form onSubmit={review} className="mt-2 flex flex-col gap-3" aria-label={`Cancel ${suborderNo}`} noValidate>
        <ChangeableDaySelect id={`${id}-from`} label="Cancel from" days={changeable} value={from} onChange={setFrom} />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">Why are you cancelling?</legend>
          {CANCEL_REASONS.map((r, i) => (
            <label key={r} className="flex min-h-11 items-center gap-2">
              <input
                ref={i === 0 ? reasonRef : undefined}
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setInvalid(null);
                }}
                className="size-5"
                {...fieldAria(`${id}-reason`, fieldMessage('reason'))}
              />
              {CANCEL_REASON_LABELS[r]}
            </label>
          ))}
          <FieldError fieldId={`${id}-reason`} message={fieldMessage('reason')} />
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="font-medium">
            Anything else? {reason === 'OTHER' ? '(required)' : '(optional)'}
          </label>
          <textarea
            ref={noteRef}
            id={`${id}-note`}
            value={note}
            maxLength={500}
            onChange={(e) => {
              setNote(e.target.value);
              if (invalid?.field === 'note') setInvalid(null);
            }}
            rows={2}
            className="rounded-lg border border-stone-400 bg-white px-3 py-2"
            {...fieldAria(`${id}-note`, fieldMessage('note'))}
          />
          <FieldError fieldId={`${id}-note`} message={fieldMessage('note')} />
        </div>
        {paid && (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">Where should the money go?</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-to`} checked={refundTo === 'WALLET'} onChange={() => setRefundTo('WALLET')} className="size-5" />
              My wallet, at once
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-to`} checked={refundTo === 'UPI'} onChange={() => setRefundTo('UPI')} className="size-5" />
              A refund to my UPI id (within {REFUND_PROMISE_DAYS} days)
            </label>
          </fieldset>
        )}
        <div>
          <button ref={submitRef} type="submit" className="min-h-11 rounded-lg border border-red-800 bg-white px-4 font-semibold text-red-800 hover:bg-red-50">
            Cancel deliveries
          </button>
        </div>
        <FormAlert message={error} />
      </form>
      <Dialog
        open={confirming}
        onClose={busy ? () => {} : () => setConfirming(false)}
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
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogActions cancelRef={keepRef} cancelLabel="Keep them" onCancel={() => setConfirming(false)} actionLabel="Cancel deliveries" busyLabel="Cancelling…" onAction={cancel} busy={busy} />
      </Dialog>
    </details>
  );
}
