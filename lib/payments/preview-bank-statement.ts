// previewBankStatement: what applying the statement would do, line by line, writing nothing.
import 'server-only';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { StatementColumns, StatementLayout } from '@/lib/domain/bank-statement-layout';
import { matchBankStatement, type MatchedLine } from './match-bank-statement';

export type BankStatementPreview = {
  /** the layout that read the file; null when the mapping step is needed */
  layout: Pick<StatementLayout, 'bankName' | 'source' | 'headerRow' | 'headers'> | null;
  /** the mapping step: the row that looks like the header, and a first guess at its columns */
  mapping: { headerRow: number; headers: string[]; suggested: Partial<StatementColumns> } | null;
  /** the credit lines, in the file's order */
  lines: MatchedLine[];
  /** dated rows that were not credits */
  debitLines: number;
  /** rows under the header that were not transactions (separators, footers, balances) */
  skippedRows: number;
};

export async function previewBankStatement(viewer: Viewer | null, input: { base64: string; fileName: string }): Promise<BankStatementPreview> {
  requireAdmin(viewer);
  const m = await matchBankStatement(input.base64);
  if (m.kind === 'needsMapping') return { layout: null, mapping: { headerRow: m.headerRow, headers: m.headers, suggested: m.suggested }, lines: [], debitLines: 0, skippedRows: 0 };
  const { bankName, source, headerRow, headers } = m.layout;
  return { layout: { bankName, source, headerRow, headers }, mapping: null, lines: m.lines, debitLines: m.debitLines, skippedRows: m.skippedRows };
}
