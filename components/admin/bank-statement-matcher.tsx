'use client';

// Bank statement matching at /admin/payments: the admin chooses the account's statement (CSV or
// XLSX from net banking), the server previews what each credit line pays (previewBankStatement:
// nothing written), the admin confirms the matched ones in one go (applyBankStatement: each through
// the same confirmation as the Confirm button) and sees the statement again as applied. A layout
// the store does not know asks for the mapping step first (bank-statement-mapping.tsx).
import { useId, useRef, useState } from 'react';
import { FilePickerField } from '@/components/uploads/file-picker-field';
import { gql } from '@/lib/client/graphql';
import { useMutation } from '@/lib/client/use-mutation';
import { readAsDataUrl } from '@/lib/client/uploads/compress-image';
import { MAX_UPLOAD_BYTES } from '@/lib/domain/upload-rules';
import { countOf } from '@/lib/domain/plural';
import { BankStatementLines } from './bank-statement-lines';
import { BankStatementMapping } from './bank-statement-mapping';
import { APPLY, PREVIEW, type MatcherState, type StatementFile } from './bank-statement-documents';
import { BankStatementStatus } from './bank-statement-status';
import { ConfirmStatementDialog } from './confirm-statement-dialog';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function BankStatementMatcher() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<MatcherState>({ step: 'idle' });
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
      <BankStatementStatus state={state} />
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
      <ConfirmStatementDialog
        open={confirming}
        matched={matched}
        busy={apply.busy}
        error={apply.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => state.step === 'preview' && void apply.run(state.file)}
      />
    </section>
  );
}
