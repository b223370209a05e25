import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * Locks an order row for the rest of the transaction. Every status or payment change on an order
 * takes this lock first (always order, then suborder, then delivery, so two admins cannot deadlock):
 * changes to one order run one after another, and "are all suborders cancelled now?" sees the truth.
 */
export async function lockOrder(tx: Tx, orderId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
}
