'use client';

// Bank statement matching at /admin/payments: the admin chooses the account's statement (CSV or
// XLSX from net banking), the server previews what each credit line pays (previewBankStatement:
// nothing written), the admin confirms the matched ones in one go (applyBankStatement: each through
// the same confirmation as the Confirm button) and sees the statement again as applied. A layout
// the store does not know asks for the mapping step first (bank-statement-mapping.tsx).
import { useId, useRef, useState } from 'react';
import { FilePickerField } from '@/components/uploads/file-picker-field';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { readAsDataUrl } from '@/lib/client/uploads/compress-image';
import { MAX_UPLOAD_BYTES } from '@/lib/domain/upload-rules';
import { STATEMENT_LINE_STATUSES } from '@/lib/domain/bank-statement-matching';
import { countOf } from '@/lib/domain/plural';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { BankStatementLines, LINE_STATUS_TEXT } from './bank-statement-lines';
import { BankStatementMapping } from './bank-statement-mapping';

const PREVIEW = graphql(`
  mutation PreviewBankStatement($base64: String!, $fileName: String!) {
    previewBankStatement(base64: $base64, fileName: $fileName) {
      layout { bankName source headerRow }
      mapping { headerRow headers suggested { date narration credit reference direction } }
      lines { ...BankStatementLineFields }
      debitLines
      skippedRows
    }
  }
`);
const APPLY = graphql(`
  mutation ApplyBankStatement($base64: String!, $fileName: String!) {
    applyBankStatement(base64: $base64, fileName: $fileName) { confirmed skipped message }
  }
`);

type Preview = ResultOf<typeof PREVIEW>['previewBankStatement'];
type StatementFile = { base64: string; fileName: string };
type State =
  | { step: 'idle' }
  | { step: 'busy'; text: string }
  | { step: 'error'; fileName: string; message: string }
  | { step: 'preview'; file: StatementFile; preview: Preview; applied: string | null };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function BankStatementMatcher() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const apply = useMutation(APPLY, {
    success: (d) => d.applyBankStatement.message,
    onSuccess: (d, file) => {
      setConfirming(false);
      void read(file, d.applyBankStatement.message);
    },
  });

  async function read(file: StatementFile, applied: string | null = null) {
    setState({ step: 'busy', text: `Reading ${file.fileName}…` });
    const r = await gql(PREVIEW, file);
    if (!r.ok) return setState({ step: 'error', fileName: file.fileName, message: r.error.message });
    setState({ step: 'preview', file, preview: r.data.previewBankStatement, applied });
  }

  async function choose(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      return setState({ step: 'error', fileName: file.name, message: 'The statement is larger than 5 MB. Please download a shorter period.' });
    }
    let base64: string;
    try {
      base64 = await readAsDataUrl(file);
    } catch {
      return setState({ step: 'error', fileName: file.name, message: 'The file could not be read. Please choose it again.' });
    }
    await read({ base64, fileName: file.name });
  }

  function reset() {
    setState({ step: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  }

  const busy = state.step === 'busy';
  const preview = state.step === 'preview' ? state.preview : null;
  const matched = preview?.lines.filter((l) => l.status === 'MATCHED').length ?? 0;
  const summary = preview
    ? STATEMENT_LINE_STATUSES.map((s) => [s, preview.lines.filter((l) => l.status === s).length] as const)
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${n} ${LINE_STATUS_TEXT[s].label.toLowerCase()}`)
        .join(', ')
    : '';

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Match a bank statement
      </h2>
      <p id={`${id}-hint`} className="text-sm text-stone-700">
        The account&rsquo;s statement as CSV or Excel (.xlsx) from net banking. Each credit is matched to a waiting payment by its UTR, then by the order
        number in its narration, then by its exact amount while the order waits. You see every line first; only the matched ones are confirmed, and a
        statement uploaded twice confirms nothing twice.
      </p>
      <FilePickerField
        id={`${id}-file`}
        label="Bank statement (CSV or XLSX)"
        describedBy={`${id}-hint`}
        accept={ACCEPT}
        disabled={busy}
        inputRef={inputRef}
        chooseText="Choose a file"
        fileName={state.step === 'preview' ? state.file.fileName : null}
        onFile={(file) => void choose(file)}
        onRemove={reset}
      />

      <div role="status" aria-live="polite" className="text-sm">
        {state.step === 'busy' && <p>{state.text}</p>}
        {state.step === 'preview' && state.applied && <p className="font-medium text-green-800">{state.applied}.</p>}
        {preview?.layout && (
          <p className="font-medium" data-testid="statement-summary">
            {state.step === 'preview' && state.file.fileName} ({preview.layout.bankName}): {preview.lines.length === 0 ? 'no credits' : `${countOf(preview.lines.length, 'credit')}: ${summary}`}.
          </p>
        )}
      </div>
      {state.step === 'error' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.fileName}: {state.message}
        </p>
      )}

      {state.step === 'preview' && state.preview.mapping && (
        <BankStatementMapping fileName={state.file.fileName} mapping={state.preview.mapping} onSaved={() => void read(state.file)} />
      )}
      {state.step === 'preview' && preview?.layout && preview.lines.length > 0 && <BankStatementLines lines={preview.lines} caption={`Credits in ${state.file.fileName}`} />}
      {state.step === 'preview' && preview?.layout && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={matched === 0}
            className="min-h-11 rounded-lg bg-green-800 px-4 text-sm font-semibold text-white hover:bg-green-900 disabled:opacity-60"
          >
            {matched === 0 ? 'Nothing to confirm' : `Confirm ${countOf(matched, 'matched payment')}`}
          </button>
          <button type="button" onClick={reset} className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100">
            Choose another statement
          </button>
        </div>
      )}

      <Dialog
        open={confirming}
        onClose={() => !apply.busy && setConfirming(false)}
        title={`Confirm ${countOf(matched, 'payment')}?`}
        description="Each matched order is marked paid and its customer is told by SMS. A confirmed payment cannot be undone; lines to check by hand are left alone."
        initialFocusRef={cancelRef}
        closeOnBackdrop={false}
      >
        {apply.error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {apply.error}
          </p>
        )}
        <DialogActions
          cancelRef={cancelRef}
          cancelLabel="Cancel"
          onCancel={() => setConfirming(false)}
          actionLabel="Yes, confirm them"
          busyLabel="Confirming…"
          onAction={() => state.step === 'preview' && void apply.run(state.file)}
          busy={apply.busy}
          tone="confirm"
        />
      </Dialog>
    </section>
  );
}
