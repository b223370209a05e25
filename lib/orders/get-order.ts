import 'server-only';
import { db } from '@/lib/database/db';
import { requireOwnerOrAdmin, requireViewer } from '@/lib/auth/guards';
import { type Viewer } from '@/lib/auth/viewer';
import { orderInclude } from './order-include';
import { orderView, type OrderView } from './order-view';

/** One order by its number, for its owner or an admin. */
export async function getOrder(viewer: Viewer | null, orderNumber: string): Promise<OrderView> {
  const v = requireViewer(viewer);
  const order = requireOwnerOrAdmin(v, await db.order.findUnique({ where: { orderNumber }, include: orderInclude }), (r) => r.userId, 'Order');
  return orderView(order);
}
