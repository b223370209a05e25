import {
  SESSION_LIFETIME_MS,
  endsEverySession,
  lastSeenStaleBefore,
  revokedPrunedBefore,
  sessionVerdict,
  sessionsExpireBefore,
  type SessionFacts,
  type SessionVerdict,
} from './sessions';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const base: SessionFacts = { createdAt: ago(1000), revokedAt: null, claimedUserId: 'u1', userId: 'u1', userBlocked: false, claimedAdmin: false, isAdmin: false };

test.each<[string, Partial<SessionFacts>, SessionVerdict, boolean]>([
  ['a fresh customer session', {}, 'valid', false],
  ['an admin still an admin', { claimedAdmin: true, isAdmin: true }, 'valid', false],
  ['a customer promoted since login (the role is read from the database)', { isAdmin: true }, 'valid', false],
  ['one millisecond short of 30 days', { createdAt: ago(SESSION_LIFETIME_MS - 1) }, 'valid', false],
  ['30 days old', { createdAt: ago(SESSION_LIFETIME_MS) }, 'expired', false],
  ['logged out', { revokedAt: ago(10) }, 'revoked', false],
  ['logged out and also expired: revoked first', { revokedAt: ago(10), createdAt: ago(SESSION_LIFETIME_MS + 1) }, 'revoked', false],
  ['the row belongs to someone else', { userId: 'u2' }, 'other-user', false],
  ['the user is blocked', { userBlocked: true }, 'blocked', true],
  ['an admin demoted to customer', { claimedAdmin: true, isAdmin: false }, 'demoted', true],
  ['blocked and demoted: blocked', { userBlocked: true, claimedAdmin: true }, 'blocked', true],
  ['a revoked session of a blocked user is just revoked', { revokedAt: ago(10), userBlocked: true }, 'revoked', false],
])('%s', (_case, facts, verdict, endsAll) => {
  expect(sessionVerdict({ ...base, ...facts }, NOW)).toBe(verdict);
  expect(endsEverySession(verdict)).toBe(endsAll);
});

test('lastSeenAt is written again after a minute, expiry and pruning count from now', () => {
  expect(lastSeenStaleBefore(NOW).toISOString()).toBe('2026-11-23T11:59:00.000Z');
  expect(sessionsExpireBefore(NOW).toISOString()).toBe('2026-10-24T12:00:00.000Z');
  expect(revokedPrunedBefore(NOW).toISOString()).toBe('2026-11-22T12:00:00.000Z');
});
