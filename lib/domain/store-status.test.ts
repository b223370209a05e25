import { addDays } from './calendar';
import { DEFAULT_CLOSED_MESSAGE, closedNotice, normalizeClosedDates, normalizeClosedMessage, orderingClosedError, upcomingClosedDates } from './store-status';

const TODAY = '2026-11-23';

test.each<[string, string | null, string]>([
  ['the admin message', 'Closed for Diwali, back on the 10th.', 'Closed for Diwali, back on the 10th.'],
  ['no message', null, DEFAULT_CLOSED_MESSAGE],
  ['only spaces', '   ', DEFAULT_CLOSED_MESSAGE],
])('closedNotice: %s', (_case, closedMessage, notice) => {
  expect(closedNotice({ closedMessage })).toBe(notice);
});

test.each<[string, boolean, string | null, string | null]>([
  ['open', true, 'ignored while open', null],
  ['closed with a message', false, 'Back on Monday.', 'The store is closed: Back on Monday.'],
  ['closed without one', false, null, `The store is closed: ${DEFAULT_CLOSED_MESSAGE}`],
])('orderingClosedError: %s', (_case, openStatus, closedMessage, error) => {
  expect(orderingClosedError({ openStatus, closedMessage, closedDates: [] })).toBe(error);
});

test.each<[string, string[], string[]]>([
  ['past days dropped, today kept', ['2026-11-22', '2026-11-23', '2026-12-25'], ['2026-11-23', '2026-12-25']],
  ['sorted and without repeats', ['2027-01-01', '2026-12-25', '2027-01-01'], ['2026-12-25', '2027-01-01']],
  ['nothing', [], []],
])('upcomingClosedDates: %s', (_case, dates, upcoming) => {
  expect(upcomingClosedDates(dates, TODAY)).toEqual(upcoming);
});

const sixtyOne = Array.from({ length: 61 }, (_, i) => addDays(TODAY, i));
test.each<[string, string[], { ok: true; dates: string[] } | { ok: false; message: string }]>([
  ['kept in order, past dropped', ['2026-12-31', '2026-11-01', '2026-12-25', '2026-12-25'], { ok: true, dates: ['2026-12-25', '2026-12-31'] }],
  ['a year ahead is fine', ['2027-11-24'], { ok: true, dates: ['2027-11-24'] }],
  ['a day more is not', ['2027-11-25'], { ok: false, message: 'Thu, 25 Nov 2027 is more than a year ahead. Closed dates can be set up to Wed, 24 Nov 2027.' }],
  ['not a date', ['2026-12-25', '25-12-2026'], { ok: false, message: '"25-12-2026" is not a date (use YYYY-MM-DD).' }],
  ['an impossible day', ['2027-02-29'], { ok: false, message: '"2027-02-29" is not a date (use YYYY-MM-DD).' }],
  ['60 dates', sixtyOne.slice(0, 60), { ok: true, dates: sixtyOne.slice(0, 60) }],
  ['61 dates', sixtyOne, { ok: false, message: 'At most 60 closed dates can be kept.' }],
  ['61 given, one of them past: 60 kept', [...sixtyOne.slice(0, 60), '2026-01-01'], { ok: true, dates: sixtyOne.slice(0, 60) }],
  ['empty list clears them', [], { ok: true, dates: [] }],
])('normalizeClosedDates: %s', (_case, dates, result) => {
  expect(normalizeClosedDates(dates, TODAY)).toEqual(result);
});

test.each<[string, string | null | undefined, string | null]>([
  ['trimmed', '  Back soon  ', 'Back soon'],
  ['empty', '', null],
  ['missing', undefined, null],
])('normalizeClosedMessage: %s', (_case, message, stored) => {
  expect(normalizeClosedMessage(message)).toBe(stored);
});
