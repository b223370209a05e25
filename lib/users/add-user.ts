import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, conflict } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_ADMIN, ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { normalizeIndianMobile } from '@/lib/domain/phone';
import { recordAudit } from '@/lib/audit/record-audit';

import type { NewUserInput } from '@/lib/domain/inputs/user-input';

type NewUser = NewUserInput;

export function normalizeNewUser(input: NewUser) {
  const phoneNumber = normalizeIndianMobile(input.phoneNumber, input.countryCode ?? undefined);
  if (!phoneNumber) throw badInput('Please enter a valid 10-digit Indian mobile number.', 'phoneNumber');
  const roleId = input.roleId ?? ROLE_CUSTOMER;
  if (roleId !== ROLE_ADMIN && roleId !== ROLE_CUSTOMER) throw badInput('Role must be 1 (admin) or 2 (customer).', 'roleId');
  return { phoneNumber, roleId, firstName: input.firstName?.trim() || null, lastName: input.lastName?.trim() || null };
}

export async function addUser(viewer: Viewer | null, input: NewUser): Promise<{ id: string }> {
  const v = requireAdmin(viewer);
  const data = normalizeNewUser(input);
  return db.$transaction(async (tx) => {
    // The unique index is the real guard; this gives the spec's message for the common case.
    if (await tx.user.findUnique({ where: { phoneNumber: data.phoneNumber } })) throw conflict('Phone number has already existed');
    const user = await tx.user.create({ data: { ...data, settings: { create: {} } } });
    await recordAudit(tx, v, { action: 'addUser', entity: 'User', entityId: user.id, subjectUserId: user.id });
    return { id: user.id };
  });
}
