import type { IsoDay, Weekday } from './calendar';
import { latestDay, pauseRangeError, replacementDates, scheduleWeekdays } from './delivery-changes';
import type { Repeat } from './repeat';

test.each<[string, IsoDay, IsoDay, string | null]>([
  ['one day', '2026-12-22', '2026-12-22', null],
  ['a week', '2026-12-22', '2026-12-28', null],
  ['92 days', '2026-12-01', '2027-03-02', null],
  ['93 days', '2026-12-01', '2027-03-03', 'A pause can last at most 92 days. For longer, please contact us.'],
  ['ends before it starts', '2026-12-22', '2026-12-21', 'The pause must end on or after the day it starts.'],
])('pauseRangeError: %s', (_case, from, to, error) => {
  expect(pauseRangeError(from, to)).toBe(error);
});

const ALL: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
test.each<[string, Repeat, IsoDay[], Weekday[]]>([
  ['every day', { repeatType: 'DAILY', repeatInfo: 'EVERYDAY' }, [], ALL],
  ['weekly', { repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY' }, ['2026-12-01'], ['MONDAY', 'THURSDAY']],
  ['custom: the weekdays its dates fell on', { repeatType: 'CUSTOM', repeatInfo: 'CUSTOM' }, ['2026-12-02', '2026-12-04', '2026-12-09'], ['WEDNESDAY', 'FRIDAY']],
  ['custom without dates: any day', { repeatType: 'CUSTOM', repeatInfo: 'CUSTOM' }, [], ALL],
  ['a broken weekly repeat falls back to its dates', { repeatType: 'WEEKLY', repeatInfo: 'FUNDAY' }, ['2026-12-05'], ['SATURDAY']],
])('scheduleWeekdays: %s', (_case, repeat, dates, weekdays) => {
  expect(scheduleWeekdays(repeat, dates)).toEqual(weekdays);
});

describe('replacementDates', () => {
  test.each<[string, Weekday[], IsoDay[], IsoDay[], IsoDay, number, IsoDay[]]>([
    ['every day: the day after the last', ALL, ['2026-12-20', '2026-12-21'], [], '2026-12-21', 1, ['2026-12-22']],
    ['weekdays Mon/Thu after a Monday: Thursday', ['MONDAY', 'THURSDAY'], ['2026-12-21'], [], '2026-12-21', 1, ['2026-12-24']],
    ['weekdays Mon/Thu after a Thursday: next Monday', ['MONDAY', 'THURSDAY'], ['2026-12-24'], [], '2026-12-24', 1, ['2026-12-28']],
    ['across a month end', ['MONDAY', 'THURSDAY'], ['2026-12-31'], [], '2026-12-31', 2, ['2027-01-04', '2027-01-07']],
    ['across a year end, every day', ALL, ['2026-12-31'], [], '2026-12-31', 1, ['2027-01-01']],
    ['end of February in a leap year', ALL, ['2028-02-28'], [], '2028-02-28', 2, ['2028-02-29', '2028-03-01']],
    ['a closed date in the way', ['MONDAY', 'THURSDAY'], ['2026-12-31'], ['2027-01-04'], '2026-12-31', 1, ['2027-01-07']],
    ['two closed days in a row, every day', ALL, ['2026-12-24'], ['2026-12-25', '2026-12-26'], '2026-12-24', 2, ['2026-12-27', '2026-12-28']],
    ['a taken date after `after` is skipped', ALL, ['2026-12-22', '2026-12-23'], [], '2026-12-21', 2, ['2026-12-24', '2026-12-25']],
    ['after a pause covering the last delivery', ['SATURDAY'], ['2026-12-19', '2026-12-26'], [], '2027-01-03', 2, ['2027-01-09', '2027-01-16']],
    ['none asked', ALL, [], [], '2026-12-21', 0, []],
  ])('%s', (_case, weekdays, taken, closedDates, after, count, dates) => {
    expect(replacementDates({ weekdays, taken, closedDates, after, count })).toEqual(dates);
  });

  test.each<[string, Weekday[], IsoDay[], IsoDay[], IsoDay, number, IsoDay, IsoDay[]]>([
    ['a cancelled plan: room before its end', ['WEDNESDAY', 'FRIDAY'], ['2026-12-09', '2026-12-16'], [], '2026-12-16', 1, '2026-12-21', ['2026-12-18']],
    ['a cancelled plan: only part fits, the rest is given back', ALL, ['2026-12-18'], [], '2026-12-18', 3, '2026-12-21', ['2026-12-19', '2026-12-20']],
    ['a cancelled plan: no room before its end (the walk: 9 Dec closed, cancelled from 21 Dec)', ['WEDNESDAY'], ['2026-12-09', '2026-12-16'], [], '2026-12-16', 1, '2026-12-21', []],
    ['a cancelled plan: a closed day before its end is never used', ['SATURDAY', 'SUNDAY'], ['2026-12-13'], ['2026-12-19'], '2026-12-13', 1, '2026-12-21', ['2026-12-20']],
  ])('%s', (_case, weekdays, taken, closedDates, after, count, before, dates) => {
    expect(replacementDates({ weekdays, taken, closedDates, after, count, before })).toEqual(dates);
  });

  test('no open day at all is an error, not an endless loop', () => {
    const closed = Array.from({ length: 200 }, (_, i) => `2027-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`);
    expect(() => replacementDates({ weekdays: [], taken: [], closedDates: closed, after: '2026-12-31', count: 1 })).toThrow(RangeError);
  });
});

test.each<[string, (IsoDay | null)[], IsoDay]>([
  ['the latest', ['2026-12-21', '2027-01-03', '2026-12-31'], '2027-01-03'],
  ['nulls ignored', [null, '2026-12-21'], '2026-12-21'],
])('latestDay: %s', (_case, days, latest) => {
  expect(latestDay(...days)).toBe(latest);
});
