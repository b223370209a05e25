import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { fullName } from '@/lib/domain/people';

/** The store's admins (a handful), by name: for "changed by" filters. Admins only. */
export async function listAdmins(viewer: Viewer | null): Promise<{ id: string; name: string }[]> {
  requireAdmin(viewer);
  const admins = await db.user.findMany({ where: { roleId: ROLE_ADMIN }, select: { id: true, firstName: true, lastName: true, phoneNumber: true }, orderBy: [{ firstName: 'asc' }, { id: 'asc' }], take: 200 });
  return admins.map((a) => ({ id: a.id, name: fullName(a, a.phoneNumber) }));
}
