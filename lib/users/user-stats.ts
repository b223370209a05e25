import 'server-only';
import { db } from '@/lib/database/db';
import { OUTSTANDING_PAYMENT_STATUSES } from '@/lib/domain/payment-status';
import { OPEN_STATUSES } from '@/lib/domain/order-status';

/** Order figures shown with a user: all orders, those still running, and what is unpaid (paise). */
export async function userStats(userId: string): Promise<{ totalOrders: number; activeOrders: number; amountDue: number }> {
  const [totalOrders, activeOrders, due] = await Promise.all([
    db.order.count({ where: { userId } }),
    db.order.count({ where: { userId, suborders: { some: { status: { in: [...OPEN_STATUSES] } } } } }),
    // What is owed is the payment's amount, which a skipped one-time delivery lowers below the total.
    db.payment.aggregate({ where: { order: { userId }, status: { in: [...OUTSTANDING_PAYMENT_STATUSES] } }, _sum: { amount: true } }),
  ]);
  return { totalOrders, activeOrders, amountDue: due._sum.amount ?? 0 };
}
