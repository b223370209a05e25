import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { notify } from '@/lib/notifications/notify';
import { paymentChanged, type PaymentChanged } from './payment-changed';
import { transitionPayment } from './transition-payment';

/**
 * An admin refuses the proof a customer uploaded (the amount is wrong, the screenshot is someone
 * else's...): the payment goes back to waiting for the customer, who sees `reason` on the order and
 * payment pages and gets it by SMS, and may upload again (which clears the reason).
 */
export async function rejectPayment(viewer: Viewer | null, orderId: string, reason: string): Promise<PaymentChanged> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { orderNumber: true, userId: true } });
  if (!order) throw notFound('Order');

  return db.$transaction(async (tx) => {
    // A confirmation or a new upload at this moment goes first or after us (the order lock), and
    // the table decides on the status it left: only a proof waiting for review may be rejected.
    const t = await transitionPayment(tx, orderId, 'reject', {
      field: 'orderId',
      changes: { rejectionReason: reason, rejectedAt: clock().now(), rejectedById: v.id },
    });
    await recordAudit(tx, v, {
      action: 'rejectPayment',
      entity: 'Order',
      entityId: orderId,
      subjectUserId: order.userId,
      data: { from: t.from, reason },
    });
    await notify(tx, {
      userId: order.userId,
      kind: 'PAYMENT_REJECTED',
      facts: { orderNumber: order.orderNumber, amount: t.payment.amount, reason },
      // no dedupe key: a second rejection of a second proof is news to the customer too
      orderId,
    });
    return paymentChanged({ id: orderId, orderNumber: order.orderNumber }, t);
  });
}
