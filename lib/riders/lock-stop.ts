// The drop a rider acts on, found the way a stranger cannot probe, and the other drops of its stop
// (same rider, day, customer and address: a meal and treats handed over together), locked.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { isAdmin, isRider, type Viewer } from '@/lib/auth/viewer';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { stopKeyOf } from '@/lib/domain/routes';
import { lockOrders } from '@/lib/orders/lock-order';
import { dropSelect, type DropRow } from './drop-row';

type Tx = Prisma.TransactionClient;

/**
 * The drop as its rider or an admin may see it. Anyone else (a customer, another rider) gets
 * NOT_FOUND, as for a delivery that does not exist: drops must not be probeable.
 */
export async function findDropFor(viewer: Viewer, deliveryId: string): Promise<DropRow> {
  const drop = await db.delivery.findUnique({ where: { id: deliveryId }, select: dropSelect });
  if (!drop || !(isAdmin(viewer) || (isRider(viewer) && drop.riderId === viewer.id))) throw notFound('Delivery');
  return drop;
}

const stopKey = (d: DropRow) => stopKeyOf(d.suborder.order.userId, readAddressSnapshot(d.locationSnapshot));

/**
 * Locks the drop's stop (orders, then deliveries, in id order) and reads it again under the locks:
 * the drop first, then its stop's other drops of the same rider that day.
 */
export async function lockStop(tx: Tx, drop: DropRow): Promise<{ drop: DropRow; others: DropRow[] }> {
  const sameDay = drop.riderId
    ? await tx.delivery.findMany({ where: { riderId: drop.riderId, deliveryDate: drop.deliveryDate, suborder: { order: { userId: drop.suborder.order.userId } } }, select: dropSelect })
    : [drop];
  const stop = sameDay.filter((d) => d.id === drop.id || stopKey(d) === stopKey(drop));
  await lockOrders(tx, stop.map((d) => d.suborder.orderId));
  const ids = stop.map((d) => d.id).sort();
  await tx.$queryRaw`SELECT id FROM "Delivery" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
  const fresh = await tx.delivery.findMany({ where: { id: { in: ids } }, select: dropSelect });
  const me = fresh.find((d) => d.id === drop.id);
  if (!me) throw notFound('Delivery');
  return { drop: me, others: fresh.filter((d) => d.id !== drop.id && d.riderId === me.riderId) };
}
