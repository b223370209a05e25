import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { systemClock } from '@/lib/clock';
import { revokedPrunedBefore, sessionsExpireBefore } from '@/lib/domain/sessions';

/**
 * Sessions nobody can use any more: expired (older than a session's lifetime) or revoked a day
 * ago. A rare batch (see pruneOldLoginRows), so a scan of this small table is acceptable. Real
 * time, as every session time (load-viewer.ts).
 */
export async function pruneSessions(tx: Prisma.TransactionClient, now: Date = systemClock.now()): Promise<number> {
  const { count } = await tx.session.deleteMany({
    where: { OR: [{ createdAt: { lt: sessionsExpireBefore(now) } }, { revokedAt: { lt: revokedPrunedBefore(now) } }] },
  });
  return count;
}
