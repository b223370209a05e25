import { backoffWaitMs, loginWait, loginWaitMessage } from './login-backoff';

const b = { freeFailures: 5, firstWaitMs: 30_000, maxWaitMs: 24 * 3_600_000 };

test.each<[number, number]>([
  [0, 0],
  [4, 0],
  [5, 30_000],
  [6, 60_000],
  [7, 120_000],
  [10, 960_000],
  [16, 30_000 * 2 ** 11],
  [17, 24 * 3_600_000],
  [1_000_000, 24 * 3_600_000],
])('after %i consecutive wrong codes the wait is %i ms', (failures, wait) => {
  expect(backoffWaitMs(failures, b)).toBe(wait);
});

const now = new Date('2026-11-20T10:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

test.each<[string, Parameters<typeof loginWait>[0], Parameters<typeof loginWait>[1], ReturnType<typeof loginWait>]>([
  ['nothing recorded', null, null, null],
  ['the requester waits', { lockedUntil: inMs(5_000) }, null, { waitMs: 5_000, scope: 'requester' }],
  ["the requester's wait is over", { lockedUntil: inMs(-1) }, null, null],
  ['a stranger waits for the phone', { lockedUntil: null }, { lockedUntil: inMs(60_000) }, { waitMs: 60_000, scope: 'phone' }],
  ['a new network waits for the phone', null, { lockedUntil: inMs(60_000) }, { waitMs: 60_000, scope: 'phone' }],
  ["the owner's network is spared the phone's wait", { lockedUntil: null, lastSuccessAt: inMs(-30 * DAY) }, { lockedUntil: inMs(60_000) }, null],
  ['a network last used long ago is not', { lockedUntil: null, lastSuccessAt: inMs(-91 * DAY) }, { lockedUntil: inMs(60_000) }, { waitMs: 60_000, scope: 'phone' }],
  ["the owner's network still waits for its own wrong codes", { lockedUntil: inMs(2_000), lastSuccessAt: inMs(-DAY) }, { lockedUntil: inMs(60_000) }, { waitMs: 2_000, scope: 'requester' }],
])('%s', (_label, requester, phone, expected) => {
  expect(loginWait(requester, phone, now, 90 * DAY)).toEqual(expected);
});

test.each<[NonNullable<ReturnType<typeof loginWait>>, string]>([
  [{ waitMs: 29_500, scope: 'requester' }, 'Too many wrong codes. Please try again in 30 seconds.'],
  [{ waitMs: 3 * 3_600_000, scope: 'phone' }, 'Too many wrong codes have been tried for this number. Please try again in 3 hours, or contact support.'],
])('%j reads %s', (wait, message) => {
  expect(loginWaitMessage(wait)).toBe(message);
});
