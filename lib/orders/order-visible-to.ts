// Whether the viewer may open an order's page, asked by the route guard (proxy.ts) before the page
// streams: with Cache Components the page's own notFound() comes after the response started (200),
// so someone else's order must be turned away here to answer 404. The same rule as getOrder.
import 'server-only';
import { db } from '@/lib/database/db';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';

export async function orderVisibleTo(viewer: Viewer, orderNumber: string): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  const order = await db.order.findUnique({ where: { orderNumber }, select: { userId: true } });
  return order?.userId === viewer.id;
}
