// setShipment: the admin sends a delivery by courier (treats to another state): which courier of
// the `couriers` setting and its airway bill number. The delivery goes out (ASSIGNED), the customer
// is sent the tracking link, and the order page shows it. A corrected AWB is told again.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { getConfigMap } from '@/lib/config/get-configurations';
import { dateToDay } from '@/lib/domain/calendar';
import { findCourier, parseCouriers, trackingUrl } from '@/lib/domain/couriers';
import { roadActions, whyNot } from '@/lib/domain/delivery-actions';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { lockOrder } from '@/lib/orders/lock-order';
import { roadFactsOf, dropSelect } from '@/lib/riders/drop-row';
import { getDeliveryView } from '@/lib/riders/get-delivery-view';

export async function setShipment(viewer: Viewer | null, input: { deliveryId: string; courier: string; awb: string }) {
  const v = requireAdmin(viewer);
  const couriers = parseCouriers((await getConfigMap()).couriers);
  const courier = findCourier(couriers, input.courier);
  if (!courier) {
    throw badInput(couriers.length ? `Choose one of the couriers in the settings: ${couriers.map((c) => c.name).join(', ')}.` : 'No couriers are set up yet: add them under Settings, Deliveries.', 'courier');
  }
  const found = await db.delivery.findUnique({ where: { id: input.deliveryId }, select: { suborder: { select: { orderId: true } } } });
  if (!found) throw notFound('Delivery');
  const link = trackingUrl(courier, input.awb);

  await db.$transaction(async (tx) => {
    await lockOrder(tx, found.suborder.orderId);
    await tx.$queryRaw`SELECT id FROM "Delivery" WHERE id = ${input.deliveryId} FOR UPDATE`;
    const d = await tx.delivery.findUniqueOrThrow({ where: { id: input.deliveryId }, select: dropSelect });
    const why = whyNot(roadActions(roadFactsOf(d), v, clock().now()).ship);
    if (why) throw badInput(why, 'deliveryId');
    await tx.delivery.update({ where: { id: d.id }, data: { status: 'ASSIGNED', courier: courier.name, awb: input.awb, trackingUrl: link, shippedAt: clock().now() } });
    await notify(tx, {
      userId: d.suborder.order.userId,
      kind: 'SHIPMENT_SENT',
      facts: { orderNumber: d.suborder.order.orderNumber, day: dateToDay(d.deliveryDate), courier: courier.name, awb: input.awb, trackingUrl: link },
      orderId: d.suborder.orderId,
      dedupeKey: dedupeKeys.shipmentSent(d.id, input.awb),
    });
    await recordAudit(tx, v, { action: 'setShipment', entity: 'Delivery', entityId: d.id, subjectUserId: d.suborder.order.userId, data: { from: d.status, courier: courier.name, awb: input.awb } });
  });
  return getDeliveryView(input.deliveryId);
}
