// CSV files the admin downloads (the dispatch sheets, the orders export), written by papaparse so
// that commas, quotes and line breaks inside a field are quoted the way spreadsheets read them.
import 'server-only';
import Papa from 'papaparse';

/** Excel reads a CSV as UTF-8 (₹, names in Kannada or Hindi) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula: one starting with = or @, a tab or a carriage
 * return, or + or - followed by anything but a plain number. "+919845011111" and "-1426.00" are
 * numbers to a spreadsheet and stay numbers; "-2+3", "+HYPERLINK(…)" and "- note" do not.
 */
export const FORMULA_CELL = /^(?:[=@\t\r]|[+-](?!\d[\d,]*(?:\.\d+)?$))/;

/** Whether `text` would run as a formula when the file is opened (see FORMULA_CELL). */
export function runsAsFormula(text: string): boolean {
  return FORMULA_CELL.test(text);
}

/**
 * A whole CSV file: a header row, then the rows, CRLF line ends (RFC 4180), with the BOM in front.
 * A cell a spreadsheet would run as a formula (FORMULA_CELL) is prefixed with ' so opening the
 * file never runs something a customer typed into a name or a note; plain numbers, signed or not,
 * are left as numbers.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell)));
  return UTF8_BOM + Papa.unparse({ fields: [...header], data }, { newline: '\r\n', escapeFormulae: FORMULA_CELL });
}

/** A file name part from free text: 'route-sheet-2026-11-24'. */
export function csvFileName(...parts: string[]): string {
  return `${parts.join('-').replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;
}

/**
 * A CSV file for a program to read (the GST offline tool's imports): no BOM and no formula guard,
 * so negative amounts stay numbers. Only for files holding no text a user typed.
 */
export function csvForImport(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell)));
  return Papa.unparse({ fields: [...header], data }, { newline: '\r\n' });
}
