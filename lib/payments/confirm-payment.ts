import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { paymentAfter, paymentEventError, paymentStatusOf } from '@/lib/domain/payment-status';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { lockOrder } from '@/lib/orders/lock-order';
import type { StatusMessage } from '@/lib/orders/update-order-status';

/**
 * An admin marks an order (its id) as paid, after checking the screenshot or the bank statement;
 * the customer is told (PAYMENT_CONFIRMED) in the same transaction.
 */
export async function confirmPayment(viewer: Viewer | null, orderId: string): Promise<StatusMessage> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { userId: true, totalPrice: true, orderNumber: true } });
  if (!order) throw notFound('Order');

  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const payment = await tx.payment.findUnique({ where: { orderId }, select: { id: true, status: true } });
    const from = paymentStatusOf(payment);
    const refused = paymentEventError(from, 'confirm');
    if (refused) throw badInput(refused, 'orderId');
    const status = paymentAfter(from, 'confirm')!;
    const confirmedAt = clock().now();
    const paid = await tx.payment.upsert({
      where: { orderId },
      // An order made before payments were recorded gets its row now.
      create: { orderId, amount: order.totalPrice, status, confirmedById: v.id, confirmedAt },
      update: { status, confirmedById: v.id, confirmedAt },
      select: { amount: true },
    });
    await notify(tx, {
      userId: order.userId,
      kind: 'PAYMENT_CONFIRMED',
      facts: { orderNumber: order.orderNumber, amount: paid.amount },
      orderId,
      dedupeKey: dedupeKeys.paymentConfirmed(orderId),
    });
    await recordAudit(tx, v, { action: 'confirmPayment', entity: 'Order', entityId: orderId, subjectUserId: order.userId, data: { from } });
  });
  return { statusCode: 200, message: 'Payment confirmed' };
}
