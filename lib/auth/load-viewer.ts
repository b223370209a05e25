import 'server-only';
import { db } from '@/lib/database/db';
import { systemClock } from '@/lib/clock';
import { endsEverySession, lastSeenStaleBefore, sessionVerdict } from '@/lib/domain/sessions';
import type { SessionClaims } from './session-token';
import { revokeSessions } from './revoke-sessions';
import { ROLE_ADMIN, type Viewer } from './viewer';

type SessionRow = {
  userId: string;
  createdAt: Date;
  revokedAt: Date | null;
  roleId: number;
  firstName: string | null;
  phoneNumber: string;
  status: string;
};

/**
 * Turns session claims into a Viewer from the database, not from the token: the session must be
 * live (not logged out, not expired) and the user active, so a logout, a blocked user or a demoted
 * admin loses access on their next request, whatever their cookie says.
 *
 * One statement per request: the session joined to its user, and lastSeenAt written in the same
 * statement only when it is more than a minute old (most requests write nothing).
 */
export async function loadViewer(claims: SessionClaims | null): Promise<Viewer | null> {
  if (!claims) return null;
  // Real time, not the injectable clock: a credential's age is real elapsed time, as for the
  // cookie's own expiry (tests pin the business clock months ahead with sessions of real logins).
  const now = systemClock.now();
  const [row] = await db.$queryRaw<SessionRow[]>`
    WITH touched AS (
      UPDATE "Session" SET "lastSeenAt" = ${now}
      WHERE id = ${claims.sid} AND "revokedAt" IS NULL AND "lastSeenAt" < ${lastSeenStaleBefore(now)}
      RETURNING id
    )
    SELECT s."userId", s."createdAt", s."revokedAt", u."roleId", u."firstName", u."phoneNumber", u.status::text AS status
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s.id = ${claims.sid}`;
  if (!row) return null;
  const verdict = sessionVerdict(
    {
      createdAt: row.createdAt,
      revokedAt: row.revokedAt,
      claimedUserId: claims.sub,
      userId: row.userId,
      userBlocked: row.status !== 'ACTIVE',
      claimedAdmin: claims.roleId === ROLE_ADMIN,
      isAdmin: row.roleId === ROLE_ADMIN,
    },
    now,
  );
  // Blocked or demoted in the database (nothing in the app does either today; Prisma Studio can):
  // every session of theirs ends now, so unblocking later does not bring old cookies back.
  if (endsEverySession(verdict)) await revokeSessions({ userId: row.userId });
  if (verdict !== 'valid') return null;
  return {
    id: row.userId,
    roleId: row.roleId,
    firstName: row.firstName,
    phoneNumber: row.phoneNumber,
    actingForUserId: row.roleId === ROLE_ADMIN ? (claims.actingForUserId ?? null) : null,
  };
}
