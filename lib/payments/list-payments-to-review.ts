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

export type PaymentsToReview = {
  count: number;
  orders: OrderView[];
  /**
   * By order id: the other orders whose payment carries the same screenshot file (by its content
   * hash, UploadedImage.contentHash), for the queue to flag. Orders without one are left out.
   */
  sameScreenshotAs: Record<string, string[]>;
};

/**
 * The review queue: orders whose payment proof waits for an admin, the longest-waiting first
 * (Payment.submittedAt), as OrderViews (the payment, its screenshot, the customer), each with the
 * other orders its screenshot was also sent for. Admins only.
 */
export async function listPaymentsToReview(viewer: Viewer | null, opts: { skip?: number; limit?: number } = {}): Promise<PaymentsToReview> {
  requireAdmin(viewer);
  const where = { payment: { status: { in: TO_REVIEW } } };
  const [count, rows] = await Promise.all([
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
  const orders = rows.map(orderView);
  return { count, orders, sameScreenshotAs: await sameScreenshots(orders) };
}

/** Two queries for the page: the hashes of its screenshots, then every payment carrying one of them. */
async function sameScreenshots(orders: OrderView[]): Promise<Record<string, string[]>> {
  const imageIds = orders.flatMap((o) => (o.payment.screenshot ? [o.payment.screenshot.id] : []));
  if (imageIds.length === 0) return {};
  const images = await db.uploadedImage.findMany({ where: { id: { in: imageIds }, contentHash: { not: null } }, select: { id: true, contentHash: true } });
  const hashOf = new Map(images.map((i) => [i.id, i.contentHash!]));
  if (hashOf.size === 0) return {};
  const carriers = await db.payment.findMany({
    where: { screenshot: { contentHash: { in: [...new Set(hashOf.values())] } } },
    select: { orderId: true, order: { select: { orderNumber: true } }, screenshot: { select: { contentHash: true } } },
    orderBy: { createdAt: 'asc' },
  });
  const result: Record<string, string[]> = {};
  for (const o of orders) {
    const hash = o.payment.screenshot && hashOf.get(o.payment.screenshot.id);
    if (!hash) continue;
    const others = carriers.filter((c) => c.screenshot?.contentHash === hash && c.orderId !== o.id).map((c) => c.order.orderNumber);
    if (others.length) result[o.id] = others;
  }
  return result;
}
