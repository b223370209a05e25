import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/domain/order-status';
import { NO_FILTERS, type OrdersSearchParams } from './orders-search-params';
import { OrdersFilterForm } from './orders-filter-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;

function renderForm(search: Partial<OrdersSearchParams> = {}) {
  render(<OrdersFilterForm search={{ ...NO_FILTERS, ...search }} counts={counts} customerName="Vikram Rao" />);
}

beforeEach(() => router.push.mockClear());

test('shows the filters of the URL it was opened with', () => {
  renderForm({ q: 'vikr', payment: 'pending', from: '2026-12-01', customer: 'cust1' });
  expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('vikr');
  expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('pending');
  expect((screen.getByLabelText('Placed from') as HTMLInputElement).value).toBe('2026-12-01');
  expect(screen.getByText('Vikram Rao')).toBeTruthy();
});

test('Filter opens the URL of the chosen filters only, keeping the customer', async () => {
  renderForm({ customer: 'cust1' });
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  vikr ' } });
  fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'pending' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/orders?payment=pending&customer=cust1&q=vikr'));
});

test('a range that ends before it starts is refused beside its end, focused, and nothing opens', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-12-10' } });
  fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-12-09' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  const until = screen.getByLabelText('Placed until');
  await waitFor(() => expect(errorOf(until)).toBe('The start date must not be after the end date.'));
  expect(until.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(until);
  expect(router.push).not.toHaveBeenCalled();
});
