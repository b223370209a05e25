import 'server-only';
import { db } from '@/lib/database/db';
import type { SessionClaims } from './session-token';
import { ROLE_ADMIN, type Viewer } from './viewer';

/**
 * Turns session claims into a Viewer from the database, not from the token: a blocked user or a
 * demoted admin loses access on their next request, whatever their cookie says.
 */
export async function loadViewer(claims: SessionClaims | null): Promise<Viewer | null> {
  if (!claims) return null;
  const user = await db.user.findUnique({ where: { id: claims.sub }, select: { id: true, roleId: true, firstName: true, phoneNumber: true, status: true } });
  if (!user || user.status !== 'ACTIVE') return null;
  return {
    id: user.id,
    roleId: user.roleId,
    firstName: user.firstName,
    phoneNumber: user.phoneNumber,
    actingForUserId: user.roleId === ROLE_ADMIN ? (claims.actingForUserId ?? null) : null,
  };
}
