import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import type { NewUserInput as NewUser } from '@/lib/domain/inputs/user-input';
import { normalizeNewUser } from './add-user';

export const MAX_IMPORT_ROWS = 1000;

/**
 * Bulk import: every row is checked first; valid new phones are created in one transaction,
 * already-known phones are skipped, and each problem is reported with its row number.
 */
export async function importUsers(viewer: Viewer | null, rows: NewUser[]) {
  const v = requireAdmin(viewer);
  if (rows.length === 0) throw badInput('There are no users to import.', 'users');
  if (rows.length > MAX_IMPORT_ROWS) throw badInput(`Import at most ${MAX_IMPORT_ROWS} users at a time.`, 'users');
  const errors: { row: number; message: string }[] = [];
  const valid = new Map<string, ReturnType<typeof normalizeNewUser>>();
  const rowOfPhone = new Map<string, number>();
  rows.forEach((row, i) => {
    try {
      const data = normalizeNewUser(row);
      if (valid.has(data.phoneNumber)) errors.push({ row: i + 1, message: 'Duplicate phone number in this file' });
      else {
        valid.set(data.phoneNumber, data);
        rowOfPhone.set(data.phoneNumber, i + 1);
      }
    } catch (e) {
      errors.push({ row: i + 1, message: e instanceof AppError ? e.message : 'Invalid row' });
    }
  });
  const created = await db.$transaction(async (tx) => {
    const existing = await tx.user.findMany({ where: { phoneNumber: { in: [...valid.keys()] } }, select: { phoneNumber: true } });
    for (const { phoneNumber } of existing) {
      valid.delete(phoneNumber);
      errors.push({ row: rowOfPhone.get(phoneNumber)!, message: 'Phone number has already existed' });
    }
    for (const data of valid.values()) await tx.user.create({ data: { ...data, settings: { create: {} } } });
    await recordAudit(tx, v, { action: 'importUsers', entity: 'User', data: { created: valid.size, rejected: errors.length } });
    return valid.size;
  });
  errors.sort((a, b) => a.row - b.row);
  return {
    success: created > 0 || errors.length === 0,
    message: `${created} ${created === 1 ? 'user' : 'users'} imported${errors.length ? `, ${errors.length} skipped` : ''}.`,
    userCount: created,
    errors,
  };
}
