// The cart's schedule chooser: closed dates are never offered (and a chosen one that closed since is
// flagged), and a renewal's start is shown with a way to drop it.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { cartActions, initCarts, useCartState } from '@/lib/client/cart-store';
import { emptyCart, type Cart, type CartItem } from '@/lib/domain/cart';
import { lastAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { SchedulePicker } from './schedule-picker';

// Monday 23 November 2026, 10:00 in Kolkata: a pet meal bought once comes from Wed 25 Nov.
const NOW = new Date('2026-11-23T10:00:00+05:30');
const bowl: CartItem = { menuItemId: 'm1', name: 'Bowl', image: null, unitType: 'GRAMS', specialInstructions: null, variants: [{ variantId: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty: 1 }] };

beforeEach(async () => {
  localStorage.clear();
  await initCarts(false);
  cartActions.reset();
});

const offered = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-date]')).map((el) => el.getAttribute('data-date'));

test('closed dates are not offered: 21 open days from the first allowed one', () => {
  const cart: Cart = { ...emptyCart('PDM'), items: [bowl] };
  const { container } = render(<SchedulePicker cart={cart} now={NOW} dates={[]} closedDates={['2026-11-25', '2026-11-27']} subscriptionMonths={1} />);
  const days = offered(container);
  expect(days).toHaveLength(21);
  expect(days.slice(0, 3)).toEqual(['2026-11-26', '2026-11-28', '2026-11-29']);
  expect(days).not.toContain('2026-11-25');
  expect(days).not.toContain('2026-11-27');
});

test('a chosen date the kitchen has closed since is flagged, and can be removed', () => {
  act(() => cartActions.addItem('PDM', bowl));
  act(() => cartActions.toggleDate('PDM', '2026-11-26'));
  const { result } = renderHook(() => useCartState());
  const cart = result.current.carts.find((c) => c.kind === 'PDM')!;
  render(<SchedulePicker cart={cart} now={NOW} dates={cart.deliveryDates} closedDates={['2026-11-26']} subscriptionMonths={1} />);
  expect(screen.getByRole('alert').textContent).toContain('The kitchen is closed on Thu, 26 Nov 2026.');
  fireEvent.click(screen.getByRole('button', { name: 'Remove this date' }));
  expect(result.current.carts.find((c) => c.kind === 'PDM')!.deliveryDates).toEqual([]);
});

test("a renewal's start is shown, and 'as soon as possible' drops it", () => {
  act(() => cartActions.addItem('CDM', bowl));
  act(() => cartActions.setMode('CDM', 'SUBSCRIBE'));
  act(() => cartActions.toggleDay('CDM', 'MONDAY'));
  const { result } = renderHook(() => useCartState());
  const renewal: Cart = { ...result.current.carts.find((c) => c.kind === 'CDM')!, subscriptionStartsOn: '2026-12-22' };
  const { rerender } = render(<SchedulePicker cart={renewal} now={NOW} dates={[]} closedDates={[]} subscriptionMonths={1} />);
  expect(screen.getByTestId('renewal-start').textContent).toContain('Renewal: starts Tue, 22 Dec 2026');
  fireEvent.click(screen.getByRole('button', { name: 'Start as soon as possible instead' }));
  const cleared = result.current.carts.find((c) => c.kind === 'CDM')!;
  expect(cleared.subscriptionStartsOn).toBeNull();
  rerender(<SchedulePicker cart={cleared} now={NOW} dates={[]} closedDates={[]} subscriptionMonths={1} />);
  expect(screen.queryByTestId('renewal-start')).toBeNull();
});

test('a start already passed shows the first allowed date instead', () => {
  const cart: Cart = { ...emptyCart('CDM'), buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY'], subscriptionStartsOn: '2026-11-01', items: [bowl] };
  render(<SchedulePicker cart={cart} now={NOW} dates={[]} closedDates={[]} subscriptionMonths={1} />);
  expect(screen.getByTestId('renewal-start').textContent).toContain('Renewal: starts Tue, 24 Nov 2026');
});

test.each([1, 3, 12])('with subscription.months = %i no offered day lies beyond the horizon', (months) => {
  const { container } = render(<SchedulePicker cart={emptyCart('TREATS')} now={NOW} dates={[]} subscriptionMonths={months} closedDates={[]} />);
  const offered = [...container.querySelectorAll('[data-date]')].map((el) => el.getAttribute('data-date')!);
  expect(offered.length).toBeGreaterThan(0);
  const last = lastAllowedDeliveryDate('TREATS', 'BUY', NOW, months);
  for (const day of offered) expect(day <= last).toBe(true);
});

test('a date beyond the horizon already in the cart is flagged with a way to remove it', () => {
  const cart = { ...emptyCart('PDM'), deliveryDates: ['2026-11-26', '9999-12-31'] };
  render(<SchedulePicker cart={cart} now={NOW} dates={cart.deliveryDates} subscriptionMonths={1} closedDates={[]} />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Fri, 31 Dec 9999 is too far ahead: the last day you can choose is Thu, 24 Dec 2026.');
  expect(screen.getByRole('button', { name: 'Remove this date' })).toBeTruthy();
});

test('a fully booked day is shown as unavailable (Full, not choosable); a chosen one that filled since is flagged', () => {
  const cart: Cart = { ...emptyCart('PDM'), items: [bowl], deliveryDates: ['2026-11-27'] };
  const { container } = render(<SchedulePicker cart={cart} now={NOW} dates={cart.deliveryDates} closedDates={[]} fullDates={['2026-11-26', '2026-11-27']} subscriptionMonths={1} />);
  const full = container.querySelector('[data-date="2026-11-26"]')!;
  expect(full.getAttribute('data-full')).toBe('true');
  expect(full.textContent).toContain('Full');
  expect((full.querySelector('input') as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByTestId('full-dates').textContent).toContain('The kitchen is fully booked on Fri, 27 Nov 2026.');
});
