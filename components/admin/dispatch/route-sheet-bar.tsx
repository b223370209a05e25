'use client';

import type { OrderStatus } from '@/lib/domain/order-status';
import { Button } from '@/components/ui/button';

/** What a driver's day moves deliveries to from this page. */
const ACTIONS: { status: OrderStatus; label: string }[] = [
  { status: 'ASSIGNED', label: 'Mark as assigned' },
  { status: 'DELIVERED', label: 'Mark as delivered' },
];

type Props = {
  id: string;
  chosen: number;
  total: number;
  /** every delivery is selected */
  all: boolean;
  /** the status the running request moves the rows to, or null */
  busy: OrderStatus | null;
  onAsk: (status: OrderStatus) => void;
  onSelectAll: () => void;
};

/** Above the sheet: how many are selected, the marking buttons, and (on a phone) Select all. */
export function RouteSheetBar({ id, chosen, total, all, busy, onAsk, onSelectAll }: Props) {
  return (
    <div role="group" aria-labelledby={`${id}-bar`} className="flex flex-wrap items-center gap-2 print:hidden">
      <p id={`${id}-bar`} className="text-sm text-stone-700" aria-live="polite">
        {chosen === 0 ? 'Select deliveries to mark them.' : `${chosen} of ${total} selected.`}
      </p>
      {ACTIONS.map((a) => (
        <Button
          key={a.status}
          onClick={() => onAsk(a.status)}
          disabled={chosen === 0 || busy !== null}
          busy={busy === a.status}
          busyLabel="Saving…"
        >
          {a.label}
        </Button>
      ))}
      <button
        type="button"
        onClick={onSelectAll}
        className="min-h-11 rounded-lg border border-stone-400 bg-white px-4 text-sm font-semibold hover:bg-stone-100 md:hidden"
      >
        {all ? 'Select none' : 'Select all'}
      </button>
    </div>
  );
}
