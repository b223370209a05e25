import 'server-only';
import { db } from '@/lib/database/db';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { countFollowingDeliveries } from '@/lib/orders/follow-address-edit';

/**
 * Address.comingDeliveries: how many coming deliveries would follow an edit of this saved address
 * now (the question the edit form asks when it is more than 0). Null for anyone but its owner or
 * an admin.
 */
export async function countComingDeliveries(viewer: Viewer | null, addressId: string): Promise<number | null> {
  if (!viewer) return null;
  const address = await db.address.findUnique({ where: { id: addressId }, select: { userId: true } });
  if (!address || (address.userId !== viewer.id && !isAdmin(viewer))) return null;
  return countFollowingDeliveries(viewer, addressId);
}
