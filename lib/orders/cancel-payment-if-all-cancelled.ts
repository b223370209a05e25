import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Once every suborder of an order is cancelled, its unpaid payment is cancelled too. Call it under
 * the order lock (lockOrder), after the suborder change, so "every suborder" is the committed truth.
 */
export async function cancelPaymentIfAllCancelled(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const open = await tx.suborder.count({ where: { orderId, status: { not: 'CANCELLED' } } });
  if (open > 0) return;
  // A confirmed payment stays 'success': the money was received and is refunded outside the app.
  await tx.payment.updateMany({ where: { orderId, status: { not: 'success' } }, data: { status: 'cancelled' } });
}
