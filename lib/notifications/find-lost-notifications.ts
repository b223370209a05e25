import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';

/**
 * Messages still QUEUED a while after they were recorded: their hand-over to the queue was lost (a
 * crash between the commit and the hand-over, a process without a queue). The send queue ignores a
 * message that already has a job waiting or running, so handing these over again is safe.
 */
export async function findLostNotifications(now: Date = clock().now(), { olderThanSeconds = 60, limit = 500 } = {}): Promise<string[]> {
  const rows = await db.notification.findMany({
    where: { status: 'QUEUED', createdAt: { lte: new Date(now.getTime() - olderThanSeconds * 1000) } },
    orderBy: { createdAt: 'asc' },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
