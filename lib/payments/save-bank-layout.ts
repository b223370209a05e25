// saveBankLayout: the mapping step's answer. The admin names the bank and says which column of its
// statement's header is the date, the narration, the credit (and the reference, a Dr/Cr column);
// every later statement with the same header row is read that way (match-bank-statement.ts).
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { columnsFit, headerSignature, type StatementColumns } from '@/lib/domain/bank-statement-layout';
import type { SaveBankLayoutInput } from '@/lib/domain/inputs/payment-input';

export type SavedBankLayout = { id: string; bankName: string; headers: string[]; columns: StatementColumns };

export async function saveBankLayout(viewer: Viewer | null, input: SaveBankLayoutInput): Promise<SavedBankLayout> {
  const v = requireAdmin(viewer);
  const signature = headerSignature(input.headers);
  if (!signature) throw badInput('The header row is empty.', 'headers');
  const columns: StatementColumns = {
    date: input.columns.date,
    narration: input.columns.narration,
    credit: input.columns.credit,
    reference: input.columns.reference ?? null,
    direction: input.columns.direction ?? null,
  };
  if (!columnsFit(columns, input.headers.length)) {
    throw badInput('Choose a different column of the header for each of the date, the narration, the credit, the reference and the Dr/Cr column.', 'columns');
  }
  // One layout per header: mapping it again replaces the earlier answer.
  const row = await db.bankStatementLayout.upsert({
    where: { signature },
    create: { signature, bankName: input.bankName, columns, createdById: v.id },
    update: { bankName: input.bankName, columns },
    select: { id: true, bankName: true },
  });
  return { ...row, headers: input.headers, columns };
}
