'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';
import { ORDER_STATUS_LABELS, TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';

const UPDATE = /* GraphQL */ `
  mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {
    updateDeliveryStatus(deliveryId: $deliveryId, status: $status) { statusCode message }
  }
`;

/**
 * Admin: move one delivery to a status the transition table allows from where it is. A final
 * delivery gets no control (its badge beside this already says what it is). `day` names the
 * delivery for screen readers, since a list of identical "Set" buttons would be ambiguous; the form
 * itself is unnamed so a long subscription does not add a landmark per date.
 */
export function DeliveryStatusForm({ deliveryId, day, current }: { deliveryId: string; day: string; current: OrderStatus }) {
  const id = useId();
  const router = useRouter();
  const options = TRANSITIONS[current];
  const [chosen, setNext] = useState<OrderStatus | ''>(options[0] ?? '');
  // After a refresh `current` may have moved on; a choice it no longer allows falls back to the first.
  const next = chosen && options.includes(chosen) ? chosen : (options[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (options.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next || busy) return;
    setBusy(true);
    setError(null);
    const result = await gql<{ updateDeliveryStatus: { message: string } }>(UPDATE, { deliveryId, status: next });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    toast.success(result.data.updateDeliveryStatus.message);
    router.refresh();
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-status`} className="sr-only">
        {`New status for the delivery of ${day}`}
      </label>
      <select
        id={`${id}-status`}
        value={next}
        onChange={(e) => setNext(e.target.value as OrderStatus)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-sm"
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60">
        {busy ? 'Setting…' : 'Set'}
        <span className="sr-only">{` status of the delivery of ${day}`}</span>
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
