'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import type { Mutation } from '@/lib/client/use-mutation';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';
import { Dialog } from '@/components/ui/dialog';

type Props = {
  open: boolean;
  /** Called on Cancel or Escape (not while the rejection is being sent). */
  onClose: () => void;
  title: string;
  description: string;
  /** What is rejected, as the empty-reason message names it: "the payment", "the top-up". */
  subject: string;
  actionLabel: string;
  cancelLabel: string;
  /** The caller's useMutation: busy while sending, and its error or ours. */
  mutation: Pick<Mutation<unknown, unknown>, 'busy' | 'error' | 'setError'>;
  /** Sends the trimmed reason; the caller closes the dialog on success, and the reason is cleared. */
  onReject: (reason: string) => Promise<{ ok: boolean } | null>;
};

/**
 * The admin refuses a customer's proof of payment (an order's screenshot, a wallet top-up's) with a
 * reason the customer reads. One dialog for both, so the two keep the same checks, counter and
 * focus: the reason field is focused on open and again when it is left empty.
 */
export function RejectWithReasonDialog({ open, onClose, title, description, subject, actionLabel, cancelLabel, mutation, onReject }: Props) {
  const { busy, error, setError } = mutation;
  const id = useId();
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setError(`Please enter the reason for rejecting ${subject}.`);
      reasonRef.current?.focus();
      return;
    }
    const result = await onReject(reason.trim());
    if (result?.ok) setReason('');
  };

  return (
    <Dialog open={open} onClose={close} title={title} description={description} initialFocusRef={reasonRef} closeOnBackdrop={false}>
      <form onSubmit={(e) => void reject(e)} noValidate className="mt-4 flex flex-col gap-2">
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
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          className="rounded-lg border border-stone-400 p-2"
        />
        <p id={`${id}-count`} className="text-right text-xs text-stone-700">
          {reason.length} / {MAX_REJECTION_REASON}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={close} disabled={busy} className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60">
            {cancelLabel}
          </button>
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-red-800 px-4 text-sm font-semibold text-white hover:bg-red-900 disabled:opacity-60">
            {busy ? 'Rejecting…' : actionLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
