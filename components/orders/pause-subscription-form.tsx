'use client';

import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { FormAlert } from '@/components/ui/form-alert';
import { compareDays, formatDay, isIsoDay, type IsoDay } from '@/lib/domain/calendar';
import { pauseRangeError } from '@/lib/domain/delivery-changes';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';

const PAUSE = graphql(`
  mutation PauseSubscription($suborderId: ID!, $from: String!, $to: String!) {
    pauseSubscription(suborderId: $suborderId, from: $from, to: $to) { statusCode message suborder { id endDate } }
  }
`);

/**
 * Pause a subscription from one day to another: every delivery in between is skipped and made up
 * after the last one. `changeable` are the dates the viewer may still change (the page works them
 * out on the server with the same rule the server enforces), so the confirmation can say how many
 * deliveries the pause takes; the server decides all the same.
 */
export function PauseSubscriptionForm({ suborderId, suborderNo, changeable }: { suborderId: string; suborderNo: string; changeable: IsoDay[] }) {
  const id = useId();
  const [from, setFrom] = useState(changeable[0] ?? '');
  const [to, setTo] = useState(changeable[0] ?? '');
  const [confirming, setConfirming] = useState(false);
  const { run, busy, error, setError } = useMutation(PAUSE, {
    success: (data) => data.pauseSubscription.message,
    successToast: { duration: 6000 },
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const inRange = changeable.filter((d) => isIsoDay(from) && isIsoDay(to) && compareDays(d, from) >= 0 && compareDays(d, to) <= 0);

  // The form's own checks, beside the date they are about (that date takes focus): a missing one,
  // else the end (a range that ends too early or too late, or holds no delivery it can change). The
  // server's refusal stays under the form.
  const [invalid, setInvalid] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const fieldMessage = (field: 'from' | 'to') => (invalid?.field === field ? invalid.message : null);
  // a changed date clears the message until the next try
  const edited = (set: (day: string) => void) => (day: string) => {
    set(day);
    setInvalid(null);
  };

  const check = (): { field: 'from' | 'to'; message: string } | null => {
    if (!isIsoDay(from)) return { field: 'from', message: 'Please choose both dates.' };
    if (!isIsoDay(to)) return { field: 'to', message: 'Please choose both dates.' };
    const range = pauseRangeError(from, to);
    if (range) return { field: 'to', message: range };
    if (inRange.length === 0) return { field: 'to', message: `You have no deliveries you can still change from ${formatDay(from)} to ${formatDay(to)}.` };
    return null;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = check();
    setInvalid(problem);
    if (problem) return (problem.field === 'from' ? fromRef : toRef).current?.focus();
    setConfirming(true);
  };

  const pause = async () => {
    // The dialog closes on either answer: a refusal is shown under the dates.
    if (await run({ suborderId, from, to })) setConfirming(false);
  };

  const count = `${inRange.length} ${inRange.length === 1 ? 'delivery' : 'deliveries'}`;
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">Pause deliveries</summary>
      <form onSubmit={review} className="mt-2 flex flex-wrap items-end gap-3" aria-label={`Pause deliveries of ${suborderNo}`} noValidate>
        <DateField ref={fromRef} id={`${id}-from`} label="From" value={from} min={changeable[0]} error={fieldMessage('from')} onChange={edited(setFrom)} />
        <DateField ref={toRef} id={`${id}-to`} label="To" value={to} min={from || changeable[0]} error={fieldMessage('to')} onChange={edited(setTo)} />
        <button ref={submitRef} type="submit" className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-100">
          Pause
        </button>
        <p className="w-full text-stone-700">Paused deliveries are made up after your last one. Changes close at {cutoffTimeWords()} the day before a delivery.</p>
        <FormAlert message={error} />
      </form>
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
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={keepRef}
            type="button"
            onClick={() => setConfirming(false)}
            disabled={busy}
            className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
          >
            Keep them
          </button>
          <button
            type="button"
            onClick={pause}
            disabled={busy}
            aria-busy={busy || undefined}
            className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? 'Pausing…' : `Pause ${count}`}
          </button>
        </div>
      </Dialog>
    </details>
  );
}

/** One of the pause's two dates, with its own check's message beside it. */
function DateField({ ref, id, label, value, min, error, onChange }: { ref: Ref<HTMLInputElement>; id: string; label: string; value: string; min?: string; error: string | null; onChange: (day: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input ref={ref} id={id} type="date" value={value} min={min} onChange={(e) => onChange(e.target.value)} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3" {...fieldAria(id, error)} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
