import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { transitionPaymentIfAllowed } from './transition-payment';

/**
 * Once every suborder of an order is cancelled, its unpaid payment is cancelled too. Call it under
 * the order lock (lockOrder), after the suborder change, so "every suborder" is the committed truth.
 */
export async function cancelPaymentIfAllCancelled(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const open = await tx.suborder.count({ where: { orderId, status: { not: 'CANCELLED' } } });
  if (open > 0) return;
  // Only a payment that may be cancelled is: a confirmed one stays paid (the money was received
  // and is refunded outside the app).
  await transitionPaymentIfAllowed(tx, orderId, 'cancel');
}
