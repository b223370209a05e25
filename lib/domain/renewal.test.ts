import type { IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import type { RepeatType } from './repeat';
import { canRenew, renewalError, renewalStartsOn } from './renewal';

test.each<[string, RepeatType, OrderStatus, IsoDay | null, IsoDay, string | null]>([
  ['4 days before the last delivery', 'WEEKLY', 'SUBSCRIBED', '2026-12-21', '2026-12-17', 'This subscription can be renewed from Fri, 18 Dec 2026.'],
  ['3 days before', 'WEEKLY', 'SUBSCRIBED', '2026-12-21', '2026-12-18', null],
  ['on the last day', 'DAILY', 'SUBSCRIBED', '2026-12-21', '2026-12-21', null],
  ['3 days before, across a month end', 'DAILY', 'SUBSCRIBED', '2027-01-02', '2026-12-30', null],
  ['4 days before, across a month end', 'DAILY', 'SUBSCRIBED', '2027-01-02', '2026-12-29', 'This subscription can be renewed from Wed, 30 Dec 2026.'],
  ['everything delivered, a week later', 'WEEKLY', 'DELIVERED', '2026-12-21', '2026-12-28', null],
  ['30 days after the end', 'CUSTOM', 'DELIVERED', '2026-12-21', '2027-01-20', null],
  ['31 days after the end', 'CUSTOM', 'DELIVERED', '2026-12-21', '2027-01-21', 'This subscription ended too long ago to renew. Please subscribe again from the menu.'],
  ['a one-time order', 'NONE', 'NEW', '2026-12-21', '2026-12-20', 'Only a subscription can be renewed. To order this again, add it from the menu.'],
  ['a cancelled subscription', 'WEEKLY', 'CANCELLED', '2026-12-21', '2026-12-20', 'This subscription was cancelled and cannot be renewed. Please subscribe again from the menu.'],
])('%s', (_case, repeatType, status, endDate, today, error) => {
  expect(renewalError({ repeatType, status, endDate }, today)).toBe(error);
  expect(canRenew({ repeatType, status, endDate }, today)).toBe(error === null);
});

test.each([
  ['2026-12-21', '2026-12-22'],
  ['2026-12-31', '2027-01-01'],
  ['2028-02-28', '2028-02-29'],
])('the period after one ending %s starts %s', (end, start) => {
  expect(renewalStartsOn(end)).toBe(start);
});
