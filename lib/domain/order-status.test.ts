import {
  canTransition,
  deliveredCount,
  deliveredTooEarlyError,
  initialStatus,
  isFinalStatus,
  isOrderStatus,
  nextDeliveryDate,
  lastDeliveryDate,
  ORDER_STATUSES,
  suborderStatusAfterDeliveries,
  transitionError,
  type OrderStatus,
} from './order-status';

// Every (from, to) pair: the whole status machine written out, one row each.
test.each<[OrderStatus, OrderStatus, string | null]>([
  ['NEW', 'NEW', 'Cannot change an order from NEW to NEW.'],
  ['NEW', 'ASSIGNED', null],
  ['NEW', 'CANCELLED', null],
  ['NEW', 'DELIVERED', null],
  ['NEW', 'SUBSCRIBED', null],
  ['ASSIGNED', 'NEW', null],
  ['ASSIGNED', 'ASSIGNED', 'Cannot change an order from ASSIGNED to ASSIGNED.'],
  ['ASSIGNED', 'CANCELLED', null],
  ['ASSIGNED', 'DELIVERED', null],
  ['ASSIGNED', 'SUBSCRIBED', 'Cannot change an order from ASSIGNED to SUBSCRIBED.'],
  ['CANCELLED', 'NEW', 'A cancelled order cannot be changed.'],
  ['CANCELLED', 'ASSIGNED', 'A cancelled order cannot be changed.'],
  ['CANCELLED', 'CANCELLED', 'A cancelled order cannot be changed.'],
  ['CANCELLED', 'DELIVERED', 'A cancelled order cannot be changed.'],
  ['CANCELLED', 'SUBSCRIBED', 'A cancelled order cannot be changed.'],
  ['DELIVERED', 'NEW', 'A delivered order cannot be changed.'],
  ['DELIVERED', 'ASSIGNED', 'A delivered order cannot be changed.'],
  ['DELIVERED', 'CANCELLED', 'A delivered order cannot be changed.'],
  ['DELIVERED', 'DELIVERED', 'A delivered order cannot be changed.'],
  ['DELIVERED', 'SUBSCRIBED', 'A delivered order cannot be changed.'],
  ['SUBSCRIBED', 'NEW', 'Cannot change an order from SUBSCRIBED to NEW.'],
  ['SUBSCRIBED', 'ASSIGNED', null],
  ['SUBSCRIBED', 'CANCELLED', null],
  ['SUBSCRIBED', 'DELIVERED', null],
  ['SUBSCRIBED', 'SUBSCRIBED', 'Cannot change an order from SUBSCRIBED to SUBSCRIBED.'],
])('%s -> %s: %p', (from, to, error) => {
  expect(transitionError(from, to)).toBe(error);
  expect(canTransition(from, to)).toBe(error === null);
});

test.each<[OrderStatus, boolean]>([
  ['NEW', false],
  ['ASSIGNED', false],
  ['SUBSCRIBED', false],
  ['DELIVERED', true],
  ['CANCELLED', true],
])('%s is final: %p', (status, final) => {
  expect(isFinalStatus(status)).toBe(final);
});

test('the status list matches the database enum order', () => {
  expect(ORDER_STATUSES).toEqual(['NEW', 'ASSIGNED', 'CANCELLED', 'DELIVERED', 'SUBSCRIBED']);
  expect(isOrderStatus('ASSIGNED')).toBe(true);
  expect(isOrderStatus('assigned')).toBe(false);
});

test.each([
  ['BUY', 'NEW'],
  ['SUBSCRIBE', 'SUBSCRIBED'],
] as const)('a %s suborder starts %s', (mode, status) => {
  expect(initialStatus(mode)).toBe(status);
});

describe('delivery progress', () => {
  const d = (deliveryDate: string, status: OrderStatus) => ({ deliveryDate, status });
  test.each<[string, ReturnType<typeof d>[], string | null, number]>([
    ['no deliveries', [], null, 0],
    ['earliest pending, listed out of order', [d('2026-11-27', 'NEW'), d('2026-11-25', 'SUBSCRIBED'), d('2026-11-26', 'ASSIGNED')], '2026-11-25', 0],
    ['delivered ones are past', [d('2026-11-24', 'DELIVERED'), d('2026-11-25', 'DELIVERED'), d('2026-11-26', 'SUBSCRIBED')], '2026-11-26', 2],
    ['a cancelled delivery is not coming', [d('2026-11-24', 'CANCELLED'), d('2026-11-28', 'NEW')], '2026-11-28', 0],
    ['all done', [d('2026-11-24', 'DELIVERED'), d('2026-11-25', 'CANCELLED')], null, 1],
  ])('%s', (_case, deliveries, next, delivered) => {
    expect(nextDeliveryDate(deliveries)).toBe(next);
    expect(deliveredCount(deliveries)).toBe(delivered);
  });
});

// One row per rule: all final with one delivered, all final none delivered, some still to come,
// a suborder already final, no deliveries at all.
test.each<[string, OrderStatus, OrderStatus[], OrderStatus]>([
  ['the last delivery delivered', 'SUBSCRIBED', ['DELIVERED', 'DELIVERED'], 'DELIVERED'],
  ['one delivered, the rest cancelled', 'ASSIGNED', ['CANCELLED', 'DELIVERED', 'CANCELLED'], 'DELIVERED'],
  ['a single delivery delivered', 'NEW', ['DELIVERED'], 'DELIVERED'],
  ['every delivery cancelled', 'NEW', ['CANCELLED', 'CANCELLED'], 'CANCELLED'],
  ['every delivery of a subscription cancelled', 'SUBSCRIBED', ['CANCELLED'], 'CANCELLED'],
  ['one still NEW keeps the suborder', 'SUBSCRIBED', ['DELIVERED', 'NEW'], 'SUBSCRIBED'],
  ['one still ASSIGNED keeps the suborder', 'NEW', ['CANCELLED', 'ASSIGNED'], 'NEW'],
  ['assigned deliveries do not make the suborder ASSIGNED', 'NEW', ['ASSIGNED', 'ASSIGNED'], 'NEW'],
  ['a subscribed one still to come keeps an ASSIGNED suborder', 'ASSIGNED', ['DELIVERED', 'SUBSCRIBED'], 'ASSIGNED'],
  ['a delivered suborder is not flipped to cancelled', 'DELIVERED', ['CANCELLED', 'CANCELLED'], 'DELIVERED'],
  ['a cancelled suborder is not reopened as delivered', 'CANCELLED', ['DELIVERED'], 'CANCELLED'],
  ['no deliveries: nothing to roll up', 'NEW', [], 'NEW'],
])('suborder after deliveries: %s', (_case, current, deliveries, expected) => {
  expect(suborderStatusAfterDeliveries(current, deliveries)).toBe(expected);
});

test.each<[string, [string, OrderStatus][], string | null]>([
  ['no deliveries', [], null],
  ['the latest one', [['2026-12-01', 'NEW'], ['2026-12-03', 'SUBSCRIBED'], ['2026-12-02', 'DELIVERED']], '2026-12-03'],
  ['a cancelled (skipped) last one is not coming', [['2026-12-01', 'DELIVERED'], ['2026-12-03', 'CANCELLED']], '2026-12-01'],
  ['a replacement after the last moves the end', [['2026-12-01', 'CANCELLED'], ['2026-12-03', 'SUBSCRIBED'], ['2026-12-04', 'SUBSCRIBED']], '2026-12-04'],
  ['all cancelled: the latest date there was', [['2026-12-01', 'CANCELLED'], ['2026-12-05', 'CANCELLED']], '2026-12-05'],
])('last delivery date: %s', (_case, deliveries, last) => {
  expect(lastDeliveryDate(deliveries.map(([deliveryDate, status]) => ({ deliveryDate, status })))).toBe(last);
});

// Delivered only on or after the delivery day: one row per case.
test.each<[string, OrderStatus, string, string, boolean]>([
  ['delivered today', 'DELIVERED', '2026-12-01', '2026-12-01', true],
  ['delivered after the day', 'DELIVERED', '2026-11-30', '2026-12-01', true],
  ['delivered the day before', 'DELIVERED', '2026-12-02', '2026-12-01', false],
  ['assigned ahead of the day', 'ASSIGNED', '2026-12-05', '2026-12-01', true],
  ['cancelled ahead of the day', 'CANCELLED', '2026-12-05', '2026-12-01', true],
])('%s: allowed %p', (_case, status, deliveryDate, today, allowed) => {
  expect(deliveredTooEarlyError(status, deliveryDate, today) === null).toBe(allowed);
});
