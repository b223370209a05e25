import { fits, fullDatesByCategory, isFull, limitOn, nextDateWithRoom, normalizeCapacity, portionsOf, type CapacityLimits } from './capacity';

const limits: CapacityLimits = { maxPerDay: 10, overrides: new Map([['2026-12-25', 0], ['2026-12-31', null]]) };

test.each([
  ['an ordinary day: the daily maximum', '2026-12-24', 10],
  ['an override of 0: not cooked', '2026-12-25', 0],
  ['an override of null: no limit that day', '2026-12-31', null],
])('limitOn: %s', (_case, day, expected) => {
  expect(limitOn(limits, day)).toBe(expected);
});

test.each<[string, number, number, number | null, boolean, boolean]>([
  // case, booked, wanted, max, fits, full
  ['room left', 7, 3, 10, true, false],
  ['one portion too many', 8, 3, 10, false, false],
  ['exactly full', 10, 1, 10, false, true],
  ['no limit', 500, 100, null, true, false],
  ['a limit of 0', 0, 1, 0, false, true],
])('%s', (_case, booked, wanted, max, fit, full) => {
  expect(fits(booked, wanted, max)).toBe(fit);
  expect(isFull(booked, max)).toBe(full);
});

test('portions: every enabled item’s variant quantities', () => {
  expect(portionsOf([{ variants: [{ quantity: 2 }, { quantity: 1 }] }, { enable: false, variants: [{ quantity: 5 }] }, { enable: true, variants: [{ quantity: 4 }] }])).toBe(7);
});

test('the next date with room passes over full, closed and overridden days', () => {
  const booked: Record<string, number> = { '2026-12-24': 10, '2026-12-26': 9 };
  const next = nextDateWithRoom({ day: '2026-12-23', wanted: 2, limits, bookedOn: (d) => booked[d] ?? 0, closedDates: ['2026-12-27'] });
  // 24 full, 25 override 0, 26 has 1 left (2 wanted), 27 closed
  expect(next).toBe('2026-12-28');
});

test.each<[string, Parameters<typeof normalizeCapacity>[0], string | null]>([
  ['no limit, overrides kept', { maxPerDay: null, overrides: undefined }, null],
  ['a past date', { maxPerDay: 5, overrides: [{ date: '2026-11-22', max: 1 }] }, 'overrides'],
  ['more than a year ahead', { maxPerDay: 5, overrides: [{ date: '2027-12-01', max: 1 }] }, 'overrides'],
  ['a good override list', { maxPerDay: 5, overrides: [{ date: '2026-12-02', max: null }, { date: '2026-12-01', max: 0 }] }, null],
])('normalizeCapacity: %s', (_case, input, field) => {
  const r = normalizeCapacity(input, '2026-11-23');
  expect(r.ok ? null : r.field).toBe(field);
  if (r.ok && r.overrides) expect(r.overrides.map((o) => o.date)).toEqual([...r.overrides.map((o) => o.date)].sort());
});

test('full dates by category, for the date picker', () => {
  expect(
    fullDatesByCategory([
      { date: '2026-12-02', categoryEnum: 'CDM', booked: 5, max: 5 },
      { date: '2026-12-01', categoryEnum: 'CDM', booked: 6, max: 5 },
      { date: '2026-12-01', categoryEnum: 'PDM', booked: 1, max: 5 },
      { date: '2026-12-01', categoryEnum: 'ADON', booked: 9, max: null },
    ]),
  ).toEqual({ CDM: ['2026-12-01', '2026-12-02'] });
});
