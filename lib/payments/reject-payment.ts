import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { notify } from '@/lib/notifications/notify';
import { lockOrder } from '@/lib/orders/lock-order';
import type { StatusMessage } from '@/lib/orders/update-order-status';
import { paymentAfter, paymentEventError, paymentStatusOf } from '@/lib/domain/payment-status';

/**
 * An admin refuses the proof a customer uploaded (the amount is wrong, the screenshot is someone
 * else's...): the payment goes back to waiting for the customer, who sees `reason` on the order and
 * payment pages and gets it by SMS, and may upload again (which clears the reason).
 */
export async function rejectPayment(viewer: Viewer | null, orderId: string, reason: string): Promise<StatusMessage> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { orderNumber: true, userId: true } });
  if (!order) throw notFound('Order');

  await db.$transaction(async (tx) => {
    // The lock confirmPayment and uploads take: a confirmation or a new upload at this moment goes
    // first or after us, and we decide on the status it left.
    await lockOrder(tx, orderId);
    const payment = await tx.payment.findUnique({ where: { orderId }, select: { id: true, status: true, amount: true } });
    const from = paymentStatusOf(payment);
    const status = paymentAfter(from, 'reject');
    // (an order without a payment row reads as 'required', which has no proof to reject)
    if (!status || !payment) throw badInput(paymentEventError(from, 'reject') ?? 'This payment cannot be changed.', 'orderId');
    await tx.payment.update({
      where: { orderId },
      data: { status, rejectionReason: reason, rejectedAt: clock().now(), rejectedById: v.id },
    });
    await recordAudit(tx, v, {
      action: 'rejectPayment',
      entity: 'Order',
      entityId: orderId,
      subjectUserId: order.userId,
      data: { from, reason },
    });
    await notify(tx, {
      userId: order.userId,
      kind: 'PAYMENT_REJECTED',
      facts: { orderNumber: order.orderNumber, amount: payment.amount, reason },
      // no dedupe key: a second rejection of a second proof is news to the customer too
      orderId,
    });
  });
  return { statusCode: 200, message: `Payment of ${order.orderNumber} rejected; the customer has been told why` };
}
