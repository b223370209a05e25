// Checking a customer file before anything is saved: read as bytes and parsed in the browser
// (lib/domain/customer-csv.ts), then previewed by the server (previewImportUsers: what each row would
// do, nothing written). Rows the file itself spoils are kept as problems and never sent.
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { ENCODING_MESSAGES, decodeCustomerCsv, parseCustomerCsv, type DecodedCsv } from '@/lib/domain/customer-csv';
import { countOf } from '@/lib/domain/plural';

export const IMPORT_ROW_FIELDS = graphql(`
  fragment ImportRowFields on ImportRow {
    row status phoneNumber firstName lastName message
  }
`);
const PREVIEW = graphql(`
  query PreviewImport($u: [UserImportInput!]!) {
    previewImportUsers(users: $u) { summary newCount existingCount refusedCount rows { ...ImportRowFields } }
  }
`);

export type ServerRow = ResultOf<typeof IMPORT_ROW_FIELDS>;
export type SentRow = { phoneNumber: string; firstName: string | null; lastName: string | null; countryCode: string };
/** A row as the page shows it, numbered as in the file (row 1 under the header). */
export type ShownRow = ServerRow;

export type ImportState =
  | { step: 'idle' }
  | { step: 'busy'; text: string }
  | { step: 'file-error'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; summary: string; rows: ShownRow[]; sent: SentRow[]; sentRowNumbers: number[]; newCount: number; ignoredColumns: string[]; encodingNote: string | null }
  | { step: 'done'; fileName: string; success: boolean; message: string; rows: ShownRow[] };

/** The server numbers the rows it was sent; the page numbers them as in the file. */
export function inFileNumbers(rows: ServerRow[], sentRowNumbers: number[]): ShownRow[] {
  return rows.map((r) => ({ ...r, row: sentRowNumbers[r.row - 1] ?? r.row }));
}

/** What the page shows once `file` is checked: its problem, or the preview of every row. */
export async function checkCustomerFile(file: File): Promise<ImportState> {
  let decoded: DecodedCsv;
  try {
    // Read as bytes: File.text() would turn a Windows-1252 "José" into "Jos\uFFFD" without a word.
    decoded = decodeCustomerCsv(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { step: 'file-error', fileName: file.name, message: 'The file could not be read. Please choose it again.' };
  }
  if (!decoded.ok) return { step: 'file-error', fileName: file.name, message: decoded.message };
  const encodingNote = decoded.encoding === 'Windows-1252' ? ENCODING_MESSAGES.readAsWindows1252 : null;
  const parsed = parseCustomerCsv(decoded.text);
  if (!parsed.ok) return { step: 'file-error', fileName: file.name, message: parsed.message };

  const spoiled: ShownRow[] = parsed.rows
    .filter((r) => r.problem)
    .map((r) => ({ row: r.row, status: 'INVALID', phoneNumber: r.phoneNumber, firstName: r.firstName, lastName: r.lastName, message: r.problem }));
  const good = parsed.rows.filter((r) => !r.problem);
  const sent = good.map((r) => ({ phoneNumber: r.phoneNumber, firstName: r.firstName, lastName: r.lastName, countryCode: '+91' }));
  const sentRowNumbers = good.map((r) => r.row);

  let serverRows: ServerRow[] = [];
  let summary = '';
  let newCount = 0;
  if (sent.length > 0) {
    const r = await gql(PREVIEW, { u: sent });
    if (!r.ok) return { step: 'file-error', fileName: file.name, message: r.error.message };
    serverRows = inFileNumbers(r.data.previewImportUsers.rows, sentRowNumbers);
    summary = r.data.previewImportUsers.summary;
    newCount = r.data.previewImportUsers.newCount;
  } else {
    summary = 'Nobody new to add.';
  }
  if (spoiled.length) summary += ` ${countOf(spoiled.length, 'row')} could not be read and will be skipped.`;
  const rows = [...serverRows, ...spoiled].sort((a, b) => a.row - b.row);
  return { step: 'preview', fileName: file.name, summary, rows, sent, sentRowNumbers, newCount, ignoredColumns: parsed.ignoredColumns, encodingNote };
}
