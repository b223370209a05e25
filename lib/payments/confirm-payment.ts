import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { paymentChanged, type PaymentChanged } from './payment-changed';
import { transitionPayment } from './transition-payment';

// The invoice is issued in the confirming transaction, numbered under its series' counter lock:
// confirmations at once wait for each other there while holding their connections, so one may wait
// longer than Prisma's default 2 s for a connection (50 at once on a pool of 5: issue-invoices.db.test.ts).
const CONFIRM_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

/**
 * An admin marks an order (its id) as paid, after checking the screenshot or the bank statement;
 * the customer is told (PAYMENT_CONFIRMED) in the same transaction.
 */
export async function confirmPayment(viewer: Viewer | null, orderId: string): Promise<PaymentChanged> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { userId: true, orderNumber: true } });
  if (!order) throw notFound('Order');

  return db.$transaction(async (tx) => {
    const t = await transitionPayment(tx, orderId, 'confirm', { field: 'orderId', changes: { confirmedById: v.id, confirmedAt: clock().now() } });
    await notify(tx, {
      userId: order.userId,
      kind: 'PAYMENT_CONFIRMED',
      facts: { orderNumber: order.orderNumber, amount: t.payment.amount },
      orderId,
      dedupeKey: dedupeKeys.paymentConfirmed(orderId),
    });
    await recordAudit(tx, v, { action: 'confirmPayment', entity: 'Order', entityId: orderId, subjectUserId: order.userId, data: { from: t.from } });
    return paymentChanged({ id: orderId, orderNumber: order.orderNumber }, t);
  }, CONFIRM_TRANSACTION);
}
