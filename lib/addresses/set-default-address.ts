import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { addressInclude, type AddressRecord } from './address-include';

/**
 * Marks one of a customer's saved addresses as their default: every cart it serves starts
 * with it. The old mark is cleared in the same transaction; a partial unique index keeps it to one
 * per customer even if two requests race (the loser fails rather than leaving two).
 */
export async function setDefaultAddress(viewer: Viewer | null, id: string): Promise<AddressRecord> {
  const v = requireViewer(viewer);
  const address = await db.address.findUnique({ where: { id }, select: { userId: true, deletedAt: true } });
  // Someone else's address reads as one that does not exist, as every other record does.
  if (!address || address.deletedAt || (address.userId !== v.id && !isAdmin(v))) throw notFound('Address');

  return db.$transaction(async (tx) => {
    await tx.address.updateMany({ where: { userId: address.userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
    const { count } = await tx.address.updateMany({ where: { id, deletedAt: null }, data: { isDefault: true } });
    if (count === 0) throw notFound('Address');
    if (address.userId !== v.id) {
      await recordAudit(tx, v, { action: 'setDefaultAddress', entity: 'Address', entityId: id, subjectUserId: address.userId });
    }
    return tx.address.findUniqueOrThrow({ where: { id }, include: addressInclude });
  });
}
