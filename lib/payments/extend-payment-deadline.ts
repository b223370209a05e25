import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { extendedDeadline, paymentDeadline } from '@/lib/domain/payment-deadline';
import { isPayable, paymentEventError, paymentStatusOf } from '@/lib/domain/payment-status';
import { lockOrder } from '@/lib/orders/lock-order';
import { paymentView, type PaymentView } from '@/lib/orders/order-view';

/**
 * An admin gives a customer `hours` more to pay an order (its id): from the current deadline, or
 * from now when that has passed. Only while money is still owed; audited.
 */
export async function extendPaymentDeadline(viewer: Viewer | null, orderId: string, hours: number): Promise<PaymentView> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { userId: true, orderNumber: true, totalPrice: true } });
  if (!order) throw notFound('Order');

  return db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const payment = await tx.payment.findUnique({ where: { orderId }, select: { status: true, dueAt: true, rejectedAt: true } });
    const status = paymentStatusOf(payment);
    // A paid or cancelled order has nothing left to pay by; the refusals are the payment's own.
    if (!payment || !isPayable(status)) throw badInput(paymentEventError(status, 'uploadProof') ?? 'This order has no payment to extend.', 'orderId');
    const now = clock().now();
    const from = paymentDeadline(payment);
    const dueAt = extendedDeadline(from, now, hours);
    const updated = await tx.payment.update({
      where: { orderId },
      data: { dueAt },
      include: { screenshot: { select: { id: true, storageKey: true, contentType: true } } },
    });
    await recordAudit(tx, v, {
      action: 'extendPaymentDeadline',
      entity: 'Order',
      entityId: orderId,
      subjectUserId: order.userId,
      data: { orderNumber: order.orderNumber, hours, from: from?.toISOString() ?? null, to: dueAt.toISOString() },
    });
    return paymentView(updated, order.totalPrice);
  });
}
