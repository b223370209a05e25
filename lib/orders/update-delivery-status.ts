import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { suborderStatusAfterDeliveries, transitionError, type OrderStatus } from '@/lib/domain/order-status';
import { lockOrder } from './lock-order';
import { cancelPaymentIfAllCancelled } from './cancel-payment-if-all-cancelled';
import type { StatusMessage } from './update-order-status';

/**
 * An admin changes one delivery (a single date of a suborder), by the same transition table. When
 * that leaves every delivery of the suborder final, the suborder follows (suborderStatusAfterDeliveries),
 * and a suborder cancelled that way can cancel the payment like updateOrderStatus does.
 */
export async function updateDeliveryStatus(viewer: Viewer | null, deliveryId: string, status: OrderStatus): Promise<StatusMessage> {
  const v = requireAdmin(viewer);
  const target = await db.delivery.findUnique({
    where: { id: deliveryId },
    select: { suborderId: true, suborder: { select: { suborderNo: true, orderId: true, order: { select: { userId: true } } } } },
  });
  if (!target) throw notFound('Delivery');
  const { suborderId } = target;
  const subjectUserId = target.suborder.order.userId;

  const rolledUp = await db.$transaction(async (tx) => {
    // Lock order, then suborder, then delivery (lock-order.ts), and read each status under its lock.
    await lockOrder(tx, target.suborder.orderId);
    const [suborder] = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status::text AS status FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
    const [row] = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status::text AS status FROM "Delivery" WHERE id = ${deliveryId} FOR UPDATE`;
    if (!suborder || !row) throw notFound('Delivery');
    const refused = transitionError(row.status, status);
    if (refused) throw badInput(refused, 'status');
    await tx.delivery.update({ where: { id: deliveryId }, data: { status } });
    await recordAudit(tx, v, {
      action: 'updateDeliveryStatus',
      entity: 'Delivery',
      entityId: deliveryId,
      subjectUserId,
      data: { from: row.status, to: status },
    });

    const deliveries = await tx.delivery.findMany({ where: { suborderId }, select: { status: true } });
    const next = suborderStatusAfterDeliveries(
      suborder.status,
      deliveries.map((d) => d.status),
    );
    if (next === suborder.status) return null;
    await tx.suborder.update({ where: { id: suborderId }, data: { status: next } });
    if (next === 'CANCELLED') await cancelPaymentIfAllCancelled(tx, target.suborder.orderId);
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
