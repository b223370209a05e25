import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';

/**
 * Hides an address: past orders point at it, so the row stays (soft delete). Carts that had it
 * chosen lose the choice, so nobody orders to an address they removed.
 */
export async function removeAddress(viewer: Viewer | null, id: string): Promise<{ status: true }> {
  const v = requireViewer(viewer);
  const address = await db.address.findUnique({ where: { id }, select: { userId: true, deletedAt: true } });
  // Someone else's address reads as one that does not exist, as every other record does.
  if (!address || address.deletedAt || (address.userId !== v.id && !isAdmin(v))) throw notFound('Address');

  await db.$transaction(async (tx) => {
    const { count } = await tx.address.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: clock().now() } });
    if (count === 0) throw notFound('Address');
    await tx.cart.updateMany({ where: { userId: address.userId, addressId: id }, data: { addressId: null } });
    if (address.userId !== v.id) {
      await recordAudit(tx, v, { action: 'removeAddress', entity: 'Address', entityId: id, subjectUserId: address.userId });
    }
  });
  return { status: true };
}
