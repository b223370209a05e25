import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { dateToDay, kolkataToday } from '@/lib/domain/calendar';
import { ORDER_STATUSES, deliveredTooEarlyError, isFinalStatus, transitionError, type OrderStatus } from '@/lib/domain/order-status';
import { dedupeKeys, deliveryMessageKind, deliveryToTellAbout } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { lockOrder } from './lock-order';
import { cancelPaymentIfAllCancelled } from '@/lib/payments/cancel-payment-if-all-cancelled';
import { creditDeliveries } from '@/lib/payments/credit-deliveries';

/** What a change did, in a sentence for the admin who made it (the API adds its statusCode, in graphql/). */
export type StatusChange = { message: string };

/** The API's `{ statusCode, message }`, still returned by confirmPayment and rejectPayment. */
export type StatusMessage = StatusChange & { statusCode: number };

export const FINAL_STATUSES = ORDER_STATUSES.filter(isFinalStatus);

/**
 * An admin moves a suborder (its id) to `status`, following the one transition table; its deliveries
 * that are not final yet move with it (a delivered one stays delivered). When that leaves every
 * suborder of the order cancelled, an unpaid payment is cancelled too; a paid one gets back what the
 * cancelled deliveries were charged (a refund and a credit note each). Going out (ASSIGNED) or
 * arriving (DELIVERED) tells the customer about today's delivery only (deliveryToTellAbout).
 */
export async function updateOrderStatus(viewer: Viewer | null, suborderId: string, status: OrderStatus): Promise<StatusChange> {
  const v = requireAdmin(viewer);
  const target = await db.suborder.findUnique({ where: { id: suborderId }, select: { orderId: true, order: { select: { userId: true, orderNumber: true } } } });
  if (!target) throw notFound('Order');

  await db.$transaction(async (tx) => {
    await lockOrder(tx, target.orderId);
    // Read under the lock: the status another admin just committed, not the one we saw before.
    const [row] = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status::text AS status FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
    if (!row) throw notFound('Order');
    const refused = transitionError(row.status, status);
    if (refused) throw badInput(refused, 'status');

    await tx.suborder.update({ where: { id: suborderId }, data: { status } });
    const moving = await tx.delivery.findMany({ where: { suborderId, status: { notIn: FINAL_STATUSES } }, select: { id: true, deliveryDate: true } });
    // A whole suborder is delivered only once its last open delivery's day has come.
    const today = kolkataToday(clock().now());
    const early = moving.map((d) => deliveredTooEarlyError(status, dateToDay(d.deliveryDate), today)).find(Boolean);
    if (early) throw badInput(`${early} Mark the deliveries that have arrived one by one on the dispatch page.`, 'status');
    await tx.delivery.updateMany({ where: { id: { in: moving.map((d) => d.id) } }, data: { status } });
    const kind = deliveryMessageKind(status);
    const told = kind && deliveryToTellAbout(moving.map((d) => ({ id: d.id, deliveryDate: dateToDay(d.deliveryDate) })), kolkataToday(clock().now()));
    if (kind && told) {
      await notify(tx, {
        userId: target.order.userId,
        kind,
        facts: { orderNumber: target.order.orderNumber, day: told.deliveryDate },
        orderId: target.orderId,
        dedupeKey: kind === 'DELIVERY_ASSIGNED' ? dedupeKeys.deliveryAssigned(told.id) : dedupeKeys.deliveryDelivered(told.id),
      });
    }
    if (status === 'CANCELLED') {
      // A paid order gets back what the cancelled deliveries were charged: a refund and its credit note each.
      await creditDeliveries(tx, { orderId: target.orderId, deliveries: moving.map((d) => ({ id: d.id, deliveryDate: dateToDay(d.deliveryDate) })), byId: v.id, kind: 'ADMIN_CANCEL', reason: 'Cancelled delivery' });
      await cancelPaymentIfAllCancelled(tx, target.orderId);
    }
    await recordAudit(tx, v, {
      action: 'updateOrderStatus',
      entity: 'Suborder',
      entityId: suborderId,
      subjectUserId: target.order.userId,
      data: { from: row.status, to: status },
    });
  });
  return { message: `Order status updated to ${status}` };
}
