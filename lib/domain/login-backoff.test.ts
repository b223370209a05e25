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

type Guards = Parameters<typeof loginWait>[0];
const guards = (g: Partial<Guards>): Guards => ({ network: null, device: null, trustedDevice: false, phone: null, ...g });

test.each<[string, Partial<Guards>, ReturnType<typeof loginWait>]>([
  ['nothing recorded', {}, null],
  ['the network waits for its own wrong codes', { network: { lockedUntil: inMs(5_000) } }, { waitMs: 5_000, scope: 'requester' }],
  ["the network's wait is over", { network: { lockedUntil: inMs(-1) } }, null],
  ['a stranger is slowed down by the phone', { network: { lockedUntil: null }, phone: { lockedUntil: inMs(60_000) } }, { waitMs: 60_000, scope: 'phone' }],
  ['a new network is slowed down by the phone', { phone: { lockedUntil: inMs(60_000) } }, { waitMs: 60_000, scope: 'phone' }],
  ["the owner's network is spared the phone's slow-down", { network: { lockedUntil: null, lastSuccessAt: inMs(-30 * DAY) }, phone: { lockedUntil: inMs(60_000) } }, null],
  ['a network last used long ago is not', { network: { lockedUntil: null, lastSuccessAt: inMs(-91 * DAY) }, phone: { lockedUntil: inMs(60_000) } }, { waitMs: 60_000, scope: 'phone' }],
  ["the owner's network still waits for its own wrong codes", { network: { lockedUntil: inMs(2_000), lastSuccessAt: inMs(-DAY) }, phone: { lockedUntil: inMs(60_000) } }, { waitMs: 2_000, scope: 'requester' }],
  // A device that logged in to the number before: only its own wrong codes count.
  ['a known device on a locked network and a slowed phone', { trustedDevice: true, network: { lockedUntil: inMs(DAY) }, phone: { lockedUntil: inMs(60_000) } }, null],
  ['a known device waits for its own wrong codes', { trustedDevice: true, device: { lockedUntil: inMs(30_000) }, network: { lockedUntil: inMs(DAY) } }, { waitMs: 30_000, scope: 'requester' }],
])('%s', (_label, g, expected) => {
  expect(loginWait(guards(g), now, 90 * DAY)).toEqual(expected);
});

test.each<[NonNullable<ReturnType<typeof loginWait>>, string]>([
  [{ waitMs: 29_500, scope: 'requester' }, 'Too many wrong codes. Please try again in 30 seconds.'],
  [{ waitMs: 15 * 60_000, scope: 'phone' }, 'Too many wrong codes have been tried for this number from other places. Please try again in 15 minutes, or log in from a device or network you used before.'],
])('%j reads %s', (wait, message) => {
  expect(loginWaitMessage(wait)).toBe(message);
});

// The phone's slow-down (policy.ts phoneBackoff): ten free, then from a second, doubling, never past 15 minutes.
test.each<[number, number]>([
  [9, 0],
  [10, 1_000],
  [13, 8_000],
  [19, 512_000],
  [20, 900_000],
  [10_000, 900_000],
])('the phone as a whole, after %i wrong codes from many networks, slows down by %i ms', (failures, wait) => {
  expect(backoffWaitMs(failures, { freeFailures: 10, firstWaitMs: 1_000, maxWaitMs: 15 * 60_000 })).toBe(wait);
});
