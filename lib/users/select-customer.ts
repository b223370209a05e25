import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';

/** An admin picks the customer to order for; the caller writes the result into the session. */
export async function selectCustomer(viewer: Viewer | null, userId: string) {
  requireAdmin(viewer);
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, firstName: true, roleId: true, deletedAt: true } });
  // A deleted account is nobody to order for.
  if (!user || user.deletedAt) throw notFound('Customer');
  if (user.roleId !== 2) throw badInput('Only customers can be selected.', 'userId');
  return { id: user.id, firstName: user.firstName, roleId: user.roleId };
}
