import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, conflict } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { checkNewPerson, type NewPerson } from '@/lib/domain/customer-import';
import type { NewUserInput } from '@/lib/domain/inputs/user-input';

type NewUser = NewUserInput;

/** The account `input` becomes (lib/domain/customer-import.ts), or BAD_USER_INPUT naming the field. */
function normalizeNewUser(input: NewUser): NewPerson {
  const check = checkNewPerson(input);
  if (!check.ok) throw badInput(check.message, check.field);
  return check.person;
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
