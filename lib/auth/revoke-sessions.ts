import 'server-only';
import { db } from '@/lib/database/db';
import { systemClock } from '@/lib/clock';

/**
 * Ends one session (logout) or every live session of a user (log out of all devices, blocked,
 * demoted). The cookie may live on in a browser; the row says it no longer counts. Returns how
 * many sessions were still live.
 */
export async function revokeSessions(which: { sessionId: string } | { userId: string }): Promise<number> {
  const where = 'sessionId' in which ? { id: which.sessionId } : { userId: which.userId };
  const { count } = await db.session.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: systemClock.now() } });
  return count;
}
