import {
  addDays,
  addMonths,
  compareDays,
  dateToDay,
  dayToDate,
  formatDay,
  formatInstantDay,
  formatTimestamp,
  isIsoDay,
  kolkataDayStart,
  kolkataMinutesOfDay,
  kolkataToday,
  weekdayOf,
} from './calendar';

describe('kolkataToday and kolkataMinutesOfDay', () => {
  test.each([
    ['2026-11-22T18:29:59.999Z', '2026-11-22', 23 * 60 + 59],
    ['2026-11-22T18:30:00.000Z', '2026-11-23', 0],
    ['2026-11-23T00:00:00.000Z', '2026-11-23', 5 * 60 + 30],
    ['2026-11-23T16:29:00.000Z', '2026-11-23', 21 * 60 + 59],
    ['2026-11-23T16:30:00.000Z', '2026-11-23', 22 * 60],
    ['2026-12-31T18:30:00.000Z', '2027-01-01', 0],
    ['2028-02-28T20:00:00.000Z', '2028-02-29', 90],
  ])('%s is %s, minute %i in Kolkata', (instant, day, minutes) => {
    expect(kolkataToday(new Date(instant))).toBe(day);
    expect(kolkataMinutesOfDay(new Date(instant))).toBe(minutes);
  });
});

test.each([
  ['2026-11-23', '2026-11-22T18:30:00.000Z'],
  ['2027-01-01', '2026-12-31T18:30:00.000Z'],
  ['2028-02-29', '2028-02-28T18:30:00.000Z'],
])('kolkataDayStart(%s) is %s, and that instant is the same Kolkata day at minute 0', (day, instant) => {
  expect(kolkataDayStart(day).toISOString()).toBe(instant);
  expect(kolkataToday(kolkataDayStart(day))).toBe(day);
  expect(kolkataMinutesOfDay(kolkataDayStart(day))).toBe(0);
});

test.each([
  ['2026-11-23', 0, '2026-11-23'],
  ['2026-11-23', 1, '2026-11-24'],
  ['2026-11-30', 1, '2026-12-01'],
  ['2026-12-31', 1, '2027-01-01'],
  ['2028-02-28', 1, '2028-02-29'],
  ['2027-02-28', 1, '2027-03-01'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2026-11-23', 10, '2026-12-03'],
  ['2026-01-01', 365, '2027-01-01'],
])('addDays(%s, %i) = %s', (day, n, expected) => {
  expect(addDays(day, n)).toBe(expected);
});

test.each([
  ['2026-11-23', 1, '2026-12-23'],
  ['2026-12-15', 1, '2027-01-15'],
  ['2028-01-31', 1, '2028-02-29'],
  ['2027-01-31', 1, '2027-02-28'],
  ['2026-03-31', 1, '2026-04-30'],
  ['2026-08-31', 6, '2027-02-28'],
  ['2026-03-31', -1, '2026-02-28'],
  ['2026-05-10', 12, '2027-05-10'],
  ['2026-05-10', 0, '2026-05-10'],
])('addMonths(%s, %i) = %s', (day, n, expected) => {
  expect(addMonths(day, n)).toBe(expected);
});

test.each([
  ['2026-11-23', 'MONDAY'],
  ['2026-11-24', 'TUESDAY'],
  ['2026-11-25', 'WEDNESDAY'],
  ['2026-11-26', 'THURSDAY'],
  ['2026-11-27', 'FRIDAY'],
  ['2026-11-28', 'SATURDAY'],
  ['2026-11-29', 'SUNDAY'],
  ['2028-02-29', 'TUESDAY'],
])('%s is a %s', (day, weekday) => {
  expect(weekdayOf(day)).toBe(weekday);
});

test.each([
  ['2026-11-23', '2026-11-24', -1],
  ['2026-11-24', '2026-11-23', 1],
  ['2026-11-23', '2026-11-23', 0],
  ['2026-12-31', '2027-01-01', -1],
])('compareDays(%s, %s) = %i', (a, b, sign) => {
  expect(Math.sign(compareDays(a, b))).toBe(sign);
});

test.each([
  ['2026-11-23', true],
  ['2028-02-29', true],
  ['2027-02-29', false],
  ['2026-04-31', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-11-00', false],
  ['2026-1-5', false],
  ['2026-11-23T00:00:00Z', false],
  [' 2026-11-23', false],
  ['', false],
  ['tomorrow', false],
])('isIsoDay(%p) is %p', (s, ok) => {
  expect(isIsoDay(s)).toBe(ok);
});

describe('Prisma @db.Date round trip', () => {
  test.each(['2026-11-23', '2028-02-29', '2026-12-31'])('%s', (day) => {
    const date = dayToDate(day);
    expect(date.toISOString()).toBe(`${day}T00:00:00.000Z`);
    expect(dateToDay(date)).toBe(day);
  });
});

test.each([
  ['2026-11-23', 'short', 'Mon, 23 Nov 2026'],
  ['2026-11-23', 'long', 'Monday, 23 November 2026'],
  ['2027-01-01', 'short', 'Fri, 1 Jan 2027'],
  ['2028-02-29', 'long', 'Tuesday, 29 February 2028'],
] as const)('formatDay(%s, %s) = %s', (day, style, shown) => {
  expect(formatDay(day, style)).toBe(shown);
});

test('formatDay defaults to the short style', () => {
  expect(formatDay('2026-11-29')).toBe('Sun, 29 Nov 2026');
});

test('arithmetic on a malformed day throws instead of inventing a date', () => {
  expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
  expect(() => dateToDay(new Date('nonsense'))).toThrow(RangeError);
});

describe('instants shown as Kolkata days and times', () => {
  test.each([
    ['2026-11-23T18:29:00Z', 'Mon, 23 Nov 2026', 'Mon, 23 Nov 2026, 23:59'],
    ['2026-11-23T18:30:00Z', 'Tue, 24 Nov 2026', 'Tue, 24 Nov 2026, 00:00'],
    ['2026-12-31T20:00:00Z', 'Fri, 1 Jan 2027', 'Fri, 1 Jan 2027, 01:30'],
    ['2026-11-23T03:35:00Z', 'Mon, 23 Nov 2026', 'Mon, 23 Nov 2026, 09:05'],
  ])('%s', (iso, day, timestamp) => {
    expect(formatInstantDay(new Date(iso))).toBe(day);
    expect(formatTimestamp(new Date(iso))).toBe(timestamp);
  });
});

test.each([
  ['2026-11-23', 'short', 'Mon, 23 Nov 2026'],
  ['2026-11-23', 'long', 'Monday, 23 November 2026'],
  ['2026-11-23', 'date', '23 November 2026'],
  ['2027-01-01', 'date', '1 January 2027'],
] as const)('formatDay(%s, %s) = %s', (day, style, shown) => {
  expect(formatDay(day, style)).toBe(shown);
});
