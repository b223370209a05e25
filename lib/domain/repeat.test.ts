import { deriveRepeat, describeRepeat, parseRepeatInfo, shortcutDays, shortcutOf, DELIVERY_DAY_LABELS, SCHEDULE_SHORTCUTS, type DeliveryDay, type RepeatType, type ScheduleShortcut } from './repeat';
import type { PurchaseMode } from './repeat';

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

// A stored (or submitted) repeat read back as delivery days; null when the pair does not go together.
test.each<[RepeatType, string, DeliveryDay[] | null]>([
  ['NONE', 'CUSTOM', []],
  ['CUSTOM', 'CUSTOM', []],
  ['DAILY', 'EVERYDAY', ['EVERYDAY']],
  ['WEEKLY', 'MONDAY,THURSDAY', ['MONDAY', 'THURSDAY']],
  ['WEEKLY', 'monday, thursday', null],
  ['WEEKLY', 'THURSDAY,MONDAY', null],
  ['WEEKLY', 'MONDAY,FUNDAY', null],
  ['WEEKLY', '', null],
  ['WEEKLY', 'MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SATURDAY,SUNDAY', null],
  ['DAILY', 'MONDAY', null],
  ['NONE', 'EVERYDAY', null],
])('parseRepeatInfo(%s, %s)', (repeatType, repeatInfo, days) => {
  expect(parseRepeatInfo({ repeatType, repeatInfo })).toEqual(days);
});

test.each<[RepeatType, string, string]>([
  ['NONE', 'CUSTOM', 'One-time order'],
  ['DAILY', 'EVERYDAY', 'Every day'],
  ['WEEKLY', 'MONDAY,THURSDAY', 'Weekly: Monday, Thursday'],
  ['WEEKLY', 'SATURDAY', 'Weekly: Saturday'],
  ['CUSTOM', 'CUSTOM', 'Custom dates'],
  ['WEEKLY', 'garbage', 'Weekly'],
])('describeRepeat(%s, %s) = %s', (repeatType, repeatInfo, text) => {
  expect(describeRepeat({ repeatType, repeatInfo })).toBe(text);
});

test.each<[string, DeliveryDay[], ScheduleShortcut | null]>([
  ['every day', ['EVERYDAY'], 'EVERYDAY'],
  ['all seven named', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], 'EVERYDAY'],
  ['Monday to Friday in any order', ['FRIDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'], 'WEEKDAYS'],
  ['Saturday and Sunday', ['SUNDAY', 'SATURDAY'], 'WEEKENDS'],
  ['Monday and Thursday: no shortcut', ['MONDAY', 'THURSDAY'], null],
  ['no days: no shortcut', [], null],
])('shortcutOf: %s', (_, days, expected) => {
  expect(shortcutOf(days)).toBe(expected);
});

test.each(SCHEDULE_SHORTCUTS)('shortcut %s round-trips through its days and repeat', (s) => {
  expect(shortcutOf(shortcutDays(s))).toBe(s);
  expect(deriveRepeat('SUBSCRIBE', shortcutDays(s)).repeatType).toBe(s === 'EVERYDAY' ? 'DAILY' : 'WEEKLY');
});
