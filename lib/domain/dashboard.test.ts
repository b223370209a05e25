import { fillDays, parseDashboardRange } from './dashboard';

test('fillDays: one row per day, both ends included', () => {
  expect(fillDays('2026-11-29', '2026-12-02', (d) => d)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  expect(fillDays('2026-12-02', '2026-12-01', (d) => d)).toEqual([]);
});

test.each([
  [undefined, 30],
  ['30', 30],
  ['90', 90],
  ['365', 30],
  [['90', '30'], 90],
])('range %p is %p days', (value, days) => {
  expect(parseDashboardRange(value)).toBe(days);
});
