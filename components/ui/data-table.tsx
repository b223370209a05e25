'use client';

// The admin's lists: a table on wider screens, a card per row on a phone (the same markup, laid out
// as blocks, each cell with its column's name), sortable by the columns that say so, and one row
// that says so when there is nothing to list. Rows come as data (a key, a cell per column, the values
// to sort by), so a server page builds them and only the sorting runs in the browser.
import { useId, useMemo, useState, type ReactNode } from 'react';

export type DataTableColumn = {
  key: string;
  header: string;
  /** Sortable by this column (its rows then give `sortValues[key]`). */
  sortable?: boolean;
  align?: 'left' | 'right';
};

export type DataTableRow = {
  key: string;
  cells: Record<string, ReactNode>;
  /** What each sortable column sorts by: text (compared as Indian English) or a number; null last. */
  sortValues?: Record<string, string | number | null>;
};

export type SortDirection = 'ascending' | 'descending';
export type DataTableSort = { key: string; direction: SortDirection };

type DataTableProps = {
  /** Names the table for screen readers (and, unless hidden, above it). */
  caption: string;
  captionHidden?: boolean;
  columns: DataTableColumn[];
  rows: DataTableRow[];
  /** The one row shown when there are none. */
  empty: ReactNode;
  initialSort?: DataTableSort;
};

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/** The rows in the sort's order (stable: rows that compare equal keep theirs); a pure function. */
export function sortRows(rows: DataTableRow[], sort: DataTableSort | null): DataTableRow[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row.sortValues?.[sort.key] ?? null;
      const y = b.row.sortValues?.[sort.key] ?? null;
      // a row without a value goes last whichever way the column is sorted
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

const arrow: Record<SortDirection, string> = { ascending: '↑', descending: '↓' };

export function DataTable({ caption, captionHidden = false, columns, rows, empty, initialSort }: DataTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort ?? null);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const sortable = columns.filter((c) => c.sortable);
  const phoneSortId = useId();

  const sortBy = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    <div className="space-y-2">
      {sortable.length > 0 && rows.length > 1 && (
        // On a phone the header row is not shown, so the order is chosen here.
        <div className="flex items-center gap-2 sm:hidden">
          <label htmlFor={phoneSortId} className="text-sm font-medium">
            Sort by
          </label>
          <select
            id={phoneSortId}
            value={sort ? `${sort.key}:${sort.direction}` : ''}
            onChange={(e) => {
              const [key, direction] = e.target.value.split(':');
              setSort(key ? { key, direction: direction as SortDirection } : null);
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
      )}
      <div className="relative sm:overflow-x-auto sm:rounded-xl sm:border sm:border-brand-100 sm:bg-white">
        {/* Explicit roles: a table laid out as blocks (the phone's cards) keeps its table semantics. */}
        <table role="table" className="w-full text-left text-sm max-sm:block">
          <caption className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left font-semibold max-sm:block'}>{caption}</caption>
          <thead role="rowgroup" className="bg-brand-50 max-sm:sr-only">
            <tr role="row">
              {columns.map((c) => {
                const current = sort?.key === c.key ? sort.direction : undefined;
                return (
                  <th key={c.key} role="columnheader" scope="col" aria-sort={c.sortable ? (current ?? 'none') : undefined} className={`px-3 py-2 font-semibold ${c.align === 'right' ? 'text-right' : ''}`}>
                    {c.sortable ? (
                      <>
                        {/* On a phone the header row is only read out (the select above sorts), so no hidden button sits under the caption. */}
                        <span className="sm:hidden">{c.header}</span>
                        <button type="button" onClick={() => sortBy(c.key)} className="inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-2 hover:underline max-sm:hidden">
                          {c.header}
                          <span aria-hidden="true" className="w-3 text-stone-700">
                            {current ? arrow[current] : '↕'}
                          </span>
                        </button>
                      </>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
            {sorted.length === 0 ? (
              <tr role="row" className="max-sm:block">
                <td role="cell" colSpan={columns.length} className="px-3 py-6 text-center text-stone-700 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-brand-100 max-sm:bg-white">
                  {empty}
                </td>
              </tr>
            ) : (
              sorted.map((row) => (
                <tr key={row.key} role="row" className="border-t border-brand-100 align-top max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:p-3 max-sm:shadow-sm">
                  {columns.map((c) => (
                    <td key={c.key} role="cell" className={`px-3 py-2 max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-1 ${c.align === 'right' ? 'sm:text-right' : ''}`}>
                      {/* the column's name beside its value on a phone; screen readers have the header */}
                      <span aria-hidden="true" className="min-w-24 shrink-0 font-medium text-stone-700 sm:hidden">
                        {c.header}
                      </span>
                      <span className="min-w-0 break-words">{row.cells[c.key]}</span>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
