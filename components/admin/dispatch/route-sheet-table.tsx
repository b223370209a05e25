'use client';

import { useEffect, useRef } from 'react';
import type { DispatchStop } from '@/lib/dispatch/get-dispatch';
import { RouteStopRow } from './route-stop-row';

type Props = {
  stops: DispatchStop[];
  selected: ReadonlySet<string>;
  /** how many of `stops` are selected */
  chosen: number;
  onToggle: (deliveryId: string) => void;
  onSelectAll: () => void;
};

/**
 * The sheet itself: the paid deliveries apart from those still owing, numbered through both,
 * printable as a plain table and one card per stop on a phone.
 */
export function RouteSheetTable({ stops, selected, chosen, onToggle, onSelectAll }: Props) {
  const allBox = useRef<HTMLInputElement>(null);
  const all = stops.length > 0 && chosen === stops.length;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  const paid = stops.filter((s) => s.paid);
  const unpaid = stops.filter((s) => !s.paid);
  const groups = [
    { key: 'paid', title: `Paid (${paid.length})`, stops: paid },
    { key: 'unpaid', title: `Not paid yet (${unpaid.length})`, stops: unpaid },
  ].filter((g) => g.stops.length > 0);

  // relative: the links' screen-reader-only text (absolutely positioned) stays inside this scrolling
  // box; without it, it widened the page on a phone
  return (
    <div className="relative overflow-x-auto rounded-xl border border-brand-100 bg-white max-md:border-0 max-md:bg-transparent print:overflow-visible print:rounded-none print:border-0" role="region" aria-label="Route sheet table" tabIndex={0}>
      <table className="w-full text-left text-sm max-md:block md:min-w-[60rem] print:min-w-0 print:text-xs" data-testid="route-sheet">
        <thead className="bg-brand-50 max-md:hidden print:bg-transparent">
          <tr className="border-b border-stone-300">
            <th scope="col" className="px-3 py-2 print:hidden">
              <input
                ref={allBox}
                type="checkbox"
                checked={all}
                onChange={onSelectAll}
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
            return <RouteStopRow key={s.deliveryId} stop={s} index={i} selected={selected.has(s.deliveryId)} onToggle={() => onToggle(s.deliveryId)} />;
          })}
        </tbody>
        ))}
      </table>
    </div>
  );
}
