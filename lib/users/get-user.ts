import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { Prisma } from '@/lib/generated/prisma/client';
import { addressInclude, type AddressRecord } from '@/lib/addresses/address-include';

/** What a list of users reads of each. */
export const userListInclude = { role: true, settings: true, profilePic: true } satisfies Prisma.UserInclude;

export const userInclude = {
  ...userListInclude,
  addresses: { where: { deletedAt: null }, orderBy: { createdAt: 'asc' }, include: addressInclude },
} satisfies Prisma.UserInclude;

/** A user as the user services return one; a list (listUsers) leaves the addresses out. */
export type UserRecord = Prisma.UserGetPayload<{ include: typeof userListInclude }> & { addresses?: AddressRecord[] };

export async function getUser(viewer: Viewer | null, id: string) {
  requireSelfOrAdmin(viewer, id);
  const user = await db.user.findUnique({ where: { id }, include: userInclude });
  if (!user) throw notFound('User');
  return user;
}
