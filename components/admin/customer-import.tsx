'use client';

// Import customers from a CSV file: read in the browser (papaparse, lib/domain/customer-csv.ts),
// previewed by the server (previewImportUsers: what each row would do, nothing written), then
// imported (importUsers, which checks every row again). Rows the file itself spoils (a control
// character in a cell) are shown as problems and never sent.
import { useId, useRef, useState } from 'react';
import { FilePickerField } from '@/components/uploads/file-picker-field';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { ACCEPTED_HEADERS, CUSTOMER_CSV_COLUMNS, CUSTOMER_CSV_TEMPLATE, CUSTOMER_CSV_TEMPLATE_NAME, ENCODING_MESSAGES, decodeCustomerCsv, parseCustomerCsv, type DecodedCsv } from '@/lib/domain/customer-csv';
import { MAX_IMPORT_ROWS, type ImportRowStatus } from '@/lib/domain/customer-import';
import { countOf } from '@/lib/domain/plural';
import { formatPhone } from '@/lib/domain/phone';
import { Button } from '@/components/ui/button';

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
const IMPORT = graphql(`
  mutation ImportUsers($u: [UserImportInput!]!) {
    importUsers(users: $u) { success message userCount existingCount refusedCount rows { ...ImportRowFields } }
  }
`);

type ServerRow = ResultOf<typeof IMPORT_ROW_FIELDS>;
type SentRow = { phoneNumber: string; firstName: string | null; lastName: string | null; countryCode: string };
/** A row as the page shows it, numbered as in the file (row 1 under the header). */
type ShownRow = ServerRow;

type State =
  | { step: 'idle' }
  | { step: 'busy'; text: string }
  | { step: 'file-error'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; summary: string; rows: ShownRow[]; sent: SentRow[]; sentRowNumbers: number[]; newCount: number; ignoredColumns: string[]; encodingNote: string | null }
  | { step: 'done'; fileName: string; success: boolean; message: string; rows: ShownRow[] };

const STATUS_TEXT: Record<ImportRowStatus, { preview: string; done: string; tone: string }> = {
  NEW: { preview: 'Will be added', done: 'Added', tone: 'text-green-800' },
  EXISTING: { preview: 'Will be skipped', done: 'Skipped', tone: 'text-stone-700' },
  DUPLICATE: { preview: 'Will be skipped', done: 'Skipped', tone: 'text-amber-800' },
  INVALID: { preview: 'Problem: not added', done: 'Not added', tone: 'text-red-700' },
};

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CUSTOMER_CSV_TEMPLATE)}`;
const headerList = CUSTOMER_CSV_COLUMNS.map((c) => `${c} (or ${ACCEPTED_HEADERS[c].slice(1, 4).join(', ')})`).join('; ');

/** The server numbers the rows it was sent; the page numbers them as in the file. */
function inFileNumbers(rows: ServerRow[], sentRowNumbers: number[]): ShownRow[] {
  return rows.map((r) => ({ ...r, row: sentRowNumbers[r.row - 1] ?? r.row }));
}

export function CustomerImport() {
  const id = useId();
  const importUsers = useMutation(IMPORT, { success: (data) => (data.importUsers.userCount > 0 ? data.importUsers.message : null) });
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  async function choose(file: File) {
    setState({ step: 'busy', text: `Checking ${file.name}…` });
    let decoded: DecodedCsv;
    try {
      // Read as bytes: File.text() would turn a Windows-1252 "José" into "Jos\uFFFD" without a word.
      decoded = decodeCustomerCsv(new Uint8Array(await file.arrayBuffer()));
    } catch {
      return setState({ step: 'file-error', fileName: file.name, message: 'The file could not be read. Please choose it again.' });
    }
    if (!decoded.ok) return setState({ step: 'file-error', fileName: file.name, message: decoded.message });
    const encodingNote = decoded.encoding === 'Windows-1252' ? ENCODING_MESSAGES.readAsWindows1252 : null;
    const parsed = parseCustomerCsv(decoded.text);
    if (!parsed.ok) return setState({ step: 'file-error', fileName: file.name, message: parsed.message });

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
      if (!r.ok) return setState({ step: 'file-error', fileName: file.name, message: r.error.message });
      serverRows = inFileNumbers(r.data.previewImportUsers.rows, sentRowNumbers);
      summary = r.data.previewImportUsers.summary;
      newCount = r.data.previewImportUsers.newCount;
    } else {
      summary = 'Nobody new to add.';
    }
    if (spoiled.length) summary += ` ${countOf(spoiled.length, 'row')} could not be read and will be skipped.`;
    const rows = [...serverRows, ...spoiled].sort((a, b) => a.row - b.row);
    setState({ step: 'preview', fileName: file.name, summary, rows, sent, sentRowNumbers, newCount, ignoredColumns: parsed.ignoredColumns, encodingNote });
  }

  async function runImport() {
    if (state.step !== 'preview') return;
    const { fileName, sent, sentRowNumbers, rows: previewRows } = state;
    setState({ step: 'busy', text: `Importing ${fileName}…` });
    const r = await importUsers.run({ u: sent });
    if (!r) return;
    if (!r.ok) return setState({ step: 'file-error', fileName, message: r.error.message });
    const result = r.data.importUsers;
    const spoiled = previewRows.filter((row) => !sentRowNumbers.includes(row.row));
    const rows = [...inFileNumbers(result.rows, sentRowNumbers), ...spoiled].sort((a, b) => a.row - b.row);
    setState({ step: 'done', fileName, success: result.success, message: result.message, rows });
  }

  function reset() {
    setState({ step: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  }

  const busy = state.step === 'busy';
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-3" aria-labelledby={`${id}-heading`} role="group">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Import customers from a file
      </h2>
      <div id={hintId} className="space-y-1 text-sm text-stone-700">
        <p>
          A CSV file (saved as &ldquo;CSV UTF-8&rdquo;) whose first row names the columns: {headerList}. Letter case, spaces and underscores in the
          names do not matter. Only the mobile number is required; other columns are ignored. At most {MAX_IMPORT_ROWS} customers per file. You see what will happen before anything is saved, and numbers that are already customers
          are skipped, so importing the same file again adds nobody twice.
        </p>
        <p>
          <a href={TEMPLATE_HREF} download={CUSTOMER_CSV_TEMPLATE_NAME} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Download the template (CSV)
          </a>
        </p>
      </div>
      <FilePickerField
        id={`${id}-file`}
        label="Customer file (CSV)"
        describedBy={hintId}
        accept={".csv,text/csv"}
        disabled={busy}
        inputRef={inputRef}
        chooseText="Choose a file"
        fileName={'fileName' in state && state.step !== 'file-error' ? state.fileName : null}
        onFile={(file) => void choose(file)}
        onRemove={reset}
      />

      <div role="status" aria-live="polite" className="text-sm">
        {state.step === 'busy' && <p>{state.text}</p>}
        {state.step === 'preview' && (
          <p className="font-medium" data-testid="import-summary">
            {state.fileName}: {state.summary}
          </p>
        )}
        {state.step === 'done' && (
          <p className={`font-medium ${state.success ? 'text-green-800' : 'text-red-700'}`} data-testid="import-result">
            {state.message}
          </p>
        )}
      </div>
      {state.step === 'file-error' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.fileName}: {state.message}
        </p>
      )}

      {state.step === 'preview' && state.encodingNote && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="import-encoding">
          {state.encodingNote}
        </p>
      )}
      {state.step === 'preview' && state.ignoredColumns.length > 0 && (
        <p className="text-sm text-stone-700">Ignored columns: {state.ignoredColumns.join(', ')}.</p>
      )}
      {(state.step === 'preview' || state.step === 'done') && (
        <RowsTable rows={state.rows} done={state.step === 'done'} caption={state.step === 'done' ? `What happened to each row of ${state.fileName}` : `Preview of ${state.fileName}`} />
      )}
      {state.step === 'preview' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={runImport} disabled={state.newCount === 0}>
            {state.newCount === 0 ? 'Nothing to import' : `Import ${countOf(state.newCount, 'new customer')}`}
          </Button>
          <Button variant="secondary" onClick={reset}>
            Cancel
          </Button>
        </div>
      )}
      {state.step === 'done' && (
        <Button variant="secondary" onClick={reset} className="self-start">
          Import another file
        </Button>
      )}
    </div>
  );
}

function RowsTable({ rows, done, caption }: { rows: ShownRow[]; done: boolean; caption: string }) {
  return (
    <div className="relative max-h-96 overflow-auto rounded-xl border border-brand-100" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-brand-50">
          <tr>
            <th scope="col" className="px-3 py-2">Row</th>
            <th scope="col" className="px-3 py-2">Mobile number</th>
            <th scope="col" className="px-3 py-2">Name</th>
            <th scope="col" className="px-3 py-2">{done ? 'Result' : 'What happens'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const text = STATUS_TEXT[r.status];
            return (
              <tr key={r.row} className="border-t border-brand-100 align-top" data-testid="import-row" data-status={r.status}>
                <td className="px-3 py-2 tabular-nums">{r.row}</td>
                <td className="px-3 py-2">{formatPhone(r.phoneNumber) || '—'}</td>
                <td className="px-3 py-2">{[r.firstName, r.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td className={`px-3 py-2 ${text.tone}`}>
                  <span className="font-medium">{done ? text.done : text.preview}</span>
                  {r.message && <span className="block">{r.message}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
