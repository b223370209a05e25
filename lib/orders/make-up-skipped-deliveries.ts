// The subscription policy of a skip (skip-deliveries.ts): a subscription keeps every meal paid for,
// so each skipped delivery gets a replacement after the suborder's last one (and after a pause),
// never on a closed day. A cancelled subscription ends where it was cancelled: only what fits before
// that day is made up; the caller gives the rest back.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { cutoffDay } from '@/lib/domain/delivery-dates';
import { latestDay, replacementDates, scheduleWeekdays } from '@/lib/domain/delivery-changes';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { RepeatType } from '@/lib/domain/repeat';
import type { CategoryCode } from '@/lib/domain/categories';
import { badInput } from '@/lib/errors';
import { findFullDays } from '@/lib/capacity/take-capacity';
import { suborderPortions } from '@/lib/capacity/read-capacity';

// Each retry passes over the full days found; a fully booked month gives up with a message.
const MAX_CAPACITY_RETRIES = 8;

/**
 * Adds one replacement delivery per skipped one and answers their dates, in the order skipped: all
 * of them, or for a cancelled plan the first ones that fit before its end (the rest get none).
 */
export async function makeUpSkippedDeliveries(
  tx: Prisma.TransactionClient,
  skip: {
    suborder: { id: string; status: OrderStatus; repeatType: RepeatType; repeatInfo: string; categoryEnum: CategoryCode; cancelledFrom: IsoDay | null };
    /** every delivery of the suborder, by date, as read under its lock */
    deliveries: { id: string; deliveryDate: IsoDay; replacesDeliveryId: string | null }[];
    skipped: { id: string }[];
    pauseEnd?: IsoDay;
    now: Date;
  },
): Promise<IsoDay[]> {
  const { suborder, deliveries, skipped, now } = skip;
  const { closedDates } = await readStoreStatus(now, tx);
  const dates = deliveries.map((d) => d.deliveryDate);
  const life = suborder.cancelledFrom ? dates.filter((d) => d < suborder.cancelledFrom!) : dates;
  const portions = await suborderPortions(tx, suborder.id);
  // A skipped day whose items were changed is made up with its own portions (changeDeliveryItems).
  const own = new Map((await tx.delivery.findMany({ where: { id: { in: skipped.map((d) => d.id) }, portions: { not: null } }, select: { id: true, portions: true } })).map((d) => [d.id, d.portions!]));
  // A replacement takes capacity like a booking: a full day is passed over as if closed, and the
  // schedule is worked out again (the locks taken stay until the skip commits).
  const unavailable = [...closedDates];
  let replacements: IsoDay[] = [];
  for (let attempt = 0; attempt < MAX_CAPACITY_RETRIES; attempt++) {
    replacements = replacementDates({
      weekdays: scheduleWeekdays(suborder, deliveries.filter((d) => !d.replacesDeliveryId).map((d) => d.deliveryDate)),
      taken: dates,
      closedDates: unavailable,
      // After the last delivery of any status (one row per date) within the plan's life, after a
      // pause, never before the day that can still be prepared for; a cancelled plan: before its end.
      after: latestDay(life.at(-1), skip.pauseEnd, cutoffDay(now)),
      count: skipped.length,
      before: suborder.cancelledFrom,
    });
    const wants = replacements.map((day, i) => ({ categoryEnum: suborder.categoryEnum, days: [day], portions: own.get(skipped[i].id) ?? portions }));
    const full = await findFullDays(tx, wants, closedDates);
    if (full.length === 0) break;
    unavailable.push(...full.map((f) => f.day));
    if (attempt === MAX_CAPACITY_RETRIES - 1) throw badInput('The kitchen is fully booked on every day this delivery could be made up on. Please try again later or ask us.', 'deliveryId');
  }
  // A replacement is as open as its suborder: SUBSCRIBED (or ASSIGNED if an admin assigned it all).
  // A make-up day goes where the subscription goes now: the address of its last delivery.
  const last = await tx.delivery.findFirstOrThrow({ where: { suborderId: suborder.id }, orderBy: { deliveryDate: 'desc' }, select: { locationId: true, locationSnapshot: true } });
  const madeUp = skipped.slice(0, replacements.length);
  if (madeUp.length === 0) return [];
  await tx.delivery.createMany({
    data: madeUp.map((d, i) => ({
      suborderId: suborder.id,
      deliveryDate: dayToDate(replacements[i]),
      status: suborder.status,
      replacesDeliveryId: d.id,
      locationId: last.locationId,
      // a NOT NULL jsonb column: never JSON null
      locationSnapshot: last.locationSnapshot as Prisma.InputJsonValue,
    })),
  });
  // A skipped day whose items were changed (changeDeliveryItems) is made up with the same items.
  await tx.$executeRaw`
    INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn)
    SELECT gen_random_uuid()::text, r.id, i."menuItemId", i."variantId", i.name, i."unitType", i.unit, i.price, i.quantity, i."gstRate", i.hsn
    FROM "DeliveryItem" i JOIN "Delivery" r ON r."replacesDeliveryId" = i."deliveryId"
    WHERE i."deliveryId" = ANY(${madeUp.map((d) => d.id)}::text[])`;
  await tx.$executeRaw`
    UPDATE "Delivery" r SET portions = s.portions FROM "Delivery" s
    WHERE r."replacesDeliveryId" = s.id AND s.id = ANY(${madeUp.map((d) => d.id)}::text[]) AND s.portions IS NOT NULL`;
  return replacements;
}

/**
 * A skip undone (unskipDelivery, resumeSubscription): the skipped day takes its slot back from its
 * make-up day, which is about to go, with what the make-up day brings. Its items may have been
 * changed since (changeDeliveryItems on it and later days), and the order is charged for the slot
 * as it brings them now: the day back on brings the same, so undoing the skip changes no money.
 * Returns each day's portions now, for the kitchen's capacity.
 */
export async function takeBackFromMakeUps(tx: Prisma.TransactionClient, skippedIds: readonly string[]): Promise<Map<string, number | null>> {
  const ids = [...skippedIds];
  if (ids.length > 0) {
    await tx.$executeRaw`
      DELETE FROM "DeliveryItem" i WHERE i."deliveryId" = ANY(${ids}::text[])
        AND EXISTS (SELECT 1 FROM "Delivery" r WHERE r."replacesDeliveryId" = i."deliveryId")`;
    await tx.$executeRaw`
      INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn)
      SELECT gen_random_uuid()::text, r."replacesDeliveryId", i."menuItemId", i."variantId", i.name, i."unitType", i.unit, i.price, i.quantity, i."gstRate", i.hsn
      FROM "DeliveryItem" i JOIN "Delivery" r ON r.id = i."deliveryId"
      WHERE r."replacesDeliveryId" = ANY(${ids}::text[])`;
    await tx.$executeRaw`
      UPDATE "Delivery" d SET portions = r.portions FROM "Delivery" r
      WHERE r."replacesDeliveryId" = d.id AND d.id = ANY(${ids}::text[]) AND r.portions IS NOT NULL`;
  }
  const rows = await tx.delivery.findMany({ where: { id: { in: ids } }, select: { id: true, portions: true } });
  return new Map(rows.map((d) => [d.id, d.portions]));
}
