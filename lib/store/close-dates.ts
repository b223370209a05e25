// Closing kitchen days that already have deliveries booked: the admin chooses what
// happens to them, and everything (the closed dates, every delivery, the money, the messages, the
// audit) is one transaction, so the dispatch page of a closed day is empty the moment it commits.
//   MOVE:   a subscription delivery is skipped like a customer's skip (made up after its last one,
//           skip-deliveries.ts; a cancelled subscription's only before the day it was cancelled from,
//           else given back); a one-time delivery moves to the next open day with room.
//   CANCEL: each delivery is cancelled and credited like a skipped one-time delivery (taken off the
//           amount due, or a refund due and its credit note once paid).
import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { STORE_NAME } from '@/lib/site';
import { addDays, dateToDay, dayToDate, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { normalizeClosedDates, type StoreStatus } from '@/lib/domain/store-status';
import { OPEN_STATUSES, type OrderStatus } from '@/lib/domain/order-status';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import { dedupeKeys } from '@/lib/domain/notifications';
import { NEXT_ROOM_SEARCH_DAYS } from '@/lib/domain/capacity';
import { notify } from '@/lib/notifications/notify';
import { lockOrders } from '@/lib/orders/lock-order';
import { skipDeliveries } from '@/lib/orders/skip-deliveries';
import { rollUpSuborder } from '@/lib/orders/roll-up-suborder';
import { creditDeliveries } from '@/lib/payments/credit-deliveries';
import { findFullDays } from '@/lib/capacity/take-capacity';
import { suborderPortions } from '@/lib/capacity/read-capacity';
import { invalidateStore } from '@/lib/cache/catalog-cache';
import { readStoreStatus } from './read-store-status';

type Tx = Prisma.TransactionClient;

export const CLOSED_DATE_BOOKINGS = ['MOVE', 'CANCEL'] as const;
export type ClosedDateBookings = (typeof CLOSED_DATE_BOOKINGS)[number];

export type CloseDatesOutcome = { store: StoreStatus; moved: number; cancelled: number; messaged: number };

type Booked = {
  id: string;
  deliveryDate: IsoDay;
  suborderId: string;
  orderId: string;
  orderNumber: string;
  userId: string;
  repeatType: RepeatType;
  categoryEnum: CategoryCode;
  status: OrderStatus;
};

async function bookedOn(tx: Tx, days: readonly IsoDay[]): Promise<Booked[]> {
  const rows = await tx.delivery.findMany({
    where: { deliveryDate: { in: days.map(dayToDate) }, status: { in: [...OPEN_STATUSES] } },
    select: {
      id: true,
      deliveryDate: true,
      suborderId: true,
      suborder: { select: { orderId: true, repeatType: true, categoryEnum: true, status: true, order: { select: { orderNumber: true, userId: true } } } },
    },
    orderBy: [{ deliveryDate: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    deliveryDate: dateToDay(r.deliveryDate),
    suborderId: r.suborderId,
    orderId: r.suborder.orderId,
    orderNumber: r.suborder.order.orderNumber,
    userId: r.suborder.order.userId,
    repeatType: r.suborder.repeatType,
    categoryEnum: r.suborder.categoryEnum,
    status: r.suborder.status,
  }));
}

/** The next day after `day` the kitchen is open, the suborder has no delivery yet, and its portions fit. */
async function nextOpenDay(tx: Tx, d: Booked, closed: readonly IsoDay[], taken: Set<IsoDay>): Promise<IsoDay> {
  const portions = await suborderPortions(tx, d.suborderId);
  for (let i = 1; i <= NEXT_ROOM_SEARCH_DAYS; i++) {
    const day = addDays(d.deliveryDate, i);
    if (closed.includes(day) || taken.has(day)) continue;
    const full = await findFullDays(tx, [{ categoryEnum: d.categoryEnum, days: [day], portions }], closed);
    if (full.length === 0) return day;
  }
  throw badInput(`There is no open day with room for the delivery of order ${d.orderNumber}. Nothing was changed.`, 'dates');
}

/**
 * closeDates: an admin closes `dates` (added to the kitchen's closed dates) and decides what happens
 * to the deliveries booked on them: MOVE or CANCEL (see the top of this file). Each customer is
 * messaged once per delivery. Answers the store's status and what was done.
 */
export async function closeDates(viewer: Viewer | null, input: { dates: readonly string[]; bookings: ClosedDateBookings }): Promise<CloseDatesOutcome> {
  const v = requireAdmin(viewer);
  const now = clock().now();
  const today = kolkataToday(now);
  if (input.dates.length === 0) throw badInput('Choose at least one date to close.', 'dates');
  const asked = normalizeClosedDates(input.dates, today);
  if (!asked.ok) throw badInput(asked.message, 'dates');
  if (asked.dates.length === 0) throw badInput('Those dates have passed.', 'dates');
  const days = asked.dates;

  const outcome = await db.$transaction(
    async (tx) => {
      // The store row first (one admin's change at a time), then the orders, as everywhere.
      const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Store" ORDER BY id LIMIT 1 FOR UPDATE`;
      const before = await readStoreStatus(now, tx);
      const all = normalizeClosedDates([...before.closedDates, ...days], today);
      if (!all.ok) throw badInput(all.message, 'dates');
      const storeId = row
        ? (await tx.store.update({ where: { id: row.id }, data: { closedDates: all.dates.map(dayToDate) }, select: { id: true } })).id
        : (await tx.store.create({ data: { name: STORE_NAME, contactNumber: '', closedDates: all.dates.map(dayToDate) }, select: { id: true } })).id;

      const seen = await bookedOn(tx, days);
      await lockOrders(
        tx,
        seen.map((d) => d.orderId),
      );
      // Read again under the locks: what another admin or a customer's skip just committed. An order
      // placed meanwhile on those days (it checked the closed dates before this commit) is locked too.
      const booked = await bookedOn(tx, days);
      const late = booked.filter((d) => !seen.some((x) => x.orderId === d.orderId)).map((d) => d.orderId);
      if (late.length > 0) await lockOrders(tx, late);

      const told: { d: Booked; newDay: IsoDay | null }[] = [];
      const bySuborder = new Map<string, Booked[]>();
      for (const d of booked) bySuborder.set(d.suborderId, [...(bySuborder.get(d.suborderId) ?? []), d]);

      for (const [suborderId, list] of bySuborder) {
        const first = list[0];
        const ids = new Set(list.map((d) => d.id));
        if (input.bookings === 'MOVE' && purchaseModeOf(first.repeatType) === 'SUBSCRIBE') {
          // Like a skip: cancelled and made up after the last delivery (the closed days are already
          // written above, so the replacements never land on them).
          const skip = await skipDeliveries(tx, v, {
            orderId: first.orderId,
            suborderId,
            customerId: first.userId,
            choose: (deliveries) => deliveries.filter((x) => ids.has(x.id)),
            action: 'closeDates',
            field: 'dates',
            now,
          });
          list.forEach((d, i) => told.push({ d, newDay: skip.replacements[i] ?? null }));
        } else if (input.bookings === 'MOVE') {
          const existing = await tx.delivery.findMany({ where: { suborderId }, select: { deliveryDate: true } });
          const taken = new Set(existing.map((x) => dateToDay(x.deliveryDate)));
          for (const d of list) {
            const newDay = await nextOpenDay(tx, d, all.dates, taken);
            await tx.delivery.update({ where: { id: d.id }, data: { deliveryDate: dayToDate(newDay) } });
            taken.add(newDay);
            taken.delete(d.deliveryDate);
            told.push({ d, newDay });
          }
          await recordAudit(tx, v, { action: 'closeDates', entity: 'Suborder', entityId: suborderId, subjectUserId: first.userId, data: { moved: list.map((d) => d.id) } });
        } else {
          await tx.delivery.updateMany({ where: { id: { in: [...ids] } }, data: { status: 'CANCELLED' } });
          await creditDeliveries(tx, {
            orderId: first.orderId,
            deliveries: list.map((d) => ({ id: d.id, deliveryDate: d.deliveryDate })),
            byId: v.id,
            reason: 'Kitchen closed',
            kind: 'CLOSE_DAY',
          });
          await rollUpSuborder(tx, { id: suborderId, orderId: first.orderId, status: first.status });
          await recordAudit(tx, v, { action: 'closeDates', entity: 'Suborder', entityId: suborderId, subjectUserId: first.userId, data: { cancelled: list.map((d) => d.id) } });
          list.forEach((d) => told.push({ d, newDay: null }));
        }
      }

      for (const { d, newDay } of told) {
        await notify(tx, {
          userId: d.userId,
          kind: 'DELIVERY_MOVED',
          facts: { orderNumber: d.orderNumber, day: d.deliveryDate, ...(newDay ? { newDay } : {}) },
          orderId: d.orderId,
          dedupeKey: dedupeKeys.deliveryMoved(d.id, d.deliveryDate),
        });
      }
      const after = await readStoreStatus(now, tx);
      // a subscription's day with no room left in its plan's life is given back, not moved
      const moved = told.filter((x) => x.newDay).length;
      const cancelled = told.length - moved;
      await recordAudit(tx, v, { action: 'closeDates', entity: 'Store', entityId: storeId, data: { dates: days, bookings: input.bookings, moved, cancelled, from: before.closedDates, to: after.closedDates } });
      return { store: after, moved, cancelled, messaged: new Set(told.map((x) => x.d.userId)).size };
    },
    // A busy festival day is a few hundred deliveries, each a handful of writes.
    { timeout: 60_000, maxWait: 10_000 },
  );
  invalidateStore();
  return outcome;
}
