import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { INVALID_MOBILE_MESSAGE } from '@/lib/domain/phone';
import { AuditFilterForm } from './audit-filter-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const admins = [
  { id: 'admin-1', name: 'Meera Iyer' },
  { id: 'admin-2', name: 'Ravi Kumar' },
];
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;
const filter = () => fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

beforeEach(() => router.push.mockClear());

test('shows the filters of the URL it was opened with, and still submits as a plain GET', () => {
  render(<AuditFilterForm query={{ customer: '+919876543210', admin: 'admin-2', page: 1 }} admins={admins} actorId="admin-2" />);
  expect((screen.getByLabelText("Customer's mobile number") as HTMLInputElement).value).toBe('+919876543210');
  expect((screen.getByLabelText('Changed by') as HTMLSelectElement).value).toBe('admin-2');
  const form = screen.getByRole('search', { name: 'Filter the audit log' });
  expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/admin/audit']);
  expect(screen.getByLabelText("Customer's mobile number").getAttribute('name')).toBe('customer');
  expect(screen.getByLabelText('Changed by').getAttribute('name')).toBe('admin');
});

test('a number that is no mobile number is refused beside it, focused, and nothing opens', async () => {
  render(<AuditFilterForm query={{ customer: '', admin: '', page: 1 }} admins={admins} actorId={null} />);
  const customer = screen.getByLabelText("Customer's mobile number");
  fireEvent.change(customer, { target: { value: '12345' } });
  filter();
  await waitFor(() => expect(errorOf(customer)).toBe(INVALID_MOBILE_MESSAGE));
  expect(customer.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(customer);
  expect(router.push).not.toHaveBeenCalled();
});

test('Filter opens the URL of the chosen filters (the number trimmed), starting at the first page', async () => {
  render(<AuditFilterForm query={{ customer: '', admin: '', page: 3 }} admins={admins} actorId={null} />);
  fireEvent.change(screen.getByLabelText("Customer's mobile number"), { target: { value: ' 98765 43210 ' } });
  fireEvent.change(screen.getByLabelText('Changed by'), { target: { value: 'admin-1' } });
  filter();
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/audit?customer=98765+43210&admin=admin-1'));
  expect(screen.queryByRole('alert')).toBeNull();
});
