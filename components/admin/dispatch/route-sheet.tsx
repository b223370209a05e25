'use client';

import { useId, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { ORDER_STATUS_LABELS, canTransition, type OrderStatus } from '@/lib/domain/order-status';
import type { DispatchStop } from '@/lib/dispatch/get-dispatch';
import { MarkDeliveriesDialog } from './mark-deliveries-dialog';
import { RouteSheetBar } from './route-sheet-bar';
import { RouteSheetTable } from './route-sheet-table';

const UPDATE = graphql(`
  mutation MarkDeliveries($ids: [ID!]!, $status: OrderStatus!) {
    updateDeliveriesStatus(deliveryIds: $ids, status: $status) { message updated }
  }
`);

/**
 * The route sheet: one row per delivery in the order the page chose, the paid ones apart from those
 * still owing (flagged when the proof was rejected or the deadline passed), printable as a plain
 * table and one card per stop on a phone. Rows can be selected and moved to ASSIGNED or DELIVERED
 * in one step after a confirmation naming the count and the day; the server takes all of them or
 * none (and refuses DELIVERED before the day), so a refusal leaves the sheet as it was.
 */
export function RouteSheet({ stops, date, today }: { stops: DispatchStop[]; date: IsoDay; today: IsoDay }) {
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const marking = useMutation(UPDATE, {
    // In words, not the server's raw enum ("updated to DELIVERED").
    success: ({ updateDeliveriesStatus: { updated: n } }, { status }) => `${n} ${n === 1 ? 'delivery' : 'deliveries'} marked as ${ORDER_STATUS_LABELS[status]}`,
    onSuccess: () => setSelected(new Set()),
  });
  const { error, setError } = marking;
  // the status the running request moves the rows to
  const [markingTo, setMarkingTo] = useState<OrderStatus | null>(null);
  const busy = marking.busy ? markingTo : null;
  const chosen = stops.filter((s) => selected.has(s.deliveryId));
  const all = stops.length > 0 && chosen.length === stops.length;

  const toggle = (deliveryId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(deliveryId)) next.add(deliveryId);
      return next;
    });
  const selectAll = () => setSelected(all ? new Set() : new Set(stops.map((s) => s.deliveryId)));

  // the action waiting for the admin's yes, with the count it will change
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const early = date > today;

  const ask = (status: OrderStatus) => {
    if (busy || chosen.length === 0) return;
    setError(null);
    if (status === 'DELIVERED' && early) {
      setError(`Nothing was changed: deliveries of ${formatDay(date)} can be marked delivered from that day on.`);
      return;
    }
    // The server refuses these too (and changes nothing); saying so here saves a round trip.
    const stuck = chosen.filter((s) => !canTransition(s.status, status));
    if (stuck.length > 0) {
      setError(
        `Nothing was changed: ${stuck.map((s) => `${s.suborderNo} is ${ORDER_STATUS_LABELS[s.status].toLowerCase()}`).join(', ')}, so ${stuck.length === 1 ? 'it' : 'they'} cannot be marked ${ORDER_STATUS_LABELS[status].toLowerCase()}. Unselect ${stuck.length === 1 ? 'it' : 'them'} and try again.`,
      );
      return;
    }
    setAsking(status);
  };

  const mark = async (status: OrderStatus) => {
    setMarkingTo(status);
    await marking.run({ ids: chosen.map((s) => s.deliveryId), status });
    setAsking(null);
  };

  if (stops.length === 0) return <p className="rounded-xl border border-brand-100 bg-white p-4 text-stone-700">No deliveries on this day.</p>;

  return (
    <div className="flex flex-col gap-3">
      <RouteSheetBar id={id} chosen={chosen.length} total={stops.length} all={all} busy={busy} onAsk={ask} onSelectAll={selectAll} />
      <MarkDeliveriesDialog asking={asking} count={chosen.length} date={date} busy={marking.busy} onCancel={() => setAsking(null)} onMark={(status) => void mark(status)} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 print:hidden">
          {error}
        </p>
      )}
      <RouteSheetTable stops={stops} selected={selected} chosen={chosen.length} onToggle={toggle} onSelectAll={selectAll} />
    </div>
  );
}
