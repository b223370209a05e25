import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import type { Prisma } from '@/lib/generated/prisma/client';
import { userListInclude } from './get-user';

/**
 * The store's customers, newest first, optionally matching a name, email or part of a phone number.
 * Customers only: admins are staff, not people to order for, and listed where staff are needed
 * (listAdmins, for the audit log's "changed by" filter). A deleted account is not a customer any
 * more (its orders stay, as "Deleted customer"; the audit log says when it went). Admins only.
 */
export async function listUsers(viewer: Viewer | null, opts: { skip?: number; limit?: number; searchQuery?: string | null }) {
  requireAdmin(viewer);
  const q = opts.searchQuery?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  const where: Prisma.UserWhereInput = {
    roleId: ROLE_CUSTOMER,
    deletedAt: null,
    ...(q && {
      OR: [
        { firstName: { contains: q, mode: 'insensitive' } },
        { lastName: { contains: q, mode: 'insensitive' } },
        { email: { contains: q, mode: 'insensitive' } },
        ...(digits.length >= 3 ? [{ phoneNumber: { contains: digits } }] : []),
      ],
    }),
  };
  const [count, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      include: userListInclude,
      orderBy: { createdAt: 'desc' },
      skip: opts.skip ?? 0,
      take: Math.min(100, opts.limit ?? 20),
    }),
  ]);
  return { count, users };
}
