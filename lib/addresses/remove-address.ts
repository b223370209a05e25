import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireSelfOrAdmin, requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';

/**
 * Hides an address: past orders point at it, so the row stays (soft delete). Carts that had it
 * chosen lose the choice, so nobody orders to an address they removed.
 */
export async function removeAddress(viewer: Viewer | null, id: string): Promise<{ status: true }> {
  const v = requireViewer(viewer);
  const address = await db.address.findUnique({ where: { id }, select: { userId: true, deletedAt: true } });
  if (!address || address.deletedAt) throw notFound('Address');
  requireSelfOrAdmin(v, address.userId);

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
