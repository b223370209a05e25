// Making someone an admin, or an admin a customer again: its own operation (addUser and importUsers
// create customers only), admins only, audited on the person's record. Every session of theirs
// ends in the same transaction: their cookies carry the old role, and a demoted admin must not keep
// an admin's session for even one more request.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_ADMIN, ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { systemClock } from '@/lib/clock';
import { userInclude } from './get-user';

export const ROLE_MESSAGES = {
  unknownRole: 'Role must be 1 (admin) or 2 (customer).',
  ownRole: 'You cannot change your own role; ask another admin.',
} as const;

export async function setUserRole(viewer: Viewer | null, input: { userId: string; roleId: number }) {
  const admin = requireAdmin(viewer);
  if (input.roleId !== ROLE_ADMIN && input.roleId !== ROLE_CUSTOMER) throw badInput(ROLE_MESSAGES.unknownRole, 'roleId');
  // The last admin could otherwise demote themself and leave the store without one.
  if (input.userId === admin.id) throw badInput(ROLE_MESSAGES.ownRole, 'userId');
  return db.$transaction(async (tx) => {
    // Locked: two admins changing the same person at once are applied one after the other.
    const [current] = await tx.$queryRaw<{ roleId: number }[]>`SELECT "roleId" FROM "User" WHERE id = ${input.userId} FOR UPDATE`;
    if (!current) throw notFound('User');
    if (current.roleId !== input.roleId) {
      await tx.user.update({ where: { id: input.userId }, data: { roleId: input.roleId } });
      await tx.session.updateMany({ where: { userId: input.userId, revokedAt: null }, data: { revokedAt: systemClock.now() } });
      await recordAudit(tx, admin, { action: 'setUserRole', entity: 'User', entityId: input.userId, subjectUserId: input.userId, data: { from: current.roleId, to: input.roleId } });
    }
    return tx.user.findUniqueOrThrow({ where: { id: input.userId }, include: userInclude });
  });
}
