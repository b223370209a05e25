'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';
import { ORDER_STATUS_LABELS, TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';

const UPDATE = /* GraphQL */ `
  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {
    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }
  }
`;

/** Admin: move a suborder to one of the statuses the transition table allows from where it is. */
export function SuborderStatusForm({ suborderId, suborderNo, current }: { suborderId: string; suborderNo: string; current: OrderStatus }) {
  const id = useId();
  const router = useRouter();
  const options = TRANSITIONS[current];
  const [chosen, setNext] = useState<OrderStatus | ''>(options[0] ?? '');
  // After a refresh `current` may have moved on; a choice it no longer allows falls back to the first.
  const next = chosen && options.includes(chosen) ? chosen : (options[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (options.length === 0) return <p className="text-sm text-stone-600">This part is {ORDER_STATUS_LABELS[current].toLowerCase()}; its status is final.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    setBusy(true);
    setError(null);
    const result = await gql<{ updateOrderStatus: { message: string } }>(UPDATE, { orderId: suborderId, status: next });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    toast.success(result.data.updateOrderStatus.message);
    router.refresh();
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={`Change the status of ${suborderNo}`}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          New status
        </label>
        <select
          id={`${id}-status`}
          value={next}
          onChange={(e) => setNext(e.target.value as OrderStatus)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
        >
          {options.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {busy ? 'Updating…' : 'Update status'}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
