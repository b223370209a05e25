// changeDeliveryAddress: the coming deliveries of a suborder go to another of the customer's saved
// addresses from a day on (lib/domain/delivery-address.ts addressMovePlan: at the earliest the first
// day still before its cutoff). Each delivery keeps its own copy of the address, which the dispatch
// sheets read; the suborder keeps the address it was ordered to (its invoice, tax and charges).
// moveAllSubscriptions does the same for every subscription of a customer the address can take.
import 'server-only';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireSelfOrAdmin, requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import type { Prisma } from '@/lib/generated/prisma/client';
import { getConfigMap } from '@/lib/config/get-configurations';
import { addressSnapshotOf } from '@/lib/domain/address-snapshot';
import { dateToDay, formatDay, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import type { OrderStatus } from '@/lib/domain/order-status';
import { addressMovePlan, addressServesError } from '@/lib/domain/delivery-address';
import { parsePincodes } from '@/lib/domain/pincodes';
import { paymentStatusOf, type PaymentStatus } from '@/lib/domain/payment-status';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { planFactsOf } from './delivery-facts';
import { lockOrder, lockOrders } from './lock-order';
import { suborderInclude } from './order-include';
import { suborderView, type SuborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import type { SuborderChange } from './skip-delivery';

type Tx = Prisma.TransactionClient;
type Address = Prisma.AddressGetPayload<object>;
type Part = { id: string; suborderNo: string; categoryEnum: CategoryCode; placeOfSupply: string | null; repeatType: RepeatType; cancelledFrom: Date | null; order: { id: string; userId: string; orderNumber: string } };

/** The saved address, the customer's own and not removed; someone else's reads as not found. */
async function ownAddress(tx: Tx, userId: string, locationId: string): Promise<Address> {
  const address = await tx.address.findUnique({ where: { id: locationId } });
  if (!address || address.deletedAt || address.userId !== userId) throw notFound('Address');
  return address;
}

type DeliveryRow = { id: string; suborderId: string; deliveryDate: Date; status: OrderStatus; skippedAt: Date | null; locationId: string | null };

/** Reads the suborders' deliveries under their locks (the caller holds their orders' locks), in one query. */
async function lockedDeliveries(tx: Tx, suborderIds: string[]): Promise<DeliveryRow[]> {
  await tx.$queryRaw`SELECT id FROM "Suborder" WHERE id = ANY(${suborderIds}::text[]) ORDER BY id FOR UPDATE`;
  return tx.delivery.findMany({ where: { suborderId: { in: suborderIds } }, orderBy: { deliveryDate: 'asc' }, select: { id: true, suborderId: true, deliveryDate: true, status: true, skippedAt: true, locationId: true } });
}

/** What the move rules need besides the deliveries, read under the orders' locks. */
type MoveContext = { v: Viewer; now: Date; closedDates: readonly IsoDay[]; payments: ReadonlyMap<string, PaymentStatus> };

async function moveContext(tx: Tx, v: Viewer, now: Date, orderIds: string[]): Promise<MoveContext> {
  const [{ closedDates }, payments] = await Promise.all([readStoreStatus(now, tx), tx.payment.findMany({ where: { orderId: { in: orderIds } }, select: { orderId: true, status: true } })]);
  return { v, now, closedDates, payments: new Map(payments.map((p) => [p.orderId, p.status])) };
}

function planFor(rows: DeliveryRow[], part: Part, address: Address, from: IsoDay | null, c: MoveContext) {
  return addressMovePlan(
    rows.filter((d) => d.suborderId === part.id).map((d) => ({ id: d.id, deliveryDate: dateToDay(d.deliveryDate), status: d.status, skipped: d.skippedAt !== null, locationId: d.locationId })),
    address.id,
    from,
    { plan: planFactsOf(part), payment: paymentStatusOf(c.payments.has(part.order.id) ? { status: c.payments.get(part.order.id)! } : null), who: isAdmin(c.v) ? 'admin' : 'customer', now: c.now, closedDates: c.closedDates },
  );
}

/** Rewrites the moving deliveries' address and copy (one statement), then messages and audits each suborder moved. */
async function applyMoves(tx: Tx, v: Viewer, address: Address, moves: { part: Part; from: IsoDay; ids: string[] }[]): Promise<void> {
  await tx.delivery.updateMany({ where: { id: { in: moves.flatMap((m) => m.ids) } }, data: { locationId: address.id, locationSnapshot: addressSnapshotOf(address) } });
  for (const m of moves) {
    await recordPlanChange(tx, v, {
      action: 'changeDeliveryAddress',
      suborderId: m.part.id,
      order: m.part.order,
      note: { change: 'ADDRESS_CHANGED', from: m.from, address: address.title },
      data: { from: m.from, locationId: address.id, deliveryIds: m.ids },
    });
  }
}

const partSelect = { id: true, suborderNo: true, categoryEnum: true, placeOfSupply: true, repeatType: true, cancelledFrom: true, order: { select: { id: true, userId: true, orderNumber: true } } } as const;

export async function changeDeliveryAddress(viewer: Viewer | null, input: { suborderId: string; locationId: string; from: IsoDay | null }): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const part = await db.suborder.findUnique({ where: { id: input.suborderId }, select: partSelect });
  // Someone else's suborder is "not found", not "forbidden": ids must not be probeable.
  if (!part || (part.order.userId !== v.id && !isAdmin(v))) throw notFound('Suborder');
  const servicePins = parsePincodes((await getConfigMap()).pincodes);

  const message = await changeTransaction(async (tx) => {
    await lockOrder(tx, part.order.id);
    const address = await ownAddress(tx, part.order.userId, input.locationId);
    const refused = addressServesError(part.categoryEnum, address, part.placeOfSupply, servicePins);
    if (refused) throw badInput(refused, 'locationId');
    const plan = planFor(await lockedDeliveries(tx, [part.id]), part, address, input.from, await moveContext(tx, v, now, [part.order.id]));
    if ('error' in plan) throw badInput(plan.error, input.from ? 'from' : 'suborderId');
    await applyMoves(tx, v, address, [{ part, from: plan.from, ids: plan.move.map((d) => d.id) }]);
    const n = plan.move.length;
    return `${n} ${n === 1 ? 'delivery goes' : 'deliveries go'} to ${address.title} from ${formatDay(plan.from)}.`;
  });
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: input.suborderId }, include: suborderInclude });
  return { message, suborder: suborderView(suborder) };
}

export type MoveAllResult = { message: string; moved: number; suborders: SuborderView[] };

/**
 * Every subscription of the customer that still has coming deliveries moves to the address from
 * `from` (by default each one's first day still before its cutoff), in one transaction. A
 * subscription the address cannot take (meals to a PIN not served) or with nothing left to move is
 * left as it is, and the answer says which. Nothing to move at all is BAD_USER_INPUT.
 */
export async function moveAllSubscriptions(viewer: Viewer | null, input: { userId: string; locationId: string; from: IsoDay | null }): Promise<MoveAllResult> {
  const v = requireViewer(viewer);
  requireSelfOrAdmin(v, input.userId);
  const now = clock().now();
  const servicePins = parsePincodes((await getConfigMap()).pincodes);
  // A coarse first cut (a delivery still open from yesterday on); the rule decides under the locks.
  const candidates = await db.suborder.findMany({
    where: { order: { userId: input.userId }, repeatType: { not: 'NONE' }, deliveries: { some: { deliveryDate: { gte: new Date(now.getTime() - 86_400_000) }, skippedAt: null, status: { notIn: ['CANCELLED', 'DELIVERED'] } } } },
    orderBy: [{ createdAt: 'asc' }, { suborderNo: 'asc' }],
    select: partSelect,
  });
  const parts = candidates.filter((s) => purchaseModeOf(s.repeatType) === 'SUBSCRIBE');

  const result = await db.$transaction(
    async (tx) => {
      await lockOrders(tx, parts.map((p) => p.order.id));
      const address = await ownAddress(tx, input.userId, input.locationId);
      const rows = parts.length ? await lockedDeliveries(tx, parts.map((p) => p.id)) : [];
      const context = await moveContext(tx, v, now, parts.map((p) => p.order.id));
      const moves: { part: Part; from: IsoDay; ids: string[] }[] = [];
      const left: string[] = [];
      for (const part of parts) {
        const refused = addressServesError(part.categoryEnum, address, part.placeOfSupply, servicePins);
        const plan = refused ? { error: refused } : planFor(rows, part, address, input.from, context);
        if ('error' in plan) left.push(part.suborderNo);
        else moves.push({ part, from: plan.from, ids: plan.move.map((d) => d.id) });
      }
      if (moves.length === 0) throw badInput(`No subscription has deliveries that can move to ${address.title}.`, 'locationId');
      await applyMoves(tx, v, address, moves);
      const count = moves.reduce((n, m) => n + m.ids.length, 0);
      const lines = [`${count} ${count === 1 ? 'delivery goes' : 'deliveries go'} to ${address.title}.`];
      if (left.length) lines.push(`Not moved: ${left.join(', ')}.`);
      return { message: lines.join(' '), moved: count, suborderIds: moves.map((m) => m.part.id) };
    },
    // a message (and for an admin an audit entry) per subscription moved
    { timeout: 20_000 },
  );
  // Read after the commit, in the one shape orders are shown in.
  const suborders = await db.suborder.findMany({ where: { id: { in: result.suborderIds } }, orderBy: [{ createdAt: 'asc' }, { suborderNo: 'asc' }], include: suborderInclude });
  return { message: result.message, moved: result.moved, suborders: suborders.map(suborderView) };
}
