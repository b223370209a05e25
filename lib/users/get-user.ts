import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addressInclude } from '@/lib/addresses/address-include';

export const userInclude = {
  role: true,
  settings: true,
  profilePic: true,
  addresses: { where: { deletedAt: null }, orderBy: { createdAt: 'asc' as const }, include: addressInclude },
};

export async function getUser(viewer: Viewer | null, id: string) {
  requireSelfOrAdmin(viewer, id);
  const user = await db.user.findUnique({ where: { id }, include: userInclude });
  if (!user) throw notFound('User');
  return user;
}
