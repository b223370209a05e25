// getOrders' reference: the list's own Prisma query (the same `where` from lib/orders/order-where.ts,
// the same `include` from lib/orders/order-include.ts, the same order and page, and the count beside
// it, as lib/orders/list-orders.ts runs them), straight through Prisma in the bench's process. The
// ratio of a getOrders request to it is what HTTP, the session, GraphQL and the resolvers add.
import type { Db } from '@/lib/database/db';
import type { Viewer } from '@/lib/auth/viewer';
import type { OrderFilter } from '@/lib/domain/inputs/order-input';
import { orderInclude } from '@/lib/orders/order-include';
import { orderWhere } from '@/lib/orders/order-where';

export function ordersQuery(db: Db, viewer: Viewer, opts: { filter?: OrderFilter; limit: number }): () => Promise<unknown> {
  const where = orderWhere(viewer, opts.filter ?? {});
  return () => Promise.all([db.order.count({ where }), db.order.findMany({ where, include: orderInclude, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: opts.limit })]);
}
