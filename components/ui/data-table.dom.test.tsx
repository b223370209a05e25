import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, sortRows, type DataTableRow } from './data-table';

const row = (key: string, name: string | null, amount: number | null): DataTableRow => ({
  key,
  cells: { name: name ?? '—', amount: amount === null ? '—' : `₹${amount}` },
  sortValues: { name, amount },
});
const rows = [row('a', 'Meera', 500), row('b', 'arjun', 1200), row('c', null, 90), row('d', 'Zoya', null)];
const columns = [
  { key: 'name', header: 'Customer', sortable: true },
  { key: 'amount', header: 'Amount', sortable: true, align: 'right' as const },
];

describe('sortRows', () => {
  it.each([
    ['as listed without a sort', null, ['a', 'b', 'c', 'd']],
    ['names A to Z, ignoring case, blanks last', { key: 'name', direction: 'ascending' }, ['b', 'a', 'd', 'c']],
    ['names Z to A, blanks still last', { key: 'name', direction: 'descending' }, ['d', 'a', 'b', 'c']],
    ['amounts as numbers, not text', { key: 'amount', direction: 'ascending' }, ['c', 'a', 'b', 'd']],
    ['amounts largest first', { key: 'amount', direction: 'descending' }, ['b', 'a', 'c', 'd']],
  ] as const)('%s', (_, sort, keys) => {
    expect(sortRows(rows, sort).map((r) => r.key)).toEqual(keys);
  });
});

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

test('a sortable header says how the table is sorted and sorts it when pressed', () => {
  render(<DataTable caption="Refunds due" columns={columns} rows={rows} empty="No refunds are due." />);
  const header = screen.getByRole('columnheader', { name: /Amount/ });
  expect(header.getAttribute('aria-sort')).toBe('none');
  fireEvent.click(within(header).getByRole('button'));
  expect(header.getAttribute('aria-sort')).toBe('ascending');
  expect(bodyRows()[0].textContent).toContain('₹90');
  fireEvent.click(within(header).getByRole('button'));
  expect(header.getAttribute('aria-sort')).toBe('descending');
  expect(bodyRows()[0].textContent).toContain('₹1200');
});

test('each cell carries its column name for the phone layout, hidden from screen readers', () => {
  render(<DataTable caption="Refunds due" columns={columns} rows={rows} empty="No refunds are due." />);
  const firstCell = within(bodyRows()[0]).getAllByRole('cell')[0];
  const label = firstCell.querySelector('[aria-hidden="true"]');
  expect(label?.textContent).toBe('Customer');
  expect(label?.className).toContain('sm:hidden');
});

test('on a phone the order is chosen in a select', () => {
  render(<DataTable caption="Refunds due" columns={columns} rows={rows} empty="No refunds are due." />);
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name:descending' } });
  expect(bodyRows()[0].textContent).toContain('Zoya');
});

test('no rows: one row says so across every column', () => {
  render(<DataTable caption="Refunds due" columns={columns} rows={[]} empty="No refunds are due." />);
  const only = bodyRows();
  expect(only).toHaveLength(1);
  const cell = within(only[0]).getByRole('cell');
  expect(cell.textContent).toBe('No refunds are due.');
  expect(cell.getAttribute('colspan')).toBe('2');
  expect(screen.queryByLabelText('Sort by')).toBeNull();
});
