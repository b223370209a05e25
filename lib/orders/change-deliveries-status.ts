// Moving deliveries to a new status inside a caller's transaction: the one implementation behind
// updateDeliveryStatus (one delivery) and updateDeliveriesStatus (the dispatch page's selection).
// It takes the locks, checks every delivery against the transition table, writes, audits, and rolls
// finished suborders (and an order's payment) up, exactly as one change would.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dateToDay, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { deliveredTooEarlyError, transitionError, type OrderStatus } from '@/lib/domain/order-status';
import { clock } from '@/lib/clock';
import { dedupeKeys, deliveryMessageKind } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { lockOrders } from './lock-order';
import { rollUpSuborder } from './roll-up-suborder';
import { creditDeliveries } from '@/lib/payments/credit-deliveries';

type Tx = Prisma.TransactionClient;
type Reader = Pick<Tx, 'delivery'>;

/** A delivery and what it belongs to: enough to lock, check, name and audit it. */
export type DeliveryTarget = {
  id: string;
  deliveryDate: IsoDay;
  suborderId: string;
  suborderNo: string;
  orderId: string;
  orderNumber: string;
  /** the customer */
  userId: string;
};

/** The deliveries by id, in the order asked; an id that is not a delivery is NOT_FOUND. */
export async function loadDeliveryTargets(client: Reader, ids: readonly string[]): Promise<DeliveryTarget[]> {
  const rows = await client.delivery.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      deliveryDate: true,
      suborderId: true,
      suborder: { select: { suborderNo: true, orderId: true, order: { select: { orderNumber: true, userId: true } } } },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = byId.get(id);
    if (!r) throw notFound(ids.length === 1 ? 'Delivery' : `Delivery ${id}`);
    return {
      id,
      deliveryDate: dateToDay(r.deliveryDate),
      suborderId: r.suborderId,
      suborderNo: r.suborder.suborderNo,
      orderId: r.suborder.orderId,
      orderNumber: r.suborder.order.orderNumber,
      userId: r.suborder.order.userId,
    };
  });
}

export type DeliveriesChange = {
  /** every delivery with the status it had, in the order given */
  changed: { target: DeliveryTarget; from: OrderStatus }[];
  /** suborders whose deliveries are now all final, and what they became */
  rolledUp: { suborderId: string; suborderNo: string; from: OrderStatus; to: OrderStatus }[];
};

/**
 * Moves every target to `status` or, when one may not move, throws `refuse(target, why)` for the
 * first such target in the order given, before anything is written. Call it inside a transaction:
 * the caller's rollback is what makes a refusal leave nothing changed.
 */
export async function changeDeliveriesStatus(
  tx: Tx,
  viewer: Viewer,
  targets: readonly DeliveryTarget[],
  status: OrderStatus,
  opts: { action: string; refuse: (target: DeliveryTarget, why: string) => Error },
): Promise<DeliveriesChange> {
  // Locks in one direction everywhere (lock-order.ts): orders, then suborders, then deliveries,
  // each set in id order. Statuses are read under the locks: what another admin just committed.
  await lockOrders(
    tx,
    targets.map((t) => t.orderId),
  );
  const suborderIds = [...new Set(targets.map((t) => t.suborderId))].sort();
  const deliveryIds = [...new Set(targets.map((t) => t.id))].sort();
  const suborders = await tx.$queryRaw<{ id: string; status: OrderStatus }[]>`
    SELECT id, status::text AS status FROM "Suborder" WHERE id = ANY(${suborderIds}::text[]) ORDER BY id FOR UPDATE`;
  const rows = await tx.$queryRaw<{ id: string; status: OrderStatus }[]>`
    SELECT id, status::text AS status FROM "Delivery" WHERE id = ANY(${deliveryIds}::text[]) ORDER BY id FOR UPDATE`;
  const suborderStatus = new Map(suborders.map((s) => [s.id, s.status]));
  const deliveryStatus = new Map(rows.map((r) => [r.id, r.status]));

  const changed: DeliveriesChange['changed'] = [];
  const today = kolkataToday(clock().now());
  for (const target of targets) {
    const from = deliveryStatus.get(target.id);
    if (!from || !suborderStatus.has(target.suborderId)) throw notFound('Delivery');
    const refused = transitionError(from, status) ?? deliveredTooEarlyError(status, target.deliveryDate, today);
    if (refused) throw opts.refuse(target, refused);
    changed.push({ target, from });
  }

  await tx.delivery.updateMany({ where: { id: { in: deliveryIds } }, data: { status } });
  // A delivery that goes out or arrives tells its customer, once per delivery and status however
  // often (or from whichever page) the change is made.
  const kind = deliveryMessageKind(status);
  for (const { target, from } of changed) {
    if (kind) {
      await notify(tx, {
        userId: target.userId,
        kind,
        facts: { orderNumber: target.orderNumber, day: target.deliveryDate },
        orderId: target.orderId,
        dedupeKey: kind === 'DELIVERY_ASSIGNED' ? dedupeKeys.deliveryAssigned(target.id) : dedupeKeys.deliveryDelivered(target.id),
      });
    }
    await recordAudit(tx, viewer, {
      action: opts.action,
      entity: 'Delivery',
      entityId: target.id,
      subjectUserId: target.userId,
      data: { from, to: status },
    });
  }

  // Paid deliveries cancelled are given back (a refund and a credit note each), order by order.
  if (status === 'CANCELLED') {
    for (const orderId of [...new Set(changed.map((c) => c.target.orderId))].sort()) {
      const deliveries = changed.filter((c) => c.target.orderId === orderId).map((c) => ({ id: c.target.id, deliveryDate: c.target.deliveryDate }));
      await creditDeliveries(tx, { orderId, deliveries, byId: viewer.id, kind: 'ADMIN_CANCEL', reason: 'Cancelled delivery' });
    }
  }

  // A suborder whose deliveries are now all final follows them (suborderStatusAfterDeliveries);
  // one cancelled that way may cancel its order's unpaid payment.
  const after = await tx.delivery.findMany({ where: { suborderId: { in: suborderIds } }, select: { suborderId: true, status: true } });
  const rolledUp: DeliveriesChange['rolledUp'] = [];
  for (const suborderId of suborderIds) {
    const current = suborderStatus.get(suborderId)!;
    const inSuborder = changed.filter((c) => c.target.suborderId === suborderId);
    const { target } = inSuborder[inSuborder.length - 1];
    const statuses = after.filter((d) => d.suborderId === suborderId).map((d) => d.status);
    const next = await rollUpSuborder(tx, { id: suborderId, orderId: target.orderId, status: current }, statuses);
    if (!next) continue;
    await recordAudit(tx, viewer, {
      action: opts.action,
      entity: 'Suborder',
      entityId: suborderId,
      subjectUserId: target.userId,
      // the delivery whose change finished the suborder
      data: { from: current, to: next, deliveryId: target.id },
    });
    rolledUp.push({ suborderId, suborderNo: target.suborderNo, from: current, to: next });
  }
  return { changed, rolledUp };
}
