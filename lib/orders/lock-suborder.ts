import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/errors';
import { lockOrders } from './lock-order';

type Tx = Prisma.TransactionClient;

/** What every change reads of a suborder under its lock. */
const lockedSuborderSelect = {
  id: true,
  orderId: true,
  suborderNo: true,
  status: true,
  repeatType: true,
  repeatInfo: true,
  categoryEnum: true,
  totalPrice: true,
  portions: true,
  placeOfSupply: true,
} as const satisfies Prisma.SuborderSelect;

export type LockedSuborder = Prisma.SuborderGetPayload<{ select: typeof lockedSuborderSelect }>;

/**
 * Locks a suborder for the rest of the transaction and reads it: its order's lock first, then its
 * own (the one lock order, lock-order.ts), so a skip, an admin's status change and a payment on the
 * same order run one after another. The read is a statement of its own after the locks, so it sees
 * what a change it waited for committed. A suborder that is not there is NOT_FOUND.
 */
export async function lockSuborder(tx: Tx, suborderId: string): Promise<LockedSuborder> {
  const [suborder] = await lockSuborders(tx, [suborderId]);
  if (!suborder) throw notFound('Order');
  return suborder;
}

/** The same for several suborders (of one or several orders), in id order; missing ones are left out. */
export async function lockSuborders(tx: Tx, suborderIds: readonly string[]): Promise<LockedSuborder[]> {
  const ids = [...new Set(suborderIds)].sort();
  if (ids.length === 0) return [];
  // An order id never changes, so it may be read before the lock.
  const owners = await tx.suborder.findMany({ where: { id: { in: ids } }, select: { orderId: true } });
  await lockOrders(
    tx,
    owners.map((s) => s.orderId),
  );
  await tx.$queryRaw`SELECT id FROM "Suborder" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
  return tx.suborder.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' }, select: lockedSuborderSelect });
}

/** Every suborder of an order, locked after the order (the payment deadline's expiry cancels them all). */
export async function lockOrderSuborders(tx: Tx, orderId: string): Promise<LockedSuborder[]> {
  const ids = await tx.suborder.findMany({ where: { orderId }, select: { id: true } });
  await lockOrders(tx, [orderId]);
  return lockSuborders(
    tx,
    ids.map((s) => s.id),
  );
}
