import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { OrderFilter } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/domain/order-status';
import { orderConditionSql } from './order-where';

/**
 * For the orders console's status choices: how many orders the other filters select that have a
 * part in each status (what choosing that status would list). One query over each order's
 * suborderStatuses (its suborders' distinct statuses, kept by triggers): orders are counted per
 * combination of statuses (a handful), then each combination under each of its statuses, so an
 * order with parts in two statuses counts under both and no suborder is read. The customer is joined
 * LEFT (every order has one) so that Postgres drops the join when no search needs it. Admins only.
 */
export async function countOrdersByStatus(viewer: Viewer | null, filter: OrderFilter = {}): Promise<Record<OrderStatus, number>> {
  const v = requireAdmin(viewer);
  const rows = await db.$queryRaw<{ status: OrderStatus; count: number }[]>`
    SELECT s.status::text AS status, SUM(c.orders)::int AS count
    FROM (
      SELECT o."suborderStatuses" AS statuses, COUNT(*) AS orders
      FROM "Order" o
      LEFT JOIN "User" u ON u.id = o."userId"
      WHERE ${orderConditionSql(v, filter)}
      GROUP BY o."suborderStatuses"
    ) c
    CROSS JOIN unnest(c.statuses) AS s(status)
    GROUP BY s.status`;
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of rows) counts[r.status] = r.count;
  return counts;
}
