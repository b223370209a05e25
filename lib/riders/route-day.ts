// A rider's day of drops inside a caller's transaction: read them, and number them in driving order
// (lib/domain/routes.ts). Drops already finished keep their places at the front, in the order they
// were done; the rest are ordered from the last one finished, or from the kitchen.
import 'server-only';
import { randomInt } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { orderRoute, parseLatLng, pointOf, stopKeyOf, type LatLng } from '@/lib/domain/routes';

type Tx = Prisma.TransactionClient;

export type RouteDrop = {
  id: string;
  status: string;
  stopKey: string;
  point: LatLng | null;
  zipCode: string | null;
  /** when it was delivered or missed, if it was */
  doneAt: Date | null;
  routePosition: number | null;
};

/** Every drop of the rider's day that is not cancelled (a missed drop stays on the route), in route order. */
export async function loadRouteDrops(tx: Tx, riderId: string, date: IsoDay): Promise<RouteDrop[]> {
  const rows = await tx.delivery.findMany({
    where: { riderId, deliveryDate: dayToDate(date), OR: [{ status: { not: 'CANCELLED' } }, { failedAt: { not: null } }] },
    orderBy: [{ routePosition: 'asc' }, { id: 'asc' }],
    select: { id: true, status: true, routePosition: true, deliveredAt: true, failedAt: true, locationSnapshot: true, suborder: { select: { order: { select: { userId: true } } } } },
  });
  return rows.map((r) => {
    const address = readAddressSnapshot(r.locationSnapshot);
    return {
      id: r.id,
      status: r.status,
      stopKey: stopKeyOf(r.suborder.order.userId, address),
      point: pointOf(address),
      zipCode: address?.zipCode ?? null,
      doneAt: r.status === 'DELIVERED' ? r.deliveredAt : r.failedAt,
      routePosition: r.routePosition,
    };
  });
}

/** Writes positions 1..n in the order given (one statement). */
export async function writePositions(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE "Delivery" d SET "routePosition" = o.position
    FROM unnest(${[...ids]}::text[]) WITH ORDINALITY AS o(id, position)
    WHERE d.id = o.id`;
}

/**
 * Orders the rider's day again: finished drops first in the order they were finished, then the rest
 * by nearest next stop from the last finished one (or from `kitchen`, the setting's text).
 */
export async function renumberRoute(tx: Tx, riderId: string, date: IsoDay, kitchen: string | undefined): Promise<void> {
  const drops = await loadRouteDrops(tx, riderId, date);
  const done = drops.filter((d) => d.doneAt).sort((a, b) => a.doneAt!.getTime() - b.doneAt!.getTime() || a.id.localeCompare(b.id));
  const open = drops.filter((d) => !d.doneAt);
  const start = done.findLast((d) => d.point)?.point ?? parseLatLng(kitchen);
  await writePositions(tx, [...done.map((d) => d.id), ...orderRoute(open, start)]);
}

/** A new 4-digit delivery code (from a secure source: the code is what proves the handover). */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
