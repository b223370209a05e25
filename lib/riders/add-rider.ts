// addRider: an admin adds a rider (role 3) by phone number. The rider then logs in with a phone code
// like everyone and lands on /rider.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, conflict } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_RIDER, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { INVALID_MOBILE_MESSAGE, normalizeIndianMobile } from '@/lib/domain/phone';
import { userInclude } from '@/lib/users/get-user';
import type { z } from 'zod';
import type { addRiderInput } from '@/lib/domain/inputs/rider-input';

export async function addRider(viewer: Viewer | null, input: z.infer<typeof addRiderInput>) {
  const v = requireAdmin(viewer);
  const phoneNumber = normalizeIndianMobile(input.phoneNumber, input.countryCode || undefined);
  if (!phoneNumber) throw badInput(INVALID_MOBILE_MESSAGE, 'phoneNumber');
  return db.$transaction(async (tx) => {
    // One person, one role: a customer's number stays the customer's (their orders, their login).
    const existing = await tx.user.findUnique({ where: { phoneNumber }, select: { roleId: true } });
    if (existing) throw conflict(existing.roleId === ROLE_RIDER ? 'This number is already a rider.' : 'This number belongs to a customer or an admin: a rider needs a number of their own.');
    const rider = await tx.user.create({
      data: { phoneNumber, roleId: ROLE_RIDER, firstName: input.firstName, lastName: input.lastName, settings: { create: {} } },
      include: userInclude,
    });
    await recordAudit(tx, v, { action: 'addRider', entity: 'User', entityId: rider.id, subjectUserId: rider.id });
    return rider;
  });
}
