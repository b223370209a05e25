import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { revokedPrunedBefore, sessionsExpireBefore } from '@/lib/domain/sessions';

/**
 * Sessions nobody can use any more: expired (older than a session's lifetime) or revoked a day
 * ago. A rare batch (see pruneOldLoginRows), so a scan of this small table is acceptable.
 */
export async function pruneSessions(tx: Prisma.TransactionClient, now: Date): Promise<number> {
  const { count } = await tx.session.deleteMany({
    where: { OR: [{ createdAt: { lt: sessionsExpireBefore(now) } }, { revokedAt: { lt: revokedPrunedBefore(now) } }] },
  });
  return count;
}
