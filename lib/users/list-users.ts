import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { Prisma } from '@/lib/generated/prisma/client';

export async function listUsers(viewer: Viewer | null, opts: { skip?: number; limit?: number; searchQuery?: string | null }) {
  requireAdmin(viewer);
  const q = opts.searchQuery?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  const where: Prisma.UserWhereInput = q
    ? {
        OR: [
          { firstName: { contains: q, mode: 'insensitive' } },
          { lastName: { contains: q, mode: 'insensitive' } },
          { email: { contains: q, mode: 'insensitive' } },
          ...(digits.length >= 3 ? [{ phoneNumber: { contains: digits } }] : []),
        ],
      }
    : {};
  const [count, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      include: { role: true, settings: true, profilePic: true },
      orderBy: { createdAt: 'desc' },
      skip: opts.skip ?? 0,
      take: Math.min(100, opts.limit ?? 20),
    }),
  ]);
  return { count, users };
}
