import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { customerIdFor, isAdmin, type Viewer } from '@/lib/auth/viewer';
import type { ListNotificationsInput } from '@/lib/domain/inputs/notification-input';
import { notificationSelect, notificationView, orderNumbersOf, type NotificationView } from './notification-view';

/**
 * getNotifications: a user's messages, newest first. A customer sees their own; an admin anyone's
 * (default: the customer they act for). Someone else's answers NOT_FOUND, like every other record:
 * whether a user id exists is not for a customer to find out.
 */
export async function listNotifications(
  viewer: Viewer | null,
  input: ListNotificationsInput & {
    /** only the messages about this order (the inbox's link from an order page); someone else's order lists nothing */
    orderNumber?: string | null;
  },
): Promise<{ count: number; notifications: NotificationView[] }> {
  const v = requireViewer(viewer);
  const admin = isAdmin(v);
  const userId = input.userId ?? customerIdFor(v);
  if (userId !== v.id && !admin) throw notFound('User');
  if (admin && userId !== v.id && !(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound('User');

  let orderId: string | undefined;
  if (input.orderNumber) orderId = (await db.order.findFirst({ where: { orderNumber: input.orderNumber, userId }, select: { id: true } }))?.id ?? 'none';
  const where = { userId, ...(orderId ? { orderId } : {}) };
  const [count, rows] = await Promise.all([
    db.notification.count({ where }),
    db.notification.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: input.skip ?? 0, take: input.limit ?? 20, select: notificationSelect }),
  ]);
  const orderNumbers = await orderNumbersOf(rows);
  return { count, notifications: rows.map((n) => notificationView(n, { showErrors: admin, orderNumbers })) };
}
