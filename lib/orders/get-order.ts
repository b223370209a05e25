import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { orderInclude } from './order-include';
import { orderView, type OrderView } from './order-view';

/** One order by its number, for its owner or an admin. */
export async function getOrder(viewer: Viewer | null, orderNumber: string): Promise<OrderView> {
  const v = requireViewer(viewer);
  const order = await db.order.findUnique({ where: { orderNumber }, include: orderInclude });
  // Someone else's order is "not found", not "forbidden": order numbers must not be probeable.
  if (!order || (order.userId !== v.id && !isAdmin(v))) throw notFound('Order');
  return orderView(order);
}
