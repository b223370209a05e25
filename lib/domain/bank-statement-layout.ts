// Which columns of a bank statement hold what: the date, the narration, the credit and (if there is
// one) the reference. A statement is a grid of text cells (lib/payments/read-statement-file.ts makes
// one from a CSV or an XLSX); its header row is found among the first rows (banks put the account's
// details above it) and read by, in this order:
//   1. a layout an admin mapped for that header before (saved per bank, found by headerSignature);
//   2. a preset for a bank whose export we know (PRESETS; sources in docs/decisions.md);
//   3. the standard names: a date (Date, Txn Date, Value Date), a narration (Narration, Description,
//      Remarks), a credit (Credit, Deposit, Amount) and optionally a reference (UTR, Reference,
//      Ref No.), in any case and spacing.
// Anything else needs the mapping step: the admin says which column is which, once per bank.
import { parseStatementAmount, parseStatementDate } from './bank-statement-values';

/** Positions (0-based) of the columns in the header row. */
export type StatementColumns = {
  date: number;
  narration: number;
  credit: number;
  reference?: number | null;
  /** a column saying "CR" or "DR" for a single amount column (Kotak, Axis); lines without CR are skipped */
  direction?: number | null;
};

export const LAYOUT_SOURCES = ['saved', 'preset', 'standard'] as const;

export type StatementLayout = {
  /** what read it: the admin's name for the bank, a preset's bank, or the standard names */
  bankName: string;
  source: (typeof LAYOUT_SOURCES)[number];
  /** 0-based row of the header in the grid */
  headerRow: number;
  headers: string[];
  columns: StatementColumns;
};

export type SavedLayout = { signature: string; bankName: string; columns: StatementColumns };

export type LayoutSearch =
  | { found: StatementLayout }
  /** no layout fits: the row that looks like the header, for the mapping step, with a guess */
  | { unknown: { headerRow: number; headers: string[]; suggested: Partial<StatementColumns> } }
  | { noHeader: true };

/** The admin's name for a bank whose layout they mapped ("Kotak current account"). */
export const MAX_BANK_NAME = 60;

/** Banks put a few rows of account details above the header; it is looked for this far down. */
export const HEADER_SEARCH_ROWS = 30;

/** A header cell as compared with names: letters and digits only, lower case ("Chq./Ref.No." → "chqrefno"). */
export function headerKey(cell: string): string {
  return cell.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The header row as a saved layout is keyed: each cell trimmed, lower case, spaces collapsed,
 * joined by " | ", empty cells at the end dropped. '' for an empty row.
 */
export function headerSignature(cells: readonly string[]): string {
  const normal = cells.map((c) => c.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim());
  while (normal.length && normal[normal.length - 1] === '') normal.pop();
  return normal.join(' | ');
}

type Names = { date: string[]; narration: string[]; credit: string[]; reference: string[] };

// A single amount column with a "Dr / Cr" column beside it: without reading that column every debit
// would look like a credit, so a header that has one is read with it.
const DIRECTION_NAMES = ['drcr', 'crdr', 'debitcredit', 'creditdebit', 'drcrindicator', 'type', 'transactiontype'];

/**
 * Layouts of account statement exports of common Indian banks, by their header cells (as keys).
 * Each was taken from public descriptions of the exports, not from the banks' own documentation
 * (docs/decisions.md names the sources); a bank that changes its export gets the mapping step.
 */
export const PRESETS: { bankName: string; names: Names }[] = [
  // Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance (dates dd/mm/yy)
  { bankName: 'HDFC Bank', names: { date: ['date'], narration: ['narration'], credit: ['depositamt'], reference: ['chqrefno'] } },
  // S No. | Value Date | Transaction Date | Cheque Number | Transaction Remarks | Withdrawal Amount (INR ) | Deposit Amount (INR ) | Balance (INR )
  {
    bankName: 'ICICI Bank',
    names: { date: ['transactiondate', 'valuedate'], narration: ['transactionremarks'], credit: ['depositamountinr', 'depositamount'], reference: ['chequenumber'] },
  },
  // Txn Date | Value Date | Description | Ref No./Cheque No. | Branch Code | Debit | Credit | Balance (dates "15 Jan 2026")
  { bankName: 'State Bank of India', names: { date: ['txndate'], narration: ['description'], credit: ['credit'], reference: ['refnochequeno'] } },
];

export const STANDARD_LAYOUT_NAME = 'Standard columns';
const STANDARD: Names = { date: ['date', 'txndate', 'valuedate'], narration: ['narration', 'description', 'remarks'], credit: ['credit', 'deposit', 'amount'], reference: ['utr', 'reference', 'refno'] };

function columnsByName(keys: string[], names: Names): StatementColumns | null {
  const find = (wanted: string[]) => {
    for (const name of wanted) {
      const i = keys.indexOf(name);
      if (i !== -1) return i;
    }
    return -1;
  };
  const date = find(names.date);
  const narration = find(names.narration);
  const credit = find(names.credit);
  if (date === -1 || narration === -1 || credit === -1) return null;
  const reference = find(names.reference);
  const direction = find(DIRECTION_NAMES);
  return { date, narration, credit, reference: reference === -1 ? null : reference, direction: direction === -1 ? null : direction };
}

/** Whether `columns` can be read from a header of `width` cells: positions inside it, the three kept apart. */
export function columnsFit(columns: StatementColumns, width: number): boolean {
  const positions = [columns.date, columns.narration, columns.credit, columns.reference, columns.direction].filter((p): p is number => p !== null && p !== undefined);
  return positions.every((p) => Number.isInteger(p) && p >= 0 && p < width) && new Set(positions).size === positions.length;
}

/** The signatures of the rows that may be the header: the service looks the saved layouts up by them. */
export function headerCandidates(rows: readonly string[][]): string[] {
  return [...new Set(rows.slice(0, HEADER_SEARCH_ROWS).map(headerSignature).filter(Boolean))];
}

/** The header row and the layout that reads it: saved first, then the presets, then the standard names. */
export function findStatementLayout(rows: readonly string[][], saved: readonly SavedLayout[]): LayoutSearch {
  const bySignature = new Map(saved.map((s) => [s.signature, s]));
  const scan = rows.slice(0, HEADER_SEARCH_ROWS);
  for (const [headerRow, row] of scan.entries()) {
    const headers = row.map(headerText);
    const mine = bySignature.get(headerSignature(row));
    if (mine && columnsFit(mine.columns, row.length)) return { found: { bankName: mine.bankName, source: 'saved', headerRow, headers, columns: mine.columns } };
    const keys = row.map(headerKey);
    for (const preset of PRESETS) {
      const columns = columnsByName(keys, preset.names);
      if (columns) return { found: { bankName: preset.bankName, source: 'preset', headerRow, headers, columns } };
    }
    const columns = columnsByName(keys, STANDARD);
    if (columns) return { found: { bankName: STANDARD_LAYOUT_NAME, source: 'standard', headerRow, headers, columns } };
  }
  const headerRow = scan.findIndex(looksLikeHeader);
  if (headerRow === -1) return { noHeader: true };
  const headers = scan[headerRow].map(headerText);
  return { unknown: { headerRow, headers, suggested: suggestColumns(headers) } };
}

/**
 * A header cell as shown and sent back by the mapping step: a wrapped spreadsheet header's line
 * breaks become spaces (the API refuses line breaks in names), which leaves its signature as it was.
 */
const headerText = (cell: string) => cell.replace(/\s+/g, ' ').trim();

/** At least three cells filled, all of them words: not a date, not an amount. */
function looksLikeHeader(row: readonly string[]): boolean {
  const filled = row.map((c) => c.trim()).filter(Boolean);
  return filled.length >= 3 && filled.every((c) => /[a-z]/i.test(c) && !parseStatementDate(c) && parseStatementAmount(c).kind !== 'amount');
}

const SUGGEST: [keyof StatementColumns, RegExp][] = [
  ['date', /date|dt$/],
  ['narration', /narration|description|remark|particular|detail/],
  ['credit', /credit|deposit|^cr|amount/],
  ['reference', /utr|ref|cheque|chq|instrument/],
  ['direction', /^(drcr|crdr|type)$/],
];

/** A first guess for the mapping step, by words in the headers; the admin corrects it. */
export function suggestColumns(headers: readonly string[]): Partial<StatementColumns> {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const suggested: Partial<StatementColumns> = {};
  for (const [role, pattern] of SUGGEST) {
    const i = keys.findIndex((k, at) => k !== '' && !taken.has(at) && pattern.test(k));
    if (i !== -1) {
      suggested[role] = i;
      taken.add(i);
    }
  }
  return suggested;
}
