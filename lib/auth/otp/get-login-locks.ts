// What the admin's customer page shows about a person's logins: who must wait after wrong codes,
// until when, and how many in a row. Admins only.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { WHOLE_PHONE } from './policy';

export type LoginLockView = {
  /** the network the wrong codes came from (IPv4 address or IPv6 /64), or null for the phone as a whole */
  network: string | null;
  consecutiveFailures: number;
  /** ISO instant while a wait is on, else null */
  lockedUntil: string | null;
};

/** The failure counts of the user's phone that are not zero, waits first. */
export async function getLoginLocks(viewer: Viewer | null, userId: string): Promise<LoginLockView[]> {
  requireAdmin(viewer);
  const now = clock().now();
  const user = await db.user.findUnique({ where: { id: userId }, select: { phoneNumber: true } });
  if (!user) throw notFound('Customer');
  const rows = await db.loginGuard.findMany({
    where: { phoneNumber: user.phoneNumber, OR: [{ consecutiveFailures: { gt: 0 } }, { lockedUntil: { gt: now } }] },
    orderBy: [{ lockedUntil: { sort: 'desc', nulls: 'last' } }, { network: 'asc' }],
  });
  return rows.map((r) => ({
    network: r.network === WHOLE_PHONE ? null : r.network,
    consecutiveFailures: r.consecutiveFailures,
    lockedUntil: r.lockedUntil && r.lockedUntil > now ? r.lockedUntil.toISOString() : null,
  }));
}
