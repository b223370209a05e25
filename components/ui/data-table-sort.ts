// How a DataTable's rows are ordered: by one column, either way, rows without a value last.
import type { DataTableRow } from './data-table';

export type SortDirection = 'ascending' | 'descending';
export type DataTableSort = { key: string; direction: SortDirection };

// Made on the first sort, not when an admin page's scripts load (as money.ts makes its formatter).
let collator: Intl.Collator | undefined;

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
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : (collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' })).compare(String(x), String(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** The arrow beside a sorted column's name. */
export const arrow: Record<SortDirection, string> = { ascending: '↑', descending: '↓' };
