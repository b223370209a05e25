// Reading capacity: each category's limits and the portions booked per day, straight from the
// deliveries (not a stored counter), so a skip, a pause, a cancellation or an expiry frees capacity
// in its own transaction without anything else to keep in step.
import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dateToDay, dayToDate, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import type { CapacityLimits } from '@/lib/domain/capacity';

type Client = Prisma.TransactionClient | typeof db;

export type CategoryLimits = { categoryId: string; categoryEnum: CategoryCode; title: string; limits: CapacityLimits };

/** Every category's limits, with its overrides from `from` to `to`. */
export async function readLimits(client: Client, from: IsoDay, to: IsoDay): Promise<Map<CategoryCode, CategoryLimits>> {
  const categories = await client.category.findMany({
    select: {
      id: true,
      categoryEnum: true,
      title: true,
      maxPortionsPerDay: true,
      capacityOverrides: { where: { date: { gte: dayToDate(from), lte: dayToDate(to) } }, select: { date: true, max: true } },
    },
    orderBy: { sortOrder: 'asc' },
  });
  return new Map(
    categories.map((c) => [
      c.categoryEnum,
      {
        categoryId: c.id,
        categoryEnum: c.categoryEnum,
        title: c.title,
        limits: { maxPerDay: c.maxPortionsPerDay, overrides: new Map(c.capacityOverrides.map((o) => [dateToDay(o.date), o.max])) },
      },
    ]),
  );
}

export const bookedKey = (categoryEnum: CategoryCode, day: IsoDay) => `${categoryEnum}|${day}`;

/**
 * Portions booked per category and day from `from` to `to`: the day's own items when they were
 * changed (DeliveryItem), otherwise its suborder's enabled items' variant quantities, of every delivery that is not cancelled (delivered ones were cooked). The ("deliveryDate",
 * status) index finds the days' deliveries; the rest are primary-key and foreign-key lookups.
 */
export async function bookedPortions(client: Client, from: IsoDay, to: IsoDay, categories?: readonly CategoryCode[]): Promise<Map<string, number>> {
  const only = categories ? [...categories] : null;
  const rows = await client.$queryRaw<{ day: string; cat: CategoryCode; booked: number }[]>`
    SELECT to_char(d."deliveryDate", 'YYYY-MM-DD') AS day, s."categoryEnum"::text AS cat, COALESCE(SUM(p.portions), 0)::int AS booked
    FROM "Delivery" d
    JOIN "Suborder" s ON s.id = d."suborderId"
    -- a day's own items when they were changed (DeliveryItem), else its suborder's enabled items
    CROSS JOIN LATERAL (
      SELECT COALESCE(
        (SELECT SUM(di.quantity) FROM "DeliveryItem" di WHERE di."deliveryId" = d.id),
        (SELECT SUM(v.quantity) FROM "OrderItem" i JOIN "OrderItemVariant" v ON v."orderItemId" = i.id WHERE i."suborderId" = s.id AND i.enable)
      ) AS portions
    ) p
    WHERE d."deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date
      AND d.status <> 'CANCELLED'
      AND (${only}::text[] IS NULL OR s."categoryEnum"::text = ANY(${only}::text[]))
    GROUP BY 1, 2`;
  return new Map(rows.map((r) => [bookedKey(r.cat, r.day), r.booked]));
}

/** The portions one delivery of a suborder carries (its enabled items' variant quantities). */
export async function suborderPortions(client: Client, suborderId: string): Promise<number> {
  const [row] = await client.$queryRaw<{ portions: number }[]>`
    SELECT COALESCE(SUM(v.quantity), 0)::int AS portions FROM "OrderItem" i JOIN "OrderItemVariant" v ON v."orderItemId" = i.id
    WHERE i."suborderId" = ${suborderId} AND i.enable`;
  return row?.portions ?? 0;
}
