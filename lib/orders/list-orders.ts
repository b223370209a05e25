import 'server-only';
import { db } from '@/lib/database/db';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { ListOrdersInput } from '@/lib/domain/inputs/order-input';
import { orderInclude } from './order-include';
import { orderView, type OrderView } from './order-view';
import { orderWhere } from './order-where';

export const DEFAULT_ORDER_PAGE = 20;
export const MAX_ORDER_PAGE = 100;

/** Order history, newest first: a customer's own orders, or every order for an admin. */
export async function listOrders(
  viewer: Viewer | null,
  opts: ListOrdersInput = {},
): Promise<{ count: number; orders: OrderView[] }> {
  const v = requireViewer(viewer);
  const where = orderWhere(v, opts.filter ?? {});

  const [count, orders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: orderInclude,
      // (userId, createdAt desc) and (createdAt desc) indexes serve this order.
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: opts.skip ?? 0,
      take: Math.min(MAX_ORDER_PAGE, opts.limit ?? DEFAULT_ORDER_PAGE),
    }),
  ]);
  return { count, orders: orders.map(orderView) };
}
