import 'server-only';
import { db } from '@/lib/database/db';
import { isAdmin, type Viewer } from './viewer';

/** The customer an admin is acting for (selectCustomer), or null for anyone else. */
export async function getSelectedCustomer(viewer: Viewer | null): Promise<{ id: string; firstName: string | null; lastName: string | null } | null> {
  if (!isAdmin(viewer) || !viewer?.actingForUserId) return null;
  return db.user.findUnique({ where: { id: viewer.actingForUserId }, select: { id: true, firstName: true, lastName: true } });
}
