// When a login session still counts. The cookie only names a session; the Session row decides,
// so logging out, "log out of all devices", blocking and demoting take effect on the next request
// instead of when the cookie expires.

/** A session lasts this long from its login, whatever happens to its cookie (the cookie's own age). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** lastSeenAt is written at most this often per session: a request does not cost a write. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** Revoked rows are kept this long (support can see a logout happened), then pruned. */
export const REVOKED_KEPT_MS = 24 * 60 * 60 * 1000;

export type SessionFacts = {
  createdAt: Date;
  revokedAt: Date | null;
  /** the user the cookie names, and the one the row belongs to */
  claimedUserId: string;
  userId: string;
  userBlocked: boolean;
  /** the role the cookie was issued with, and the role the user has now */
  claimedAdmin: boolean;
  isAdmin: boolean;
};

export type SessionVerdict = 'valid' | 'revoked' | 'expired' | 'other-user' | 'blocked' | 'demoted';

/**
 * Whether a request may go on under this session. 'blocked' and 'demoted' end every session of
 * the user, not only this one (whoever changed the user in the database, app or Prisma Studio).
 */
export function sessionVerdict(s: SessionFacts, now: Date): SessionVerdict {
  if (s.userId !== s.claimedUserId) return 'other-user';
  if (s.revokedAt) return 'revoked';
  if (now.getTime() - s.createdAt.getTime() >= SESSION_LIFETIME_MS) return 'expired';
  if (s.userBlocked) return 'blocked';
  if (s.claimedAdmin && !s.isAdmin) return 'demoted';
  return 'valid';
}

/** Verdicts after which all of the user's sessions are revoked. */
export function endsEverySession(verdict: SessionVerdict): boolean {
  return verdict === 'blocked' || verdict === 'demoted';
}

/** A session whose lastSeenAt is older than this gets it written again. */
export function lastSeenStaleBefore(now: Date): Date {
  return new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
}

/** Sessions created before this have expired. */
export function sessionsExpireBefore(now: Date): Date {
  return new Date(now.getTime() - SESSION_LIFETIME_MS);
}

/** Revoked sessions older than this are pruned. */
export function revokedPrunedBefore(now: Date): Date {
  return new Date(now.getTime() - REVOKED_KEPT_MS);
}
