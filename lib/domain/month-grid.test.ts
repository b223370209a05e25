import { addMonthsTo, formatMonth, isMonth, monthWeeks } from './month-grid';

test.each([
  ['December 2026 starts on a Tuesday', '2026-12', 5, [null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'], ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]],
  ['February 2027: four weeks and a bit', '2027-02', 4, ['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06', '2027-02-07'], ['2027-02-22', '2027-02-23', '2027-02-24', '2027-02-25', '2027-02-26', '2027-02-27', '2027-02-28']],
  ['February 2028 has a leap day', '2028-02', 5, [null, '2028-02-01', '2028-02-02', '2028-02-03', '2028-02-04', '2028-02-05', '2028-02-06'], ['2028-02-28', '2028-02-29', null, null, null, null, null]],
])('monthWeeks: %s', (_case, month, count, first, last) => {
  const weeks = monthWeeks(month);
  expect(weeks).toHaveLength(count);
  expect(weeks[0]).toEqual(first);
  expect(weeks.at(-1)).toEqual(last);
});

test.each([
  ['2026-12', 1, '2027-01'],
  ['2027-01', -1, '2026-12'],
  ['2026-11', 14, '2028-01'],
])('addMonthsTo(%s, %i) is %s', (month, n, expected) => {
  expect(addMonthsTo(month, n)).toBe(expected);
});

test('formatMonth and isMonth', () => {
  expect(formatMonth('2026-12')).toBe('December 2026');
  expect(isMonth('2026-12')).toBe(true);
  expect(isMonth('2026-13')).toBe(false);
  expect(isMonth('2026-1')).toBe(false);
});
