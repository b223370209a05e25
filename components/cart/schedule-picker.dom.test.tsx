// The cart's schedule chooser (a calendar): closed dates are never offered (and a chosen one that closed since is
// flagged), and a renewal's start is shown with a way to drop it.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { cartActions, initCarts, useCartState } from '@/lib/client/cart-store';
import { emptyCart, type Cart, type CartItem } from '@/lib/domain/cart';
import { lastAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { addDays } from '@/lib/domain/calendar';
import { cartDeliveryDates } from '@/lib/domain/cart-checkout';
import { SchedulePicker } from './schedule-picker';

// Monday 23 November 2026, 10:00 in Kolkata: a pet meal bought once comes from Wed 25 Nov.
const NOW = new Date('2026-11-23T10:00:00+05:30');
const bowl: CartItem = { menuItemId: 'm1', name: 'Bowl', image: null, unitType: 'GRAMS', specialInstructions: null, variants: [{ variantId: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty: 1 }] };

beforeEach(async () => {
  localStorage.clear();
  await initCarts(false);
  cartActions.reset();
});

// The calendar's day cells carry their day (data-day); a day that cannot be picked is disabled.
const cell = (container: HTMLElement, day: string) => container.querySelector(`[data-day="${day}"]`);
const pickable = (container: HTMLElement, day: string) => {
  const c = cell(container, day);
  return !!c && !c.hasAttribute('data-disabled');
};

test('closed dates and days before the first allowed one cannot be picked', () => {
  const cart: Cart = { ...emptyCart('PDM'), items: [bowl] };
  const { container } = render(<SchedulePicker cart={cart} now={NOW} dates={[]} closedDates={['2026-11-25', '2026-11-27']} subscriptionMonths={1} />);
  expect(pickable(container, '2026-11-24')).toBe(false);
  expect(pickable(container, '2026-11-25')).toBe(false);
  expect(pickable(container, '2026-11-26')).toBe(true);
  expect(pickable(container, '2026-11-27')).toBe(false);
  expect(pickable(container, '2026-11-28')).toBe(true);
  expect(cell(container, '2026-11-25')!.querySelector('button')?.getAttribute('aria-label')).toContain('kitchen closed');
});

test('the calendar grid is one Tab stop, and so is the row of shortcuts', () => {
  const cart: Cart = { ...emptyCart('CDM'), buyOrSubscribe: 'SUBSCRIBE', items: [bowl] };
  const { container } = render(<SchedulePicker cart={cart} now={NOW} dates={[]} closedDates={[]} subscriptionMonths={1} />);
  const grid = screen.getByRole('grid');
  expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
  const toolbar = screen.getByRole('toolbar', { name: 'Deliver on' });
  expect(toolbar.querySelectorAll('button')).toHaveLength(10);
  expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
  // the arrow keys move along the row, and the Tab stop with them
  const first = screen.getByRole('button', { name: 'Every day' });
  act(() => first.focus());
  fireEvent.keyDown(first, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weekdays' }));
  expect(screen.getByRole('button', { name: 'Weekdays' }).getAttribute('tabindex')).toBe('0');
  expect(container.querySelectorAll('[role="toolbar"] button[tabindex="0"]')).toHaveLength(1);
});

test('Weekdays makes a subscription Monday to Friday; picking a day then makes it custom dates', () => {
  act(() => cartActions.addItem('CDM', bowl));
  act(() => cartActions.setMode('CDM', 'SUBSCRIBE'));
  const { result } = renderHook(() => useCartState());
  const current = () => result.current.carts.find((c) => c.kind === 'CDM')!;
  const { rerender } = render(<SchedulePicker cart={current()} now={NOW} dates={[]} closedDates={[]} subscriptionMonths={1} />);
  fireEvent.click(screen.getByRole('button', { name: 'Weekdays' }));
  expect(current().deliveryDays).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
  const dates = cartDeliveryDates(current(), NOW, 1, []);
  rerender(<SchedulePicker cart={current()} now={NOW} dates={dates} closedDates={[]} subscriptionMonths={1} />);
  expect(screen.getByRole('button', { name: 'Weekdays' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Saturday' }).getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByTestId('schedule-summary').textContent).toBe(`${dates.length} deliveries: Tue, 24 Nov 2026 to Wed, 23 Dec 2026`);
  // 24 Nov is a Tuesday: unpicking it leaves the other weekdays as custom dates
  fireEvent.click(cell(document.body, '2026-11-24')!.querySelector('button')!);
  expect(current().deliveryDays).toEqual([]);
  expect(current().deliveryDates).toEqual(dates.slice(1));
});

test('bought once, Weekends picks every open Saturday and Sunday up to the horizon', () => {
  act(() => cartActions.addItem('PDM', bowl));
  const { result } = renderHook(() => useCartState());
  const pdm = () => result.current.carts.find((c) => c.kind === 'PDM')!;
  const { rerender } = render(<SchedulePicker cart={pdm()} now={NOW} dates={[]} closedDates={['2026-11-28']} subscriptionMonths={1} />);
  fireEvent.click(screen.getByRole('button', { name: 'Weekends' }));
  expect(pdm().deliveryDates).toEqual(['2026-11-29', '2026-12-05', '2026-12-06', '2026-12-12', '2026-12-13', '2026-12-19', '2026-12-20']);
  rerender(<SchedulePicker cart={pdm()} now={NOW} dates={pdm().deliveryDates} closedDates={['2026-11-28']} subscriptionMonths={1} />);
  expect(screen.getByRole('button', { name: 'Weekends' }).getAttribute('aria-pressed')).toBe('true');
  // pressed again: those dates go
  fireEvent.click(screen.getByRole('button', { name: 'Weekends' }));
  expect(pdm().deliveryDates).toEqual([]);
});

test('treats bought once: couriered across India, no every-day shortcuts', () => {
  render(<SchedulePicker cart={{ ...emptyCart('TREATS'), deliveryDates: ['2026-12-03'] }} now={NOW} dates={['2026-12-03']} closedDates={[]} subscriptionMonths={1} />);
  expect(screen.getByTestId('treats-courier-note').textContent).toContain('Couriered across India');
  expect(screen.queryByRole('toolbar')).toBeNull();
  expect(screen.getByTestId('schedule-summary').textContent).toBe('1 delivery: Thu, 3 Dec 2026');
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

test.each([1, 3, 12])('with subscription.months = %i the last month stops at the horizon', (months) => {
  const { container } = render(<SchedulePicker cart={emptyCart('TREATS')} now={NOW} dates={[]} subscriptionMonths={months} closedDates={[]} />);
  const last = lastAllowedDeliveryDate('TREATS', 'BUY', NOW, months);
  const next = screen.getByRole('button', { name: /next month/i });
  while (next.getAttribute('aria-disabled') !== 'true') fireEvent.click(next);
  expect(pickable(container, last)).toBe(true);
  expect(pickable(container, addDays(last, 1))).toBe(false);
});

test('a date beyond the horizon already in the cart is flagged with a way to remove it', () => {
  const cart = { ...emptyCart('PDM'), deliveryDates: ['2026-11-26', '9999-12-31'] };
  render(<SchedulePicker cart={cart} now={NOW} dates={cart.deliveryDates} subscriptionMonths={1} closedDates={[]} />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Fri, 31 Dec 9999 is too far ahead: the last day you can choose is Thu, 24 Dec 2026.');
  expect(screen.getByRole('button', { name: 'Remove this date' })).toBeTruthy();
});

test('a fully booked day cannot be picked (labelled full); a chosen one that filled since is flagged and can still be unpicked', () => {
  const cart: Cart = { ...emptyCart('PDM'), items: [bowl], deliveryDates: ['2026-11-27'] };
  const { container } = render(<SchedulePicker cart={cart} now={NOW} dates={cart.deliveryDates} closedDates={[]} fullDates={['2026-11-26', '2026-11-27']} subscriptionMonths={1} />);
  expect(pickable(container, '2026-11-26')).toBe(false);
  expect(cell(container, '2026-11-26')!.querySelector('button')!.getAttribute('aria-label')).toBe('Thursday, 26 November 2026, full');
  expect(pickable(container, '2026-11-27')).toBe(true);
  expect(screen.getByTestId('full-dates').textContent).toContain('The kitchen is fully booked on Fri, 27 Nov 2026.');
});
