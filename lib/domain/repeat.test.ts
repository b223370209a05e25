import { deriveRepeat, DELIVERY_DAY_LABELS, type DeliveryDay } from './repeat';
import type { PurchaseMode } from './delivery-dates';

const ALL_SEVEN: DeliveryDay[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

test.each<[string, PurchaseMode, DeliveryDay[], string, string]>([
  ['buy without days', 'BUY', [], 'NONE', 'CUSTOM'],
  ['buy ignores any days sent', 'BUY', ['MONDAY', 'FRIDAY'], 'NONE', 'CUSTOM'],
  ['buy ignores every day', 'BUY', ['EVERYDAY'], 'NONE', 'CUSTOM'],
  ['subscription, single entry Every day', 'SUBSCRIBE', ['EVERYDAY'], 'DAILY', 'EVERYDAY'],
  ['subscription, all 7 weekdays in any order', 'SUBSCRIBE', ALL_SEVEN, 'DAILY', 'EVERYDAY'],
  ['subscription, Every day plus a weekday', 'SUBSCRIBE', ['EVERYDAY', 'MONDAY'], 'DAILY', 'EVERYDAY'],
  ['subscription, one weekday', 'SUBSCRIBE', ['WEDNESDAY'], 'WEEKLY', 'WEDNESDAY'],
  ['subscription, weekdays put in week order', 'SUBSCRIBE', ['THURSDAY', 'MONDAY'], 'WEEKLY', 'MONDAY,THURSDAY'],
  ['subscription, Sunday last in the week', 'SUBSCRIBE', ['SUNDAY', 'SATURDAY', 'MONDAY'], 'WEEKLY', 'MONDAY,SATURDAY,SUNDAY'],
  ['subscription, duplicates ignored', 'SUBSCRIBE', ['FRIDAY', 'FRIDAY', 'TUESDAY'], 'WEEKLY', 'TUESDAY,FRIDAY'],
  ['subscription, six days is still weekly', 'SUBSCRIBE', ALL_SEVEN.slice(1), 'WEEKLY', 'MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SATURDAY'],
  ['subscription, 7 entries with a duplicate are only 6 days', 'SUBSCRIBE', [...ALL_SEVEN.slice(1), 'MONDAY'], 'WEEKLY', 'MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SATURDAY'],
  ['subscription, no days', 'SUBSCRIBE', [], 'CUSTOM', 'CUSTOM'],
])('%s', (_case, mode, days, repeatType, repeatInfo) => {
  expect(deriveRepeat(mode, days)).toEqual({ repeatType, repeatInfo });
});

test('labels start with Every day and follow the week', () => {
  expect(Object.values(DELIVERY_DAY_LABELS)).toEqual(['Every day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
});
