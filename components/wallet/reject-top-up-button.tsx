'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';
import { Dialog } from '@/components/ui/dialog';

const REJECT = graphql(`
  mutation RejectTopUp($topUpId: ID!, $reason: String!) {
    rejectTopUp(topUpId: $topUpId, reason: $reason) { statusCode message }
  }
`);

/** The admin refuses a top-up's proof with a reason the customer reads; they may upload a new one. */
export function RejectTopUpButton({ topUpId, number }: { topUpId: string; number: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const { run, busy, error, setError } = useMutation(REJECT, {
    success: (d) => d.rejectTopUp.message,
    onSuccess: () => {
      setOpen(false);
      setReason('');
    },
  });

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setError('Please enter the reason for rejecting the top-up.');
      reasonRef.current?.focus();
      return;
    }
    void run({ topUpId, reason: reason.trim() });
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded-lg border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
        Reject<span className="sr-only"> top-up {number}</span>
      </button>
      <Dialog open={open} onClose={close} title={`Reject top-up ${number}?`} description="The customer is told why by SMS and on the top-up page, and can upload a new proof." initialFocusRef={reasonRef} closeOnBackdrop={false}>
        <form onSubmit={reject} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            Reason (the customer sees this)
          </label>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={MAX_REJECTION_REASON}
            required
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="rounded-lg border border-stone-400 p-2"
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={close} disabled={busy} className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60">
              Keep it
            </button>
            <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-red-800 px-4 text-sm font-semibold text-white disabled:opacity-60">
              {busy ? 'Rejecting…' : 'Reject top-up'}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
