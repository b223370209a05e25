// setRiderActive: an admin switches a rider off (they can no longer log in or be given drops; their
// sessions end at once) or on again.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_RIDER, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { revokeSessions } from '@/lib/auth/revoke-sessions';
import { listRiders, type RiderView } from './list-riders';

export async function setRiderActive(viewer: Viewer | null, input: { riderId: string; active: boolean }): Promise<RiderView> {
  const v = requireAdmin(viewer);
  await db.$transaction(async (tx) => {
    const rider = await tx.user.findUnique({ where: { id: input.riderId }, select: { roleId: true, status: true } });
    if (!rider || rider.roleId !== ROLE_RIDER) throw notFound('Rider');
    const status = input.active ? 'ACTIVE' : 'BLOCKED';
    if (rider.status === status) return;
    // Switched off is the account's BLOCKED status: the login and every request refuse it already.
    await tx.user.update({ where: { id: input.riderId }, data: { status } });
    await recordAudit(tx, v, { action: 'setRiderActive', entity: 'User', entityId: input.riderId, subjectUserId: input.riderId, data: { active: input.active } });
  });
  if (!input.active) await revokeSessions({ userId: input.riderId });
  const riders = await listRiders(v);
  return riders.find((r) => r.id === input.riderId)!;
}
