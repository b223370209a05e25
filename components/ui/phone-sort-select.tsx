'use client';

import { useId } from 'react';
import type { DataTableColumn } from './data-table';
import { arrow, type DataTableSort, type SortDirection } from './data-table-sort';

/** A DataTable's order on a phone, where the header row is not shown: "Sort by" and the choices. */
export function PhoneSortSelect({ sortable, sort, onSort }: { sortable: DataTableColumn[]; sort: DataTableSort | null; onSort: (sort: DataTableSort | null) => void }) {
  const phoneSortId = useId();
  return (
    <div className="flex items-center gap-2 sm:hidden">
      <label htmlFor={phoneSortId} className="text-sm font-medium">
        Sort by
      </label>
      <select
        id={phoneSortId}
        value={sort ? `${sort.key}:${sort.direction}` : ''}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':');
          onSort(key ? { key, direction: direction as SortDirection } : null);
        }}
        className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
      >
        <option value="">As listed</option>
        {sortable.flatMap((c) => [
          <option key={`${c.key}:ascending`} value={`${c.key}:ascending`}>{`${c.header} ${arrow.ascending}`}</option>,
          <option key={`${c.key}:descending`} value={`${c.key}:descending`}>{`${c.header} ${arrow.descending}`}</option>,
        ])}
      </select>
    </div>
  );
}
