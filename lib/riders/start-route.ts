// startRoute: the rider sets off with today's drops. Their drops go out (ASSIGNED) and each
// customer is told, with the delivery code. Starting again later the same day changes nothing.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, forbidden } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isRider, type Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { dayToDate, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { lockOrders } from '@/lib/orders/lock-order';
import { tellOnItsWay } from './tell-on-its-way';
import { getRoute, type RouteView } from './get-route';

export async function startRoute(viewer: Viewer | null, input: { date?: IsoDay | null }): Promise<RouteView> {
  const v = requireViewer(viewer);
  if (!isRider(v)) throw forbidden('Only a rider starts their own route.');
  const now = clock().now();
  const today = kolkataToday(now);
  const date = input.date ?? today;
  if (date !== today) throw badInput('A route can be started on its own day only.', 'date');

  await db.$transaction(async (tx) => {
    const drops = await tx.delivery.findMany({ where: { riderId: v.id, deliveryDate: dayToDate(date) }, select: { id: true, suborder: { select: { orderId: true } } } });
    await lockOrders(tx, drops.map((d) => d.suborder.orderId));
    // The row is the lock between two taps of Start: the second finds it and sends nothing new.
    await tx.routeStart.upsert({ where: { riderId_date: { riderId: v.id, date: dayToDate(date) } }, create: { riderId: v.id, date: dayToDate(date), startedAt: now }, update: {} });
    await tellOnItsWay(tx, v, v.id, drops.map((d) => d.id));
  });
  return getRoute(v, { date });
}
