// A bank statement file as a grid of text cells, whatever it came as: CSV (any delimiter papaparse
// recognises, UTF-8 or Windows-1252) or XLSX (its first sheet, read with exceljs in a worker thread,
// read-xlsx-statement.ts). What the cells
// mean is lib/domain's business (bank-statement-layout.ts, bank-statement-lines.ts).
import 'server-only';
import Papa from 'papaparse';
import { badInput, serviceUnavailable } from '@/lib/errors';
import { decodeBase64 } from '@/lib/uploads/decode-upload';
import { readXlsxStatement } from './read-xlsx-statement';
import type { TighterTimeBounds } from '@/lib/workers/bounded-worker';

/** A month of a busy account is a few thousand rows; anything far beyond is not a statement. */
export const MAX_STATEMENT_ROWS = 10_000;

export const STATEMENT_FILE_MESSAGES = {
  xls: 'This is an old Excel (.xls) file, which cannot be read here. Open it in Excel or Google Sheets and save it as .xlsx or CSV.',
  pdf: 'A PDF statement cannot be read here. Download the statement as CSV or Excel (.xlsx) from your net banking.',
  html: 'This file is a web page saved with an Excel name, which cannot be read here. Open it in Excel or Google Sheets and save it as .xlsx or CSV.',
  unreadable: 'The statement could not be read. Please upload the CSV or Excel (.xlsx) file from your net banking.',
  tooManyRows: `The statement has more than ${MAX_STATEMENT_ROWS.toLocaleString('en-IN')} rows. Please download a shorter period.`,
  empty: 'The statement file is empty.',
  tooLarge: 'This Excel file unpacks to far more than a bank statement would. Please download the statement again, as CSV or Excel (.xlsx).',
  busy: 'The server is too busy to read this Excel file just now. Please try again in a minute, or upload the statement as CSV.',
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

/** The rows of the statement, each a list of trimmed-as-given text cells (`xlsxLimits` for tests). */
export async function readStatementFile(base64: string, xlsxLimits: TighterTimeBounds = {}): Promise<string[][]> {
  const bytes = decodeBase64(base64);
  if (bytes.length === 0) throw badInput(STATEMENT_FILE_MESSAGES.empty, 'base64');
  const kind = kindOf(bytes);
  if (kind === 'xls') throw badInput(STATEMENT_FILE_MESSAGES.xls, 'base64');
  if (kind === 'pdf') throw badInput(STATEMENT_FILE_MESSAGES.pdf, 'base64');
  if (kind === 'html') throw badInput(STATEMENT_FILE_MESSAGES.html, 'base64');
  const rows = kind === 'xlsx' ? await readXlsx(bytes, xlsxLimits) : readCsv(bytes);
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

async function readXlsx(bytes: Buffer, limits: TighterTimeBounds): Promise<string[][]> {
  const read = await readXlsxStatement(bytes, MAX_STATEMENT_ROWS, limits);
  if (read.ok) return read.rows;
  if (read.reason === 'empty') throw badInput(STATEMENT_FILE_MESSAGES.empty, 'base64');
  if (read.reason === 'too-many-rows') throw badInput(STATEMENT_FILE_MESSAGES.tooManyRows, 'base64');
  if (read.reason === 'too-large') throw badInput(STATEMENT_FILE_MESSAGES.tooLarge, 'base64');
  // not the file's fault: the machine gave the reader too little time (read-xlsx-statement.ts)
  if (read.reason === 'busy') throw serviceUnavailable(STATEMENT_FILE_MESSAGES.busy, 60);
  throw badInput(STATEMENT_FILE_MESSAGES.unreadable, 'base64');
}
