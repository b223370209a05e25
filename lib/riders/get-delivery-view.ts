// One delivery as the API's Delivery type shows it: read with its suborder, the way the order page
// reads it, so a rider's action answers with the same delivery the customer sees.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { suborderInclude } from '@/lib/orders/order-include';
import { suborderView, type DeliveryView } from '@/lib/orders/order-view';

/** Call only after the caller checked who may see it. */
export async function getDeliveryView(deliveryId: string): Promise<DeliveryView> {
  const suborder = await db.suborder.findFirst({ where: { deliveries: { some: { id: deliveryId } } }, include: suborderInclude });
  const delivery = suborder && suborderView(suborder).deliveries.find((d) => d.id === deliveryId);
  if (!delivery) throw notFound('Delivery');
  return delivery;
}
