import 'server-only';
import { badInput } from '@/lib/errors';
import { MAX_IMPORT_ROWS, checkNewPerson, planImport, type ImportRowPlan, type NewPersonInput } from '@/lib/domain/customer-import';
import type { Prisma } from '@/lib/generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'user'>;

/**
 * What importing `rows` would do now: every row checked (lib/domain/customer-import.ts) and the
 * valid numbers looked up in one query. The preview reads with the pool, the import inside its
 * transaction, so both run exactly this.
 */
export async function planUserImport(reader: Reader, rows: readonly NewPersonInput[]): Promise<ImportRowPlan[]> {
  if (rows.length === 0) throw badInput('There are no users to import.', 'users');
  if (rows.length > MAX_IMPORT_ROWS) throw badInput(`Import at most ${MAX_IMPORT_ROWS} users at a time.`, 'users');
  const phones = [...new Set(rows.flatMap((row) => {
    const check = checkNewPerson(row);
    return check.ok ? [check.person.phoneNumber] : [];
  }))];
  const existing = phones.length
    ? await reader.user.findMany({ where: { phoneNumber: { in: phones } }, select: { phoneNumber: true } })
    : [];
  return planImport(rows, new Set(existing.map((u) => u.phoneNumber)));
}
