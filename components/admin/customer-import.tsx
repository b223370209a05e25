'use client';

// Import customers from a CSV file: read in the browser (papaparse, lib/domain/customer-csv.ts),
// previewed by the server (previewImportUsers: what each row would do, nothing written), then
// imported (importUsers, which checks every row again). Rows the file itself spoils (a control
// character in a cell) are shown as problems and never sent.
import { useId, useRef, useState } from 'react';
import { FilePickerField } from '@/components/uploads/file-picker-field';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { countOf } from '@/lib/domain/plural';
import { Button } from '@/components/ui/button';
import { checkCustomerFile, inFileNumbers, type ImportState } from './customer-import-check';
import { CustomerFileHint } from './customer-file-hint';
import { RowsTable } from './customer-import-rows';

const IMPORT = graphql(`
  mutation ImportUsers($u: [UserImportInput!]!) {
    importUsers(users: $u) { success message userCount existingCount refusedCount rows { ...ImportRowFields } }
  }
`);

export function CustomerImport() {
  const id = useId();
  const importUsers = useMutation(IMPORT, { success: (data) => (data.importUsers.userCount > 0 ? data.importUsers.message : null) });
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  async function choose(file: File) {
    setState({ step: 'busy', text: `Checking ${file.name}…` });
    setState(await checkCustomerFile(file));
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
      <CustomerFileHint hintId={hintId} />
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

