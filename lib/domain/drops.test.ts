import { deliveredOnTime, failureLine, NOT_DELIVERED_REASON_FOR_CUSTOMER, parseOnTimeBy, proofLine, roadRates } from './drops';

const TODAY = '2026-12-03';
const NOW = new Date('2026-12-03T12:41:00+05:30');

test('the proof and the failure read the same everywhere, in Kolkata time', () => {
  expect(proofLine({ kind: 'CODE', at: NOW })).toBe('Code used at 12:41');
  expect(proofLine({ kind: 'PHOTO', at: new Date('2026-12-03T03:05:00Z') })).toBe('Photo at 08:35');
  expect(failureLine({ reason: 'NOT_HOME', note: ' gate locked ', at: NOW })).toBe('Not delivered at 12:41: Nobody at home (gate locked)');
  expect(failureLine({ reason: 'OTHER', note: null, at: NOW })).toBe('Not delivered at 12:41: Other');
});

test.each<[string, string | undefined, Date, boolean]>([
  ['by the default 13:00', undefined, new Date('2026-12-03T12:59:00+05:30'), true],
  ['at 13:00 exactly', '13:00', new Date('2026-12-03T13:00:30+05:30'), true],
  ['after it', '13:00', new Date('2026-12-03T13:01:00+05:30'), false],
  ['a later setting', '18:30', new Date('2026-12-03T17:00:00+05:30'), true],
  ['a bad setting falls back to 13:00', 'noon', new Date('2026-12-03T14:00:00+05:30'), false],
  ['the next day is never on time', '23:59', new Date('2026-12-04T00:10:00+05:30'), false],
])('deliveredOnTime: %s', (_name, setting, at, expected) => {
  expect(deliveredOnTime(TODAY, at, parseOnTimeBy(setting))).toBe(expected);
});

test('every reason the customer reads fits one SMS variable (30 characters)', () => {
  for (const text of Object.values(NOT_DELIVERED_REASON_FOR_CUSTOMER)) expect(text.length).toBeLessThanOrEqual(30);
});

test.each<[string, { delivered: number; onTime: number; missed: number }, { onTime: string; missed: string }]>([
  ['nothing yet', { delivered: 0, onTime: 0, missed: 0 }, { onTime: '–', missed: '–' }],
  ['all on time, none missed', { delivered: 4, onTime: 4, missed: 0 }, { onTime: '100%', missed: '0%' }],
  ['rounded', { delivered: 3, onTime: 2, missed: 1 }, { onTime: '67%', missed: '25%' }],
  ['only missed', { delivered: 0, onTime: 0, missed: 2 }, { onTime: '–', missed: '100%' }],
])('roadRates: %s', (_name, counts, expected) => {
  expect(roadRates(counts)).toEqual(expected);
});
