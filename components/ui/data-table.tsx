'use client';

// The admin's lists: a table on wider screens, a card per row on a phone (the same markup, laid out
// as blocks, each cell with its column's name), sortable by the columns that say so, and one row
// that says so when there is nothing to list. Rows come as data (a key, a cell per column, the values
// to sort by), so a server page builds them and only the sorting runs in the browser.
import { useMemo, useState, type ReactNode } from 'react';
import { arrow, sortRows, type DataTableSort } from './data-table-sort';
import { PhoneSortSelect } from './phone-sort-select';

export { sortRows };
export type { DataTableSort, SortDirection } from './data-table-sort';

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

export function DataTable({ caption, captionHidden = false, columns, rows, empty, initialSort }: DataTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort ?? null);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const sortable = columns.filter((c) => c.sortable);

  const sortBy = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    <div className="space-y-2">
      {/* On a phone the header row is not shown, so the order is chosen here. */}
      {sortable.length > 0 && rows.length > 1 && <PhoneSortSelect sortable={sortable} sort={sort} onSort={setSort} />}
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
