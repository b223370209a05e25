import { render, screen } from '@testing-library/react';
import { emptyCart } from '@/lib/domain/cart';
import { lastAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { SchedulePicker } from './schedule-picker';

// Monday 23 November 2026, 10:00 in Kolkata.
const NOW = new Date('2026-11-23T04:30:00Z');

test.each([1, 3, 12])('with subscription.months = %i no offered day lies beyond the horizon', (months) => {
  const { container } = render(<SchedulePicker cart={emptyCart('TREATS')} now={NOW} dates={[]} subscriptionMonths={months} />);
  const offered = [...container.querySelectorAll('[data-date]')].map((el) => el.getAttribute('data-date')!);
  expect(offered.length).toBeGreaterThan(0);
  const last = lastAllowedDeliveryDate('TREATS', 'BUY', NOW, months);
  for (const day of offered) expect(day <= last).toBe(true);
});

test('a date beyond the horizon already in the cart is flagged with a way to remove it', () => {
  const cart = { ...emptyCart('PDM'), deliveryDates: ['2026-11-26', '9999-12-31'] };
  render(<SchedulePicker cart={cart} now={NOW} dates={cart.deliveryDates} subscriptionMonths={1} />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Fri, 31 Dec 9999 is too far ahead: the last day you can choose is Thu, 24 Dec 2026.');
  expect(screen.getByRole('button', { name: 'Remove this date' })).toBeTruthy();
});
