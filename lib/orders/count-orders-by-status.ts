import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { OrderFilter } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/domain/order-status';
import { orderConditionSql } from './order-where';

/**
 * For the orders console's status choices: how many orders the other filters select that have a
 * part in each status (what choosing that status would list). One grouped query; an order with
 * parts in two statuses counts under both. Admins only.
 */
export async function countOrdersByStatus(viewer: Viewer | null, filter: OrderFilter = {}): Promise<Record<OrderStatus, number>> {
  const v = requireAdmin(viewer);
  const rows = await db.$queryRaw<{ status: OrderStatus; count: number }[]>`
    SELECT s.status::text AS status, COUNT(DISTINCT o.id)::int AS count
    FROM "Order" o
    JOIN "User" u ON u.id = o."userId"
    JOIN "Suborder" s ON s."orderId" = o.id
    WHERE ${orderConditionSql(v, filter)}
    GROUP BY s.status`;
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of rows) counts[r.status] = r.count;
  return counts;
}
