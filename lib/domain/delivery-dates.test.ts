import type { CategoryCode } from './categories';
import { addDays } from './calendar';
import {
  choosableDeliveryDates,
  cutoffDay,
  datesOnDays,
  earliestDeliveryDate,
  firstAllowedDeliveryDate,
  isWithinCutoff,
  lastAllowedDeliveryDate,
  subscriptionDates,
  subscriptionMonthsFromConfig,
  subscriptionStartDate,
  subscriptionFirstDeliveryError,
  subscriptionStartError,
  validateDeliveryDates,
} from './delivery-dates';
import type { DeliveryDay, PurchaseMode } from './repeat';

// Monday 23 November 2026 in Kolkata (UTC+05:30).
const MORNING = new Date('2026-11-23T04:30:00Z'); // 10:00
const JUST_BEFORE_CUTOFF = new Date('2026-11-23T16:29:59Z'); // 21:59:59
const AT_CUTOFF = new Date('2026-11-23T16:30:00Z'); // 22:00
const LATE = new Date('2026-11-23T18:29:00Z'); // 23:59
const NEXT_MIDNIGHT = new Date('2026-11-23T18:30:00Z'); // Tuesday 00:00

test.each<[CategoryCode, PurchaseMode, string]>([
  ['PDM', 'BUY', '2026-11-25'],
  ['ADON', 'BUY', '2026-11-25'],
  ['TREATS', 'BUY', '2026-12-03'],
  ['CDM', 'BUY', '2026-11-24'],
  // A subscription's first delivery is never earlier than its category's earliest date.
  ['PDM', 'SUBSCRIBE', '2026-11-25'],
  ['ADON', 'SUBSCRIBE', '2026-11-25'],
  ['TREATS', 'SUBSCRIBE', '2026-12-03'],
  ['CDM', 'SUBSCRIBE', '2026-11-24'],
])('earliest %s %s delivery on a Monday morning is %s', (kind, mode, day) => {
  expect(earliestDeliveryDate(kind, mode, MORNING)).toBe(day);
});

test('earliest date follows the Kolkata day, not UTC', () => {
  // 00:30 in Kolkata on Tuesday is still Monday in UTC.
  expect(earliestDeliveryDate('CDM', 'BUY', new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-25');
});

test.each([
  ['10:00', MORNING, '2026-11-23'],
  ['21:59:59', JUST_BEFORE_CUTOFF, '2026-11-23'],
  ['22:00', AT_CUTOFF, '2026-11-24'],
  ['23:59', LATE, '2026-11-24'],
  ['00:00 next day', NEXT_MIDNIGHT, '2026-11-24'],
])('cutoff day at %s is %s', (_time, now, day) => {
  expect(cutoffDay(now)).toBe(day);
});

test.each([
  ['today, morning', '2026-11-23', MORNING, true],
  ['yesterday', '2026-11-22', MORNING, true],
  ['tomorrow, morning', '2026-11-24', MORNING, false],
  ['tomorrow, 21:59:59', '2026-11-24', JUST_BEFORE_CUTOFF, false],
  ['tomorrow, 22:00', '2026-11-24', AT_CUTOFF, true],
  ['day after tomorrow, 22:00', '2026-11-25', AT_CUTOFF, false],
])('first delivery %s is flagged: %p', (_case, first, now, flagged) => {
  expect(isWithinCutoff(first, now)).toBe(flagged);
});

test.each<[CategoryCode, PurchaseMode, Date, string]>([
  ['CDM', 'BUY', MORNING, '2026-11-24'],
  ['CDM', 'BUY', AT_CUTOFF, '2026-11-25'],
  ['CDM', 'SUBSCRIBE', LATE, '2026-11-25'],
  ['PDM', 'BUY', MORNING, '2026-11-25'],
  ['PDM', 'BUY', AT_CUTOFF, '2026-11-25'],
  ['PDM', 'SUBSCRIBE', AT_CUTOFF, '2026-11-25'],
  ['TREATS', 'BUY', LATE, '2026-12-03'],
  ['ADON', 'BUY', NEXT_MIDNIGHT, '2026-11-26'],
])('first allowed %s %s date is %s', (kind, mode, now, day) => {
  expect(firstAllowedDeliveryDate(kind, mode, now)).toBe(day);
});

describe('subscriptionDates', () => {
  test.each<[string, DeliveryDay[], string, number, string[], string[] | { count: number; first: string; last: string }]>([
    ['every day for a month', ['EVERYDAY'], '2026-11-24', 1, [], { count: 30, first: '2026-11-24', last: '2026-12-23' }],
    ['all seven weekdays equal every day', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], '2026-11-24', 1, [], { count: 30, first: '2026-11-24', last: '2026-12-23' }],
    ['Mondays and Thursdays, end day excluded', ['THURSDAY', 'MONDAY'], '2026-11-24', 1, [], ['2026-11-26', '2026-11-30', '2026-12-03', '2026-12-07', '2026-12-10', '2026-12-14', '2026-12-17', '2026-12-21']],
    ['Sundays, start day included', ['SUNDAY'], '2026-11-29', 1, [], ['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']],
    ['two months from 31 January, clamped', ['EVERYDAY'], '2027-01-31', 2, [], { count: 59, first: '2027-01-31', last: '2027-03-30' }],
    ['no days', [], '2026-11-24', 1, [], []],
    ['zero months', ['EVERYDAY'], '2026-11-24', 0, [], []],
    ['a closed Sunday is left out, the period does not grow', ['SUNDAY'], '2026-11-29', 1, ['2026-12-13'], ['2026-11-29', '2026-12-06', '2026-12-20', '2026-12-27']],
    ['closed on the start day and on a day not in the schedule', ['MONDAY'], '2026-11-30', 1, ['2026-11-30', '2026-12-01'], ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']],
    ['every day with Christmas and New Year closed', ['EVERYDAY'], '2026-12-20', 1, ['2026-12-25', '2027-01-01'], { count: 29, first: '2026-12-20', last: '2027-01-19' }],
  ])('%s', (_case, days, start, months, closedDates, expected) => {
    const dates = subscriptionDates({ days, start, months, closedDates });
    if (Array.isArray(expected)) {
      expect(dates).toEqual(expected);
    } else {
      expect(dates).toHaveLength(expected.count);
      expect(dates[0]).toBe(expected.first);
      expect(dates[dates.length - 1]).toBe(expected.last);
      for (const closed of closedDates) expect(dates).not.toContain(closed);
    }
  });
});

describe('subscriptionStartDate', () => {
  test.each<[string, CategoryCode, Date, string | null, string]>([
    ['no start asked: the first allowed date', 'CDM', MORNING, null, '2026-11-24'],
    ['a renewal starting after the current period', 'PDM', MORNING, '2026-12-22', '2026-12-22'],
    ['a start earlier than allowed moves to the first allowed date', 'PDM', MORNING, '2026-11-24', '2026-11-25'],
    ['the first allowed date itself', 'PDM', MORNING, '2026-11-25', '2026-11-25'],
    ['a start of tomorrow after 22:00 moves a day', 'CDM', AT_CUTOFF, '2026-11-24', '2026-11-25'],
    ['treats subscriptions start no earlier than treats bought once (10 days)', 'TREATS', MORNING, null, '2026-12-03'],
    ['a treats renewal asking for tomorrow still starts 10 days out', 'TREATS', MORNING, '2026-11-24', '2026-12-03'],
    ['a malformed start is ignored', 'CDM', MORNING, '24/11/2026', '2026-11-24'],
  ])('%s', (_case, kind, now, requested, start) => {
    expect(subscriptionStartDate(kind, now, requested)).toBe(start);
  });
});

describe('subscriptionStartError', () => {
  test.each<[string, string | null, string | null]>([
    ['none asked', null, null],
    ['60 days ahead', '2027-01-22', null],
    ['61 days ahead', '2027-01-23', 'A subscription can start at most 60 days ahead (by Fri, 22 Jan 2027).'],
    ['in the past (moved to the first allowed date, not refused)', '2026-11-01', null],
    ['not a day', '2026-02-30', 'The start date of the subscription is not a valid date.'],
  ])('%s', (_case, requested, message) => {
    expect(subscriptionStartError(requested, MORNING)).toBe(message);
  });
});

test.each([
  [undefined, 1],
  ['', 1],
  ['1', 1],
  [' 3 ', 3],
  ['12', 12],
  ['13', 1],
  ['0', 1],
  ['-2', 1],
  ['1.5', 1],
  ['two', 1],
])('subscription.months %p reads as %i', (value, months) => {
  expect(subscriptionMonthsFromConfig(value)).toBe(months);
});

describe('validateDeliveryDates', () => {
  const manyDates = Array.from({ length: 367 }, (_, i) => addDays('2026-11-24', i));
  test.each<[string, CategoryCode, PurchaseMode, string[], Date, string | null, number?]>([
    ['earliest allowed date', 'PDM', 'BUY', ['2026-11-25'], MORNING, null],
    ['several dates in any order', 'PDM', 'BUY', ['2026-12-01', '2026-11-25', '2026-11-28'], MORNING, null],
    ['every day of a 12-month horizon (365 dates)', 'CDM', 'SUBSCRIBE', manyDates.slice(0, 365), MORNING, null, 12],
    ['no dates', 'PDM', 'BUY', [], MORNING, 'Please choose at least one delivery date.'],
    ['more than 366 dates', 'CDM', 'SUBSCRIBE', manyDates, MORNING, 'Please choose at most 366 delivery dates.'],
    ['malformed date', 'PDM', 'BUY', ['2026-11-25', '25/11/2026'], MORNING, 'One of the delivery dates is not a valid date. Please choose your dates again.'],
    ['impossible date', 'PDM', 'BUY', ['2027-02-29'], MORNING, 'One of the delivery dates is not a valid date. Please choose your dates again.'],
    ['duplicate date', 'PDM', 'BUY', ['2026-11-26', '2026-11-26'], MORNING, 'Each delivery date can be chosen only once.'],
    ['PDM one day too early', 'PDM', 'BUY', ['2026-11-24'], MORNING, 'The earliest delivery date you can choose is Wed, 25 Nov 2026. Please choose that day or later.'],
    ['treats before ten days', 'TREATS', 'BUY', ['2026-12-03', '2026-12-02'], MORNING, 'The earliest delivery date you can choose is Thu, 3 Dec 2026. Please choose that day or later.'],
    ['CDM tomorrow after 22:00', 'CDM', 'BUY', ['2026-11-24'], AT_CUTOFF, 'The earliest delivery date you can choose is Wed, 25 Nov 2026. Please choose that day or later.'],
    ['CDM tomorrow before 22:00', 'CDM', 'BUY', ['2026-11-24'], JUST_BEFORE_CUTOFF, null],
    ['a treats subscription starting tomorrow', 'TREATS', 'SUBSCRIBE', ['2026-11-24'], MORNING, 'The earliest delivery date you can choose is Thu, 3 Dec 2026. Please choose that day or later.'],
    ['a treats subscription starting 10 days out', 'TREATS', 'SUBSCRIBE', ['2026-12-03'], MORNING, null],
    ['a CDM subscription starting tomorrow', 'CDM', 'SUBSCRIBE', ['2026-11-24'], MORNING, null],
    // The horizon: the first allowed date + subscription.months, end exclusive.
    ['year 9999', 'PDM', 'BUY', ['9999-12-31'], MORNING, 'The last delivery date you can choose is Thu, 24 Dec 2026. Please choose that day or earlier.'],
    ['year 9999 among good dates', 'CDM', 'BUY', ['2026-11-24', '9999-12-31'], MORNING, 'The last delivery date you can choose is Wed, 23 Dec 2026. Please choose that day or earlier.'],
    ['the last allowed day (1 month)', 'PDM', 'BUY', ['2026-11-25', '2026-12-24'], MORNING, null],
    ['the day after the last allowed day', 'PDM', 'BUY', ['2026-12-25'], MORNING, 'The last delivery date you can choose is Thu, 24 Dec 2026. Please choose that day or earlier.'],
    ['the last allowed day (3 months)', 'TREATS', 'BUY', ['2027-03-02'], MORNING, null, 3],
    ['the day after (3 months)', 'TREATS', 'BUY', ['2027-03-03'], MORNING, 'The last delivery date you can choose is Tue, 2 Mar 2027. Please choose that day or earlier.', 3],
    ['the last day of a 12-month subscription', 'CDM', 'SUBSCRIBE', ['2027-11-23'], MORNING, null, 12],
    ['the day after a 12-month subscription', 'CDM', 'SUBSCRIBE', ['2027-11-24'], MORNING, 'The last delivery date you can choose is Tue, 23 Nov 2027. Please choose that day or earlier.', 12],
  ])('%s', (_case, kind, mode, dates, now, message, months = 1) => {
    expect(validateDeliveryDates({ kind, mode, dates, now, months, closedDates: [] })).toBe(message);
  });

  test.each<[string, string[], string[], string | null]>([
    ['a closed date is refused, named', ['2026-11-25', '2026-12-25'], ['2026-12-25'], 'The kitchen is closed on Fri, 25 Dec 2026. Please choose another day.'],
    ['the earliest closed date is named first', ['2026-12-31', '2026-12-25'], ['2026-12-31', '2026-12-25'], 'The kitchen is closed on Fri, 25 Dec 2026. Please choose another day.'],
    ['closed dates not chosen do not matter', ['2026-11-25'], ['2026-11-26'], null],
  ])('closed dates: %s', (_case, dates, closedDates, message) => {
    expect(validateDeliveryDates({ kind: 'PDM', mode: 'BUY', dates, now: MORNING, months: 2, closedDates })).toBe(message);
  });
});

test.each<[CategoryCode, PurchaseMode, number, Date, string]>([
  ['PDM', 'BUY', 1, MORNING, '2026-12-24'],
  ['CDM', 'SUBSCRIBE', 1, MORNING, '2026-12-23'],
  ['TREATS', 'BUY', 3, MORNING, '2027-03-02'],
  ['CDM', 'BUY', 1, AT_CUTOFF, '2026-12-24'],
  ['CDM', 'SUBSCRIBE', 12, MORNING, '2027-11-23'],
  // A month later from 31 Jan is the end of February (addMonths clamps).
  ['CDM', 'SUBSCRIBE', 1, new Date('2027-01-30T04:30:00Z'), '2027-02-27'],
])('the last %s %s date with %i month(s) is %s', (kind, mode, months, now, last) => {
  expect(lastAllowedDeliveryDate(kind, mode, now, months)).toBe(last);
});

test('the horizon ends where a subscription schedule of the same length ends', () => {
  const start = firstAllowedDeliveryDate('CDM', 'SUBSCRIBE', MORNING);
  for (const months of [1, 2, 6, 12]) {
    const schedule = subscriptionDates({ days: ['EVERYDAY'], start, months, closedDates: [] });
    expect(schedule.at(-1)).toBe(lastAllowedDeliveryDate('CDM', 'SUBSCRIBE', MORNING, months));
  }
});

describe('subscriptionFirstDeliveryError (never earlier than the category’s earliest date)', () => {
  test.each<[string, CategoryCode, string, Date, string | null]>([
    ['treats tomorrow', 'TREATS', '2026-11-24', MORNING, 'The first delivery of a subscription can be no earlier than Thu, 3 Dec 2026. Please review your cart.'],
    ['treats on day 9', 'TREATS', '2026-12-02', MORNING, 'The first delivery of a subscription can be no earlier than Thu, 3 Dec 2026. Please review your cart.'],
    ['treats on day 10', 'TREATS', '2026-12-03', MORNING, null],
    ['pet dog meals tomorrow', 'PDM', '2026-11-24', MORNING, 'The first delivery of a subscription can be no earlier than Wed, 25 Nov 2026. Please review your cart.'],
    ['pet dog meals in two days', 'PDM', '2026-11-25', MORNING, null],
    ['community meals tomorrow', 'CDM', '2026-11-24', MORNING, null],
    ['community meals tomorrow after the 22:00 cutoff', 'CDM', '2026-11-24', AT_CUTOFF, 'The first delivery of a subscription can be no earlier than Wed, 25 Nov 2026. Please review your cart.'],
  ])('%s', (_case, kind, first, now, message) => {
    expect(subscriptionFirstDeliveryError(kind, first, now)).toBe(message);
  });
});

describe('choosableDeliveryDates: what the calendar offers', () => {
  const base = { now: MORNING, months: 1, closedDates: [] as string[], startsOn: null };
  test.each<[string, Partial<Parameters<typeof choosableDeliveryDates>[0]>, string, string, number]>([
    // Monday 23 Nov 10:00: a pet meal from Wed 25 Nov, for one month (to Thu 24 Dec)
    ['a pet meal bought once', { kind: 'PDM', mode: 'BUY' }, '2026-11-25', '2026-12-24', 30],
    ['treats: 10 days out', { kind: 'TREATS', mode: 'BUY' }, '2026-12-03', '2027-01-02', 31],
    ['community meals tomorrow', { kind: 'CDM', mode: 'SUBSCRIBE' }, '2026-11-24', '2026-12-23', 30],
    ['closed dates are left out', { kind: 'PDM', mode: 'BUY', closedDates: ['2026-11-25', '2026-12-01'] }, '2026-11-26', '2026-12-24', 28],
    ["a renewal's later start", { kind: 'CDM', mode: 'SUBSCRIBE', startsOn: '2026-12-01' }, '2026-12-01', '2026-12-23', 23],
    ['three months', { kind: 'PDM', mode: 'BUY', months: 3 }, '2026-11-25', '2027-02-24', 92],
  ])('%s', (_, args, first, last, count) => {
    const days = choosableDeliveryDates({ ...base, kind: 'PDM', mode: 'BUY', ...args });
    expect([days[0], days.at(-1), days.length]).toEqual([first, last, count]);
  });

  test('after the 22:00 cutoff the first day moves on', () => {
    const late = new Date('2026-11-23T16:30:00Z'); // 22:00 Monday
    expect(choosableDeliveryDates({ ...base, now: late, kind: 'CDM', mode: 'BUY' })[0]).toBe('2026-11-25');
  });
});

test.each<[string, DeliveryDay[], string[]]>([
  ['weekdays', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], ['2026-11-27', '2026-11-30']],
  ['weekends', ['SATURDAY', 'SUNDAY'], ['2026-11-28', '2026-11-29']],
  ['every day', ['EVERYDAY'], ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']],
])('datesOnDays: %s', (_, days, expected) => {
  expect(datesOnDays(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'], days)).toEqual(expected);
});
