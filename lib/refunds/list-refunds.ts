// getRefunds: the admin's queue of refunds to UPI, oldest due first (the 30-day promise runs from
// then); paid ones newest first. Served by the (status, createdAt) index.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { RefundStatus } from '@/lib/generated/prisma/enums';
import { refundQueueItem, refundQueueSelect, type RefundQueueItem } from './refund-queue-view';

export type RefundList = { total: number; count: number; refunds: RefundQueueItem[] };

export async function listRefunds(viewer: Viewer | null, input: { status?: RefundStatus | null; skip?: number | null; limit?: number | null }): Promise<RefundList> {
  requireAdmin(viewer);
  const status = input.status ?? 'DUE';
  const where = { status };
  const [total, rows] = await Promise.all([
    db.refund.count({ where }),
    db.refund.findMany({
      where,
      select: refundQueueSelect,
      orderBy: status === 'DUE' ? [{ createdAt: 'asc' }, { id: 'asc' }] : [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: input.skip ?? 0,
      take: input.limit ?? 50,
    }),
  ]);
  const now = clock().now();
  return { total, count: total, refunds: rows.map((r) => refundQueueItem(r, now)) };
}
