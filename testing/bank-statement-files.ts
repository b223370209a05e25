// Bank statements for tests, in HDFC Bank's account statement layout (the rows of account details
// above the header, the row of asterisks around the lines, the summary below: see the sources in
// lib/domain/bank-statement-layout.test.ts), as CSV text or as an XLSX built with exceljs whose
// date and amount cells are typed as a spreadsheet would type them.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { IsoDay } from '@/lib/domain/calendar';

export type StatementEntry = {
  date: IsoDay;
  narration: string;
  /** "Chq./Ref.No." */
  reference?: string;
  /** paise; a credit unless `debit` */
  amount: number;
  debit?: boolean;
};

const HEADER = ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
const STARS = HEADER.map(() => '*'.repeat(12));
/** five rows of account details, the header and a row of asterisks: the first entry is row 8 of the file */
export const HDFC_FIRST_LINE_ROW = 8;

/** 12345678 paise → '1,23,456.78', as HDFC prints it */
export const indianAmount = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '2026-11-20' → '20/11/26' */
const hdfcDate = (day: IsoDay) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

type Cell = string | number | Date;

/** The statement as typed cells (dates as Date, amounts as numbers, an all-digit reference as a number). */
function typedRows(entries: StatementEntry[]): Cell[][] {
  let balance = 50_000_00;
  const rows: Cell[][] = [['HDFC BANK Ltd.'], ['Account Statement'], ['Account No :', '50200012345678'], ['From : 01/11/2026 To : 30/11/2026'], [], HEADER, STARS];
  for (const e of entries) {
    balance += e.debit ? -e.amount : e.amount;
    const day = new Date(`${e.date}T00:00:00Z`);
    const reference = e.reference && /^\d+$/.test(e.reference) ? Number(e.reference) : (e.reference ?? '');
    rows.push([day, e.narration, reference, day, e.debit ? e.amount / 100 : '', e.debit ? '' : e.amount / 100, balance / 100]);
  }
  rows.push(STARS, ['', '', '', '', 'Opening Balance', 'Dr Count', 'Cr Count'], [indianAmount(50_000_00), '0', String(entries.length), '', '', '', indianAmount(balance)]);
  return rows;
}

/** The CSV net banking gives: dates dd/mm/yy, amounts with lakh grouping, references as text. */
export function hdfcCsv(entries: StatementEntry[]): string {
  const rows = typedRows(entries).map((row, i) =>
    row.map((cell, col) => {
      if (cell instanceof Date) return hdfcDate(cell.toISOString().slice(0, 10));
      if (typeof cell === 'number') return col === 2 ? (entries[i - (HDFC_FIRST_LINE_ROW - 1)]?.reference ?? '') : indianAmount(Math.round(cell * 100));
      return cell;
    }),
  );
  return Papa.unparse(rows, { newline: '\r\n' });
}

/** The same statement saved as .xlsx from a spreadsheet. */
export async function hdfcXlsx(entries: StatementEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of typedRows(entries)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` credits in November 2026, each with a reference of its own: a long, honest statement. */
export function manyCredits(count: number): StatementEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}` as IsoDay,
    narration: `UPI/CR/DM2611-${i}`,
    reference: String(612_345_678_901 + i),
    amount: 1_000_00 + i,
  }));
}
