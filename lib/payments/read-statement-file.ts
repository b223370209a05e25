// A bank statement file as a grid of text cells, whatever it came as: CSV (any delimiter papaparse
// recognises, UTF-8 or Windows-1252) or XLSX (its first sheet, read with exceljs). What the cells
// mean is lib/domain's business (bank-statement-layout.ts, bank-statement-lines.ts).
import 'server-only';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { unzipSync } from 'fflate';
import { badInput } from '@/lib/errors';
import { decodeBase64 } from '@/lib/uploads/decode-upload';

/** A month of a busy account is a few thousand rows; anything far beyond is not a statement. */
export const MAX_STATEMENT_ROWS = 10_000;
// An XLSX is a zip: its parts are measured before exceljs inflates them (a small file may claim to
// unpack to gigabytes).
const MAX_XLSX_UNPACKED_BYTES = 60 * 1024 * 1024;
const MAX_XLSX_PARTS = 2_000;

export const STATEMENT_FILE_MESSAGES = {
  xls: 'This is an old Excel (.xls) file, which cannot be read here. Open it in Excel or Google Sheets and save it as .xlsx or CSV.',
  pdf: 'A PDF statement cannot be read here. Download the statement as CSV or Excel (.xlsx) from your net banking.',
  html: 'This file is a web page saved with an Excel name, which cannot be read here. Open it in Excel or Google Sheets and save it as .xlsx or CSV.',
  unreadable: 'The statement could not be read. Please upload the CSV or Excel (.xlsx) file from your net banking.',
  tooManyRows: `The statement has more than ${MAX_STATEMENT_ROWS.toLocaleString('en-IN')} rows. Please download a shorter period.`,
  empty: 'The statement file is empty.',
} as const;

type Kind = 'xlsx' | 'xls' | 'pdf' | 'html' | 'text';

function kindOf(bytes: Buffer): Kind {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) return 'xls';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // some net banking "Excel" downloads are an HTML table
  if (/^(\uFEFF)?\s*<(!doctype|html|table|\?xml)/i.test(bytes.subarray(0, 200).toString('utf8'))) return 'html';
  return 'text';
}

/** The rows of the statement, each a list of trimmed-as-given text cells. */
export async function readStatementFile(base64: string): Promise<string[][]> {
  const bytes = decodeBase64(base64);
  if (bytes.length === 0) throw badInput(STATEMENT_FILE_MESSAGES.empty, 'base64');
  const kind = kindOf(bytes);
  if (kind === 'xls') throw badInput(STATEMENT_FILE_MESSAGES.xls, 'base64');
  if (kind === 'pdf') throw badInput(STATEMENT_FILE_MESSAGES.pdf, 'base64');
  if (kind === 'html') throw badInput(STATEMENT_FILE_MESSAGES.html, 'base64');
  const rows = kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  if (rows.length > MAX_STATEMENT_ROWS) throw badInput(STATEMENT_FILE_MESSAGES.tooManyRows, 'base64');
  return rows;
}

function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves CSV in its own code page unless told otherwise.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (/\u0000/.test(text.slice(0, 4096))) throw badInput(STATEMENT_FILE_MESSAGES.unreadable, 'base64');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimitersToGuess: [',', '\t', ';', '|'] });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  let unpacked = 0;
  let parts = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize;
        parts += 1;
        return false;
      },
    });
  } catch {
    throw badInput(STATEMENT_FILE_MESSAGES.unreadable, 'base64');
  }
  if (unpacked > MAX_XLSX_UNPACKED_BYTES || parts > MAX_XLSX_PARTS) throw badInput(STATEMENT_FILE_MESSAGES.unreadable, 'base64');

  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw badInput(STATEMENT_FILE_MESSAGES.unreadable, 'base64');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput(STATEMENT_FILE_MESSAGES.empty, 'base64');
  if (sheet.rowCount > MAX_STATEMENT_ROWS) throw badInput(STATEMENT_FILE_MESSAGES.tooManyRows, 'base64');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A cell's value as the text a CSV of the same sheet would hold; a date as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  // exceljs gives a date cell as the instant of that day's midnight in UTC
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  return '';
}
