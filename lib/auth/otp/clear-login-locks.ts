// An admin lets a customer log in again at once: every wait and failure count of their phone is
// cleared (the networks it logs in from stay known). Audited on the customer's record.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';

export async function clearLoginLocks(viewer: Viewer | null, userId: string): Promise<{ cleared: number }> {
  const admin = requireAdmin(viewer);
  const now = clock().now();
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { phoneNumber: true } });
    if (!user) throw notFound('Customer');
    const waiting = await tx.loginGuard.count({ where: { phoneNumber: user.phoneNumber, lockedUntil: { gt: now } } });
    const { count } = await tx.loginGuard.updateMany({
      where: { phoneNumber: user.phoneNumber, OR: [{ consecutiveFailures: { gt: 0 } }, { lockedUntil: { not: null } }] },
      data: { consecutiveFailures: 0, lockedUntil: null },
    });
    await recordAudit(tx, admin, { action: 'clearLoginLock', entity: 'User', entityId: userId, subjectUserId: userId, data: { waiting, cleared: count } });
    return { cleared: count };
  });
}
