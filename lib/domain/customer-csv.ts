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

/** Reads a customer file's text (as `File.text()` gives it) into rows, or says why it cannot. */
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
