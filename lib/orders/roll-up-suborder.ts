import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { suborderStatusAfterDeliveries, type OrderStatus } from '@/lib/domain/order-status';
import { cancelPaymentIfAllCancelled } from '@/lib/payments/cancel-payment-if-all-cancelled';

/**
 * After some of a suborder's deliveries changed: when every delivery is final the suborder follows
 * (suborderStatusAfterDeliveries), and a suborder cancelled that way can cancel the order's unpaid
 * payment. Call it under the order lock with the suborder's status read under its own lock.
 * Returns the new status, or null when the suborder stays as it is.
 */
export async function rollUpSuborder(
  tx: Prisma.TransactionClient,
  suborder: { id: string; orderId: string; status: OrderStatus },
  /** the suborder's delivery statuses when the caller has just read them */
  deliveryStatuses?: readonly OrderStatus[],
): Promise<OrderStatus | null> {
  const statuses = deliveryStatuses ?? (await tx.delivery.findMany({ where: { suborderId: suborder.id }, select: { status: true } })).map((d) => d.status);
  const next = suborderStatusAfterDeliveries(suborder.status, statuses);
  if (next === suborder.status) return null;
  await tx.suborder.update({ where: { id: suborder.id }, data: { status: next } });
  if (next === 'CANCELLED') await cancelPaymentIfAllCancelled(tx, suborder.orderId);
  return next;
}
