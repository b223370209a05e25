import { db } from '@/lib/db';

/** Order figures shown with a user: all orders, those still running, and what is unpaid (paise). */
export async function userStats(userId: string): Promise<{ totalOrders: number; activeOrders: number; payMentDue: number }> {
  const [totalOrders, activeOrders, due] = await Promise.all([
    db.order.count({ where: { userId } }),
    db.order.count({ where: { userId, suborders: { some: { status: { in: ['NEW', 'ASSIGNED', 'SUBSCRIBED'] } } } } }),
    db.order.aggregate({ where: { userId, payment: { status: { in: ['required', 'pending'] } } }, _sum: { totalPrice: true } }),
  ]);
  return { totalOrders, activeOrders, payMentDue: due._sum.totalPrice ?? 0 };
}
