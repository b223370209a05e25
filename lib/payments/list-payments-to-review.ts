import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { PAYMENT_STATUSES, awaitsReview } from '@/lib/domain/payment-status';
import { orderInclude } from '@/lib/orders/order-include';
import { orderView, type OrderView } from '@/lib/orders/order-view';

export const REVIEW_PAGE_SIZE = 20;

/** Payments whose proof waits for an admin's decision. */
const TO_REVIEW = PAYMENT_STATUSES.filter(awaitsReview);

/**
 * The review queue: orders whose payment proof waits for an admin, the longest-waiting first
 * (Payment.submittedAt), as OrderViews (the payment, its screenshot, the customer). Admins only.
 */
export async function listPaymentsToReview(viewer: Viewer | null, opts: { skip?: number; limit?: number } = {}): Promise<{ count: number; orders: OrderView[] }> {
  requireAdmin(viewer);
  const where = { payment: { status: { in: TO_REVIEW } } };
  const [count, orders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: orderInclude,
      // Payment (status, submittedAt) index; the order id breaks ties so pages never overlap.
      orderBy: [{ payment: { submittedAt: { sort: 'asc', nulls: 'first' } } }, { id: 'asc' }],
      skip: opts.skip ?? 0,
      take: Math.min(100, opts.limit ?? REVIEW_PAGE_SIZE),
    }),
  ]);
  return { count, orders: orders.map(orderView) };
}
