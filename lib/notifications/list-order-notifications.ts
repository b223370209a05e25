import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { notificationSelect, notificationView, orderNumbersOf, type NotificationView } from './notification-view';

/** The messages about one order (its id), newest first: what the customer was told. Admins only. */
export async function listOrderNotifications(viewer: Viewer | null, orderId: string, { limit = 50 } = {}): Promise<NotificationView[]> {
  requireAdmin(viewer);
  const rows = await db.notification.findMany({ where: { orderId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit, select: notificationSelect });
  const orderNumbers = await orderNumbersOf(rows);
  return rows.map((n) => notificationView(n, { showErrors: true, orderNumbers }));
}
