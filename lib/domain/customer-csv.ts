// The customer file an admin imports on /user-list: a CSV with a header row naming the columns.
// Read by papaparse (quoted fields with commas, quotes and line breaks, CRLF or LF, a comma,
// semicolon or tab as separator), with a UTF-8 byte order mark dropped (Excel's "CSV UTF-8" writes
// one). The browser parses the file and sends the rows; the server checks every row again.
import Papa from 'papaparse';
import { cleanText } from './text-input';
import { MAX_IMPORT_ROWS } from './customer-import';

export const CUSTOMER_CSV_COLUMNS = ['phoneNumber', 'firstName', 'lastName'] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

const COLUMN_LABELS: Record<CustomerCsvColumn, string> = { phoneNumber: 'Mobile number', firstName: 'First name', lastName: 'Last name' };

/**
 * The header names accepted for each column, compared without case, spaces, dots, dashes or
 * underscores ('Phone Number', 'first_name' and 'Mobile No.' all match).
 */
export const ACCEPTED_HEADERS: Record<CustomerCsvColumn, readonly string[]> = {
  phoneNumber: ['phoneNumber', 'phone', 'mobile', 'mobileNumber', 'mobileNo', 'phoneNo', 'contactNumber'],
  firstName: ['firstName', 'first', 'givenName', 'name'],
  lastName: ['lastName', 'last', 'surname', 'familyName'],
};

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

const COLUMN_OF_HEADER = new Map<string, CustomerCsvColumn>(
  CUSTOMER_CSV_COLUMNS.flatMap((column) => ACCEPTED_HEADERS[column].map((h) => [headerKey(h), column] as const)),
);

/** The file offered as "Download the template": the header row and two example rows. */
export const CUSTOMER_CSV_TEMPLATE = '\uFEFFphoneNumber,firstName,lastName\r\n9876543210,Ravi,Kumar\r\n+91 91234 56789,Divya,"Rao, Jr."\r\n';
export const CUSTOMER_CSV_TEMPLATE_NAME = 'customers-template.csv';

export type CustomerCsvRow = {
  /** 1-based, counting people: row 1 is the line under the header */
  row: number;
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
  /** a problem found in the file itself (a control character, an over-long cell); null when none */
  problem: string | null;
};

export type CustomerCsv =
  | { ok: true; rows: CustomerCsvRow[]; ignoredColumns: string[] }
  | { ok: false; message: string };

export const CSV_MESSAGES = {
  empty: 'The file is empty.',
  noPhoneColumn: `The first row must name the columns: ${CUSTOMER_CSV_COLUMNS.join(', ')}. No mobile number column was found.`,
  noRows: 'The file has a header row but no customers under it.',
  tooMany: (n: number) => `A file can hold at most ${MAX_IMPORT_ROWS} customers; this one has ${n}. Please split it.`,
  unclosedQuote: (row: number) => `Row ${row} opens a quote (") that is never closed, so the rest of the file cannot be read.`,
} as const;

export type CsvEncoding = 'UTF-8' | 'UTF-16' | 'Windows-1252';

export type DecodedCsv = { ok: true; text: string; encoding: CsvEncoding } | { ok: false; message: string };

export const ENCODING_MESSAGES = {
  notText: 'This file is not a CSV text file (it looks like a spreadsheet workbook or another binary file). In Excel, use Save As “CSV UTF-8” and choose that file.',
  unknownEncoding: 'This file is not UTF-8 text, and it could not be read as a Windows (Western European) file either. In Excel, use Save As “CSV UTF-8” and choose that file.',
  readAsWindows1252:
    'This file is not UTF-8: it was read as Windows-1252 (Western European), the way Excel’s plain “CSV” saves it. Check the names below before importing; names in other scripts (Hindi, Kannada…) need a “CSV UTF-8” file.',
} as const;

/**
 * The file's bytes as text, and the encoding they were read in. UTF-8 (with or without Excel's
 * byte order mark) and UTF-16 with a mark are read as they are; anything else that is not valid
 * UTF-8 is read as Windows-1252, which Excel's plain "CSV" writes on Windows (so "José" stays José
 * instead of becoming "Jos\uFFFD"), and the preview says so. Bytes that cannot be a text file at all are
 * refused with what to do instead.
 */
export function decodeCustomerCsv(bytes: Uint8Array): DecodedCsv {
  const starts = (...b: number[]) => b.every((v, i) => bytes[i] === v);
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) {
    return { ok: true, text: new TextDecoder(starts(0xff, 0xfe) ? 'utf-16le' : 'utf-16be').decode(bytes), encoding: 'UTF-16' };
  }
  // A workbook (xlsx is a zip, xls an OLE file) or anything with NUL bytes is not a CSV.
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0) || bytes.includes(0)) return { ok: false, message: ENCODING_MESSAGES.notText };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    // The five bytes Windows-1252 leaves undefined come out as C1 controls: then it was not that either.
    if (/[\u0080-\u009f]/.test(text)) return { ok: false, message: ENCODING_MESSAGES.unknownEncoding };
    return { ok: true, text, encoding: 'Windows-1252' };
  }
}

/** Reads a customer file's text (as `decodeCustomerCsv` gives it) into rows, or says why it cannot. */
export function parseCustomerCsv(text: string): CustomerCsv {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!source.trim()) return { ok: false, message: CSV_MESSAGES.empty };
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  // The header is data row 0, so a data row's index is its row number under the header.
  const quote = parsed.errors.find((e) => e.type === 'Quotes');
  if (quote) return { ok: false, message: CSV_MESSAGES.unclosedQuote(quote.row ?? 0) };

  const [header = [], ...lines] = parsed.data;
  const columnAt = new Map<CustomerCsvColumn, number>();
  const ignoredColumns: string[] = [];
  header.forEach((name, index) => {
    const column = COLUMN_OF_HEADER.get(headerKey(name));
    if (column && !columnAt.has(column)) columnAt.set(column, index);
    else if (name.trim()) ignoredColumns.push(name.trim());
  });
  const phoneAt = columnAt.get('phoneNumber');
  if (phoneAt === undefined) return { ok: false, message: CSV_MESSAGES.noPhoneColumn };
  if (lines.length === 0) return { ok: false, message: CSV_MESSAGES.noRows };
  if (lines.length > MAX_IMPORT_ROWS) return { ok: false, message: CSV_MESSAGES.tooMany(lines.length) };

  const rows = lines.map((cells, i): CustomerCsvRow => {
    const values = {} as Record<CustomerCsvColumn, string>;
    let problem: string | null = null;
    for (const column of CUSTOMER_CSV_COLUMNS) {
      const at = columnAt.get(column);
      const cleaned = cleanText(at === undefined ? '' : (cells[at] ?? ''), column);
      if (cleaned.ok) values[column] = cleaned.value;
      else {
        values[column] = (at === undefined ? '' : (cells[at] ?? '')).trim();
        problem ??= `${COLUMN_LABELS[column]} ${cleaned.message}`;
      }
    }
    return { row: i + 1, phoneNumber: values.phoneNumber, firstName: values.firstName || null, lastName: values.lastName || null, problem };
  });
  return { ok: true, rows, ignoredColumns };
}
