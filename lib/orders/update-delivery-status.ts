import { db } from '@/lib/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { transitionError, type OrderStatus } from '@/lib/domain/order-status';
import { lockOrder } from './lock-order';
import type { StatusMessage } from './update-order-status';

/** An admin changes one delivery (a single date of a suborder), by the same transition table. */
export async function updateDeliveryStatus(viewer: Viewer | null, deliveryId: string, status: OrderStatus): Promise<StatusMessage> {
  const v = requireAdmin(viewer);
  const target = await db.delivery.findUnique({
    where: { id: deliveryId },
    select: { suborder: { select: { orderId: true, order: { select: { userId: true } } } } },
  });
  if (!target) throw notFound('Delivery');

  await db.$transaction(async (tx) => {
    await lockOrder(tx, target.suborder.orderId);
    const [row] = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status::text AS status FROM "Delivery" WHERE id = ${deliveryId} FOR UPDATE`;
    if (!row) throw notFound('Delivery');
    const refused = transitionError(row.status, status);
    if (refused) throw badInput(refused, 'status');
    await tx.delivery.update({ where: { id: deliveryId }, data: { status } });
    await recordAudit(tx, v, {
      action: 'updateDeliveryStatus',
      entity: 'Delivery',
      entityId: deliveryId,
      subjectUserId: target.suborder.order.userId,
      data: { from: row.status, to: status },
    });
  });
  return { statusCode: 200, message: `Delivery status updated to ${status}` };
}
