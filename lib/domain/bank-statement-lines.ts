// The credit lines of a bank statement, read from its grid with a layout (bank-statement-layout.ts):
// each with its row number in the file, its day, its amount in paise, its reference and narration,
// the UTR found in them, and the key that makes it the same line in another upload of the statement.
import { parseStatementAmount, parseStatementDate } from './bank-statement-values';
import type { StatementLayout } from './bank-statement-layout';
import type { IsoDay } from './calendar';
import { utrsIn } from './utr';

export type StatementLine = {
  /** the row in the file, counting from 1 as a spreadsheet does (the header and the rows above it too) */
  lineNo: number;
  date: IsoDay;
  /** paise, above zero */
  amount: number;
  reference: string | null;
  narration: string;
  utr: string | null;
  /**
   * What makes it the same line in another upload: day, amount, reference (its UTR when it has one,
   * so a CSV's "0000612345678901" and an XLSX's 612345678901 agree; else the reference or the
   * narration) and its position among identical lines of the file.
   */
  identityKey: string;
};

export type ReadStatement = { lines: StatementLine[]; debitLines: number; skippedRows: number } | { error: string };

/** A narration is kept and shown up to this long. */
export const MAX_NARRATION = 500;

const cellOf = (row: readonly string[], at: number | null | undefined) => (at === null || at === undefined ? '' : (row[at] ?? '').trim());

/**
 * Every row under the header whose date cell is a date is a transaction; the rest (separator rows,
 * footers, balances, blank rows) are skipped and counted. A transaction is a credit when its credit
 * cell holds an amount above zero (and, with a direction column, that column says CR). A dated row
 * whose credit cell is not an amount is an error naming the row: guessing would confirm the wrong
 * payment or miss one.
 */
export function readStatementLines(rows: readonly string[][], layout: StatementLayout): ReadStatement {
  const { columns, headerRow, headers } = layout;
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  let debitLines = 0;
  let skippedRows = 0;
  let dated = 0;
  for (let at = headerRow + 1; at < rows.length; at++) {
    const row = rows[at];
    if (row.every((c) => c.trim() === '')) continue;
    const date = parseStatementDate(cellOf(row, columns.date));
    if (!date) {
      skippedRows++;
      continue;
    }
    dated++;
    const lineNo = at + 1;
    const cell = cellOf(row, columns.credit);
    const amount = parseStatementAmount(cell);
    if (amount.kind === 'invalid') return { error: `Row ${lineNo}: “${cell.slice(0, 40)}” in the column “${headers[columns.credit] || 'credit'}” is not an amount.` };
    const direction = columns.direction === null || columns.direction === undefined ? null : cellOf(row, columns.direction);
    const isCredit = amount.kind === 'amount' && (direction === null ? amount.paise > 0 : /^c(r|redit)?\.?$/i.test(direction));
    if (!isCredit) {
      debitLines++;
      continue;
    }
    const narration = cellOf(row, columns.narration).replace(/\s+/g, ' ').slice(0, MAX_NARRATION);
    const reference = cellOf(row, columns.reference).replace(/\s+/g, ' ') || null;
    const utr = utrsIn(reference, narration)[0] ?? null;
    const paise = Math.abs(amount.paise);
    const same = `${date}|${paise}|${utr ?? reference?.toUpperCase() ?? narration.toUpperCase()}`;
    const position = seen.get(same) ?? 0;
    seen.set(same, position + 1);
    lines.push({ lineNo, date, amount: paise, reference, narration, utr, identityKey: `${same}|${position}` });
  }
  if (dated === 0) {
    return { error: `No dated rows were found under the header (row ${headerRow + 1}). Dates are read as dd/mm/yyyy, dd/mm/yy, dd-Mon-yyyy or “15 Jan 2026”.` };
  }
  return { lines, debitLines, skippedRows };
}
