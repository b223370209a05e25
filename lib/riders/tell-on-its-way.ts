// A rider's drops go on the road: each open one becomes ASSIGNED (out for delivery) and its customer
// is told it is on its way, with the rider's first name and the delivery code to give at the door.
// Once per drop, however often a route is started or a drop added to a started route.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudits } from '@/lib/audit/record-audit';
import { dateToDay } from '@/lib/domain/calendar';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';

type Tx = Prisma.TransactionClient;

/** Call under the orders' locks (or after taking them); returns how many drops went out. */
export async function tellOnItsWay(tx: Tx, actor: Viewer, riderId: string, deliveryIds: readonly string[]): Promise<number> {
  if (deliveryIds.length === 0) return 0;
  const rider = await tx.user.findUniqueOrThrow({ where: { id: riderId }, select: { firstName: true } });
  const drops = await tx.delivery.findMany({
    where: { id: { in: [...deliveryIds] }, riderId, status: { in: ['NEW', 'SUBSCRIBED', 'ASSIGNED'] }, failedAt: null },
    orderBy: { routePosition: 'asc' },
    select: { id: true, status: true, deliveryDate: true, deliveryCode: true, suborder: { select: { orderId: true, order: { select: { orderNumber: true, userId: true } } } } },
  });
  const moving = drops.filter((d) => d.status !== 'ASSIGNED');
  await tx.delivery.updateMany({ where: { id: { in: moving.map((d) => d.id) } }, data: { status: 'ASSIGNED' } });
  for (const d of drops) {
    await notify(tx, {
      userId: d.suborder.order.userId,
      kind: 'DELIVERY_ASSIGNED',
      facts: { orderNumber: d.suborder.order.orderNumber, day: dateToDay(d.deliveryDate), rider: rider.firstName ?? undefined, code: d.deliveryCode ?? undefined },
      orderId: d.suborder.orderId,
      dedupeKey: dedupeKeys.deliveryAssigned(d.id),
    });
  }
  await recordAudits(
    tx,
    actor,
    moving.map((d) => ({ action: 'startRoute', entity: 'Delivery', entityId: d.id, subjectUserId: d.suborder.order.userId, data: { from: d.status, to: 'ASSIGNED', riderId } })),
  );
  return drops.length;
}
