import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dateToDay } from '@/lib/domain/calendar';
import { transitionError, type OrderStatus } from '@/lib/domain/order-status';
import { dedupeKeys, deliveryMessageKind } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { lockOrder } from './lock-order';
import { rollUpSuborder } from './roll-up-suborder';
import type { StatusMessage } from './update-order-status';

/**
 * An admin changes one delivery (a single date of a suborder), by the same transition table. When
 * that leaves every delivery of the suborder final, the suborder follows (suborderStatusAfterDeliveries),
 * and a suborder cancelled that way can cancel the payment like updateOrderStatus does. A delivery
 * that goes out (ASSIGNED) or arrives (DELIVERED) tells the customer, once per delivery each.
 */
export async function updateDeliveryStatus(viewer: Viewer | null, deliveryId: string, status: OrderStatus): Promise<StatusMessage> {
  const v = requireAdmin(viewer);
  const target = await db.delivery.findUnique({
    where: { id: deliveryId },
    select: { suborderId: true, deliveryDate: true, suborder: { select: { suborderNo: true, orderId: true, order: { select: { userId: true, orderNumber: true } } } } },
  });
  if (!target) throw notFound('Delivery');
  const { suborderId } = target;
  const { orderId } = target.suborder;
  const subjectUserId = target.suborder.order.userId;

  const rolledUp = await db.$transaction(async (tx) => {
    // Lock order, then suborder, then delivery (lock-order.ts), and read each status under its lock.
    await lockOrder(tx, orderId);
    const [suborder] = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status::text AS status FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
    const [row] = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status::text AS status FROM "Delivery" WHERE id = ${deliveryId} FOR UPDATE`;
    if (!suborder || !row) throw notFound('Delivery');
    const refused = transitionError(row.status, status);
    if (refused) throw badInput(refused, 'status');
    await tx.delivery.update({ where: { id: deliveryId }, data: { status } });

    const kind = deliveryMessageKind(status);
    if (kind) {
      await notify(tx, {
        userId: subjectUserId,
        kind,
        facts: { orderNumber: target.suborder.order.orderNumber, day: dateToDay(target.deliveryDate) },
        orderId,
        dedupeKey: kind === 'DELIVERY_ASSIGNED' ? dedupeKeys.deliveryAssigned(deliveryId) : dedupeKeys.deliveryDelivered(deliveryId),
      });
    }
    await recordAudit(tx, v, {
      action: 'updateDeliveryStatus',
      entity: 'Delivery',
      entityId: deliveryId,
      subjectUserId,
      data: { from: row.status, to: status },
    });

    const next = await rollUpSuborder(tx, { id: suborderId, orderId, status: suborder.status });
    if (!next) return null;
    await recordAudit(tx, v, {
      action: 'updateDeliveryStatus',
      entity: 'Suborder',
      entityId: suborderId,
      subjectUserId,
      data: { from: suborder.status, to: next, deliveryId },
    });
    return next;
  });
  const message = `Delivery status updated to ${status}`;
  return { statusCode: 200, message: rolledUp ? `${message}; ${target.suborder.suborderNo} is now ${rolledUp}` : message };
}
