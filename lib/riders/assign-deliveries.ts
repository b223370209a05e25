// assignDeliveries: the admin gives drops to a rider (or takes them back, riderId null) from the
// dispatch page, a whole PIN code at once or one by one. A drop takes the rest of its stop along
// (the same customer at the same address that day), gets its delivery code if it has none (shared
// by its stop), and every route it leaves or joins is ordered again. All or nothing.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_RIDER, type Viewer } from '@/lib/auth/viewer';
import { recordAudits } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { getConfigMap } from '@/lib/config/get-configurations';
import { dateToDay, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { roadActions, whyNot } from '@/lib/domain/delivery-actions';
import { stopKeyOf } from '@/lib/domain/routes';
import { countOf } from '@/lib/domain/plural';
import { lockOrders } from '@/lib/orders/lock-order';
import { newDeliveryCode, renumberRoute } from './route-day';
import { tellOnItsWay } from './tell-on-its-way';
import { roadFactsOf, dropSelect, type DropRow } from './drop-row';

export async function assignDeliveries(viewer: Viewer | null, input: { deliveryIds: string[]; riderId?: string | null }) {
  const v = requireAdmin(viewer);
  const riderId = input.riderId ?? null;
  const now = clock().now();
  const config = await getConfigMap();

  const count = await db.$transaction(async (tx) => {
    if (riderId) {
      const rider = await tx.user.findUnique({ where: { id: riderId }, select: { roleId: true, status: true, firstName: true } });
      if (!rider || rider.roleId !== ROLE_RIDER) throw notFound('Rider');
      if (rider.status !== 'ACTIVE') throw badInput(`${rider.firstName ?? 'This rider'} is switched off: switch them on first, or choose another rider.`, 'riderId');
    }
    const asked = await tx.delivery.findMany({ where: { id: { in: input.deliveryIds } }, select: dropSelect });
    if (asked.length !== new Set(input.deliveryIds).size) throw notFound(input.deliveryIds.length === 1 ? 'Delivery' : 'One of the deliveries');

    // The rest of each stop: the same customers' other drops of those days, to the same address.
    const days = [...new Set(asked.map((d) => d.deliveryDate.getTime()))].map((t) => new Date(t));
    const customers = [...new Set(asked.map((d) => d.suborder.order.userId))];
    const sameDays = await tx.delivery.findMany({
      where: { deliveryDate: { in: days }, suborder: { order: { userId: { in: customers } } } },
      select: dropSelect,
    });
    const keyOf = (d: DropRow) => `${dateToDay(d.deliveryDate)}|${stopKeyOf(d.suborder.order.userId, readAddressSnapshot(d.locationSnapshot))}`;
    const askedKeys = new Set(asked.map(keyOf));
    const askedIds = new Set(input.deliveryIds);
    // Asked drops must all be assignable; their stop's other drops come along when they can.
    const drops = sameDays.filter((d) => askedIds.has(d.id) || (askedKeys.has(keyOf(d)) && !whyNot(roadActions(roadFactsOf(d), v, now).assign)));

    // Riders' days first (reorderRoute takes the same lock), then orders, then deliveries.
    const riders = [...new Set([riderId, ...drops.map((d) => d.riderId)].filter((r): r is string => r !== null))].sort();
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ANY(${riders}::text[]) ORDER BY id FOR UPDATE`;
    await lockOrders(tx, drops.map((d) => d.suborder.orderId));
    const ids = drops.map((d) => d.id).sort();
    await tx.$queryRaw`SELECT id FROM "Delivery" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
    const current = await tx.delivery.findMany({ where: { id: { in: ids } }, select: dropSelect });
    for (const d of current) {
      const why = whyNot(roadActions(roadFactsOf(d), v, now).assign);
      if (why && askedIds.has(d.id)) throw badInput(`Nothing was assigned: ${d.suborder.suborderNo} on ${formatDay(dateToDay(d.deliveryDate))}: ${why}`, 'deliveryIds');
    }
    const moving = current.filter((d) => !whyNot(roadActions(roadFactsOf(d), v, now).assign) && d.riderId !== riderId);
    if (moving.length === 0) return 0;

    // Codes: one per stop, kept from a drop of the stop that has one.
    const codeOfStop = new Map<string, string>();
    for (const d of sameDays) if (d.deliveryCode && !codeOfStop.has(keyOf(d))) codeOfStop.set(keyOf(d), d.deliveryCode);
    for (const d of moving) {
      const key = keyOf(d);
      if (!codeOfStop.has(key)) codeOfStop.set(key, newDeliveryCode());
      await tx.delivery.update({
        where: { id: d.id },
        data: { riderId, routePosition: null, deliveryCode: d.deliveryCode ?? codeOfStop.get(key)! },
      });
    }
    await recordAudits(
      tx,
      v,
      moving.map((d) => ({ action: 'assignDeliveries', entity: 'Delivery', entityId: d.id, subjectUserId: d.suborder.order.userId, data: { from: d.riderId, to: riderId } })),
    );

    // Every route touched is ordered again (the one left closes its gap).
    const routes = new Map<string, { riderId: string; date: IsoDay }>();
    for (const d of moving) {
      for (const r of [d.riderId, riderId]) if (r) routes.set(`${r}|${dateToDay(d.deliveryDate)}`, { riderId: r, date: dateToDay(d.deliveryDate) });
    }
    for (const r of [...routes.values()].sort((a, b) => `${a.riderId}${a.date}`.localeCompare(`${b.riderId}${b.date}`))) {
      await renumberRoute(tx, r.riderId, r.date, config['kitchen.location']);
    }
    // A route already on the road: the new drops go out with it, and their customers are told.
    if (riderId) {
      const started = await tx.routeStart.findMany({ where: { riderId, date: { in: [...new Set(moving.map((d) => d.deliveryDate.getTime()))].map((t) => new Date(t)) } }, select: { date: true } });
      for (const s of started) await tellOnItsWay(tx, v, riderId, moving.filter((d) => d.deliveryDate.getTime() === s.date.getTime()).map((d) => d.id));
    }
    return moving.length;
  });

  const message =
    count === 0 ? 'Nothing to change: those deliveries are already there.' : riderId ? `${countOf(count, 'delivery', 'deliveries')} assigned.` : `${countOf(count, 'delivery', 'deliveries')} unassigned.`;
  return { statusCode: 200, message, count };
}
