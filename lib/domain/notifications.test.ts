import type { OrderStatus } from './order-status';
import { ORDER_STATUSES } from './order-status';
import { dedupeKeys, deliveryMessageKind, deliveryToTellAbout, isRenewalReminderDue, NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from './notifications';

test.each<[OrderStatus, string | null]>([
  ['NEW', null],
  ['SUBSCRIBED', null],
  ['ASSIGNED', 'DELIVERY_ASSIGNED'],
  ['DELIVERED', 'DELIVERY_DELIVERED'],
  ['CANCELLED', null],
])('a delivery moving to %s sends %s', (status, kind) => {
  expect(deliveryMessageKind(status)).toBe(kind);
});

test('every status is covered by the table above', () => {
  expect(ORDER_STATUSES).toHaveLength(5);
});

const d = (id: string, deliveryDate: string) => ({ id, deliveryDate });
test.each<[string, { id: string; deliveryDate: string }[], string | null]>([
  ['only today\'s delivery is told about', [d('a', '2026-11-19'), d('b', '2026-11-20'), d('c', '2026-11-21')], 'b'],
  ['nothing dated today: no message', [d('a', '2026-11-21'), d('b', '2026-11-22')], null],
  ['nothing moved: no message', [], null],
])('%s', (_name, moved, expected) => {
  expect(deliveryToTellAbout(moved, '2026-11-20')?.id ?? null).toBe(expected);
});

test.each<[string, string, boolean]>([
  ['2026-11-30', '2026-11-26', false],
  ['2026-11-30', '2026-11-27', true],
  ['2026-11-30', '2026-11-29', true],
  ['2026-11-30', '2026-11-30', true],
  ['2026-11-30', '2026-12-01', false],
  ['2026-12-02', '2026-11-29', true],
])('a subscription ending %s is reminded on %s: %s', (endDate, today, due) => {
  expect(isRenewalReminderDue(endDate, today)).toBe(due);
});

test('every kind has a label', () => {
  for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_KIND_LABELS[kind]).toBeTruthy();
});

test('a reminder for an extended deadline has a key of its own', () => {
  expect(dedupeKeys.paymentReminder('o1', new Date('2026-11-21T04:30:00Z'))).not.toBe(dedupeKeys.paymentReminder('o1', new Date('2026-11-22T04:30:00Z')));
});
