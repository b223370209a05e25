import type { OrderStatus } from './order-status';
import {
  cancelledByExpiry,
  DEFAULT_PAYMENT_EXPIRY_HOURS,
  paymentDeadline,
  deadlineAction,
  extendedDeadline,
  deadlineBoundProblem,
  maxDeadlineDaysFromConfig,
  paymentDueAt,
  paymentExpiryHoursFromConfig,
  paymentWindow,
  type PaymentClock,
} from './payment-deadline';

const at = (h: number) => new Date(Date.UTC(2026, 10, 20, 4, 30) + h * 3_600_000);
const PLACED = at(0);

test.each<[string | undefined, number]>([
  [undefined, 24],
  ['', 24],
  ['48', 48],
  [' 6 ', 6],
  ['0', 24],
  ['-3', 24],
  ['1.5', 24],
  ['720', 720],
  ['721', 24],
  ['soon', 24],
])('payment.expiry.hours %j is %d hours', (value, hours) => {
  expect(paymentExpiryHoursFromConfig(value)).toBe(hours);
});

test('an order placed now is due 24 hours later by default', () => {
  expect(paymentDueAt(PLACED, DEFAULT_PAYMENT_EXPIRY_HOURS)).toEqual(at(24));
});

type Row = [name: string, clock: Partial<PaymentClock>, nowHours: number, action: string, deadlineHours: number | null];
// Placed at 0, due at 24 (24-hour window) unless the row says otherwise.
const ROWS: Row[] = [
  ['just placed', {}, 0, 'none', null],
  ['before half-time', {}, 11.9, 'none', null],
  ['at half-time', {}, 12, 'remind', 24],
  ['after half-time', {}, 23.9, 'remind', 24],
  ['at the deadline', {}, 24, 'expire', 24],
  ['long after the deadline', {}, 100, 'expire', 24],
  ['pending (a screenshot waits for review), after the deadline', { status: 'pending' }, 30, 'none', null],
  ['paid', { status: 'success' }, 30, 'none', null],
  ['cancelled', { status: 'cancelled' }, 30, 'none', null],
  ['no deadline (placed before deadlines existed)', { dueAt: null }, 1000, 'none', null],
  ['extended to 48: before the new half-time', { dueAt: at(48) }, 23, 'none', null],
  ['extended to 48: after the new half-time', { dueAt: at(48) }, 24, 'remind', 48],
  ['extended to 48: at the old deadline', { dueAt: at(48) }, 30, 'remind', 48],
  ['extended to 48: at the new deadline', { dueAt: at(48) }, 48, 'expire', 48],
  ['rejected at 2: the original deadline stands', { rejectedAt: at(2) }, 24, 'expire', 24],
  ['rejected at 20: 12 hours from the rejection', { rejectedAt: at(20) }, 24, 'none', null],
  ['rejected at 20: reminded at half of that window', { rejectedAt: at(20) }, 26, 'remind', 32],
  ['rejected at 20: expires 12 hours after the rejection', { rejectedAt: at(20) }, 32, 'expire', 32],
  ['rejected at 30, after the deadline passed while pending', { rejectedAt: at(30) }, 31, 'none', null],
  ['rejected at 30: expires at 42', { rejectedAt: at(30) }, 42, 'expire', 42],
];

test.each(ROWS)('%s: %o at hour %d -> %s', (_name, clock, nowHours, action, deadlineHours) => {
  const p: PaymentClock = { status: 'required', placedAt: PLACED, dueAt: at(24), rejectedAt: null, ...clock };
  const result = deadlineAction(p, at(nowHours));
  expect(result.action).toBe(action);
  if (deadlineHours !== null) expect(result).toEqual({ action, deadline: at(deadlineHours) });
});

test('the window after a rejection starts at the rejection', () => {
  expect(paymentWindow({ placedAt: PLACED, dueAt: at(24), rejectedAt: at(20) })).toEqual({ start: at(20), deadline: at(32), remindAt: at(26) });
  expect(paymentWindow({ placedAt: PLACED, dueAt: at(24), rejectedAt: null })).toEqual({ start: PLACED, deadline: at(24), remindAt: at(12) });
  expect(paymentWindow({ placedAt: PLACED, dueAt: null, rejectedAt: null })).toBeNull();
  expect(paymentDeadline({ dueAt: at(24), rejectedAt: at(2) })).toEqual(at(24));
  expect(paymentDeadline({ dueAt: at(24), rejectedAt: at(20) })).toEqual(at(32));
});

test.each<[string, Date | null, number, number, number]>([
  ['a deadline still ahead moves by the hours given', at(24), 10, 12, 36],
  ['a deadline that passed counts from now', at(24), 30, 12, 42],
  ['no deadline counts from now', null, 5, 24, 29],
])('%s', (_name, current, nowHours, hours, expected) => {
  expect(extendedDeadline(current, at(nowHours), hours)).toEqual(at(expected));
});

// An order placed at hour 0, bound at 14 days (336 hours).
test.each<[string, number, number, string | null]>([
  ['a deadline within the bound', 300, 100, null],
  ['exactly at the bound', 336, 100, null],
  ['an hour past the bound: the room left is named', 337, 100, 'An order must be paid within 14 days of being placed: extend by at most 236 hours.'],
  ['one hour of room', 400, 335, 'An order must be paid within 14 days of being placed: extend by at most 1 hour.'],
  ['no room left', 400, 336, "An order must be paid within 14 days of being placed, and this one's time is up: it cannot be extended again."],
])('deadline bound: %s', (_name, deadlineHours, nowHours, problem) => {
  expect(deadlineBoundProblem(at(deadlineHours), PLACED, 14, at(nowHours))).toBe(problem);
});

test.each<[string | undefined, number]>([
  [undefined, 14],
  ['30', 30],
  ['0', 14],
  ['91', 14],
  ['7.5', 14],
])('payment.maxDeadlineDays %p reads as %i', (value, days) => {
  expect(maxDeadlineDaysFromConfig(value)).toBe(days);
});

test.each<[OrderStatus, string, boolean]>([
  ['NEW', '2026-11-21', true],
  ['SUBSCRIBED', '2026-11-21', true],
  ['NEW', '2026-11-20', true],
  ['NEW', '2026-11-19', false],
  ['ASSIGNED', '2026-11-21', false],
  ['DELIVERED', '2026-11-21', false],
  ['CANCELLED', '2026-11-21', false],
])('an expiry on 2026-11-20 cancels a %s delivery of %s: %s', (status, deliveryDate, cancelled) => {
  expect(cancelledByExpiry({ status, deliveryDate }, '2026-11-20')).toBe(cancelled);
});
