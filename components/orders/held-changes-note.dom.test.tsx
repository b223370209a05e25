// The order page's line for each change held for the rest of its cost by UPI: what is left to pay,
// with a link to its top-up's page; a proof being checked says so instead; nothing when none waits.
import { render, screen } from '@testing-library/react';
import { HeldChangesNote } from './held-changes-note';

test('a change waiting for its UPI payment: what to pay, and a link to pay it on its top-up page', () => {
  render(<HeldChangesNote waiting={[{ id: 'tu-1', amount: 4_700, status: 'required' }]} />);
  expect(screen.getByTestId('held-changes').textContent).toContain('₹47.00 to pay by UPI for your change. It is made when your payment is confirmed.');
  expect(screen.getByRole('link', { name: 'Pay ₹47.00 by UPI' }).getAttribute('href')).toBe('/profile/wallet/top-up?id=tu-1');
});

test('a proof being checked: it says so, and links to the payment', () => {
  render(<HeldChangesNote waiting={[{ id: 'tu-2', amount: 12_000, status: 'pending' }, { id: 'tu-3', amount: 500, status: 'required' }]} />);
  const lines = screen.getAllByRole('listitem').map((l) => l.textContent);
  expect(lines).toEqual([
    'Your payment of ₹120.00 for your change is being checked. The change is made when it is confirmed.See the payment',
    '₹5.00 to pay by UPI for your change. It is made when your payment is confirmed.Pay ₹5.00 by UPI',
  ]);
  expect(screen.getByRole('link', { name: 'See the payment' }).getAttribute('href')).toBe('/profile/wallet/top-up?id=tu-2');
});

test('nothing waiting: nothing shown', () => {
  const { container } = render(<HeldChangesNote waiting={[]} />);
  expect(container.innerHTML).toBe('');
});
