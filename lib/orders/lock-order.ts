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

/**
 * Locks several orders for the rest of the transaction, in id order, so two transactions that lock
 * overlapping sets (two bulk updates) always wait for each other instead of deadlocking.
 */
export async function lockOrders(tx: Tx, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length === 1) return lockOrder(tx, ids[0]);
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
}
