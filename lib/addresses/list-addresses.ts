import 'server-only';
import { db } from '@/lib/database/db';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addressInclude } from './address-include';

/** A user's saved addresses, oldest first; removed ones stay in the table for past orders only. */
export async function listAddresses(viewer: Viewer | null, userId: string) {
  requireSelfOrAdmin(viewer, userId);
  return db.address.findMany({
    where: { userId, deletedAt: null },
    include: addressInclude,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}
