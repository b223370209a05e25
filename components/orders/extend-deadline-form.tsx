'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const EXTEND = graphql(`
  mutation ExtendPaymentDeadline($orderId: ID!, $hours: Int!) {
    extendPaymentDeadline(orderId: $orderId, hours: $hours) { id dueAt }
  }
`);

/** Admin: give the customer more time to pay before the order expires. */
export function ExtendDeadlineForm({ orderId }: { orderId: string }) {
  const [hours, setHours] = useState('24');
  const { run, busy, error, setError } = useMutation(EXTEND);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const n = Number(hours);
    if (!hours.trim() || !Number.isInteger(n) || n < 1 || n > 720) {
      setError('Please enter whole hours, from 1 to 720.');
      return;
    }
    await run({ orderId, hours: n }, { success: `Deadline extended by ${hours} hours` });
  };

  return (
    <form onSubmit={submit} aria-label="Extend the payment deadline" className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor="extend-hours" className="block text-sm font-medium">
          Give more time to pay (hours)
        </label>
        <input
          id="extend-hours"
          name="hours"
          type="number"
          inputMode="numeric"
          min={1}
          max={720}
          step={1}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'extend-error' : undefined}
          className="mt-1 w-28 rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60">
        {busy ? 'Extending…' : 'Extend deadline'}
      </button>
      {error && (
        <p id="extend-error" role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
