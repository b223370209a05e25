'use client';

import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { countOf } from '@/lib/domain/plural';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ORDER_STATUS_LABELS, canTransition, type OrderStatus } from '@/lib/domain/order-status';
import type { DispatchStop } from '@/lib/dispatch/get-dispatch';
import { Button } from '@/components/ui/button';
import { RouteStopRow } from './route-stop-row';

const UPDATE = graphql(`
  mutation MarkDeliveries($ids: [ID!]!, $status: OrderStatus!) {
    updateDeliveriesStatus(deliveryIds: $ids, status: $status) { message updated }
  }
`);

/** What a driver's day moves deliveries to from this page. */
const ACTIONS: { status: OrderStatus; label: string }[] = [
  { status: 'ASSIGNED', label: 'Mark as assigned' },
  { status: 'DELIVERED', label: 'Mark as delivered' },
];

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
  const allBox = useRef<HTMLInputElement>(null);
  const chosen = stops.filter((s) => selected.has(s.deliveryId));
  const all = stops.length > 0 && chosen.length === stops.length;

  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  const toggle = (deliveryId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(deliveryId)) next.add(deliveryId);
      return next;
    });

  // the action waiting for the admin's yes, with the count it will change
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
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
  const paid = stops.filter((s) => s.paid);
  const unpaid = stops.filter((s) => !s.paid);
  const groups = [
    { key: 'paid', title: `Paid (${paid.length})`, stops: paid },
    { key: 'unpaid', title: `Not paid yet (${unpaid.length})`, stops: unpaid },
  ].filter((g) => g.stops.length > 0);

  if (stops.length === 0) return <p className="rounded-xl border border-brand-100 bg-white p-4 text-stone-700">No deliveries on this day.</p>;

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-labelledby={`${id}-bar`} className="flex flex-wrap items-center gap-2 print:hidden">
        <p id={`${id}-bar`} className="text-sm text-stone-700" aria-live="polite">
          {chosen.length === 0 ? 'Select deliveries to mark them.' : `${chosen.length} of ${stops.length} selected.`}
        </p>
        {ACTIONS.map((a) => (
          <Button
            key={a.status}
            onClick={() => ask(a.status)}
            disabled={chosen.length === 0 || busy !== null}
            busy={busy === a.status}
            busyLabel="Saving…"
          >
            {a.label}
          </Button>
        ))}
        <button
          type="button"
          onClick={() => setSelected(all ? new Set() : new Set(stops.map((s) => s.deliveryId)))}
          className="min-h-11 rounded-lg border border-stone-400 bg-white px-4 text-sm font-semibold hover:bg-stone-100 md:hidden"
        >
          {all ? 'Select none' : 'Select all'}
        </button>
      </div>
      <Dialog open={asking !== null} onClose={() => !marking.busy && setAsking(null)} title="Are you sure?" initialFocusRef={cancelRef} closeOnBackdrop={false}>
        {asking && (
          <>
            <p data-testid="bulk-confirm">
              Mark {countOf(chosen.length, 'delivery', 'deliveries')} of {formatDay(date)} as {ORDER_STATUS_LABELS[asking].toLowerCase()}?
            </p>
            <DialogActions
              cancelRef={cancelRef}
              cancelLabel="Cancel"
              onCancel={() => setAsking(null)}
              actionLabel={`Mark ${countOf(chosen.length, 'delivery', 'deliveries')} as ${ORDER_STATUS_LABELS[asking].toLowerCase()}`}
              busyLabel="Saving…"
              onAction={() => void mark(asking)}
              busy={marking.busy}
            />
          </>
        )}
      </Dialog>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 print:hidden">
          {error}
        </p>
      )}
      {/* relative: the links' screen-reader-only text (absolutely positioned) stays inside this scrolling box; without it, it widened the page on a phone */}
      <div className="relative overflow-x-auto rounded-xl border border-brand-100 bg-white max-md:border-0 max-md:bg-transparent print:overflow-visible print:rounded-none print:border-0" role="region" aria-label="Route sheet table" tabIndex={0}>
        <table className="w-full text-left text-sm max-md:block md:min-w-[60rem] print:min-w-0 print:text-xs" data-testid="route-sheet">
          <thead className="bg-brand-50 max-md:hidden print:bg-transparent">
            <tr className="border-b border-stone-300">
              <th scope="col" className="px-3 py-2 print:hidden">
                <input
                  ref={allBox}
                  type="checkbox"
                  checked={all}
                  onChange={() => setSelected(all ? new Set() : new Set(stops.map((s) => s.deliveryId)))}
                  aria-label="Select every delivery"
                  className="size-5 align-middle"
                />
              </th>
              <th scope="col" className="px-3 py-2">#</th>
              <th scope="col" className="px-3 py-2">Order</th>
              <th scope="col" className="px-3 py-2">Customer</th>
              <th scope="col" className="px-3 py-2">Address</th>
              <th scope="col" className="px-3 py-2">Drop note</th>
              <th scope="col" className="px-3 py-2">Items</th>
              <th scope="col" className="px-3 py-2">Status</th>
            </tr>
          </thead>
          {groups.map((g, gi) => (
          <tbody key={g.key} className="max-md:block" data-testid={`stops-${g.key}`}>
            <tr className="border-t border-brand-100 bg-stone-50 max-md:block max-md:bg-transparent">
              <th scope="colgroup" colSpan={8} className="px-3 py-2 text-left font-semibold text-brand-800 max-md:block max-md:px-0">
                {g.title}
              </th>
            </tr>
            {g.stops.map((s, j) => {
              const i = (gi === 0 ? 0 : groups[0].stops.length) + j;
              return <RouteStopRow key={s.deliveryId} stop={s} index={i} selected={selected.has(s.deliveryId)} onToggle={() => toggle(s.deliveryId)} />;
            })}
          </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
