'use client';

import { STATEMENT_LINE_STATUSES } from '@/lib/domain/bank-statement-matching';
import { countOf } from '@/lib/domain/plural';
import { LINE_STATUS_TEXT } from './bank-statement-lines';
import type { MatcherState } from './bank-statement-documents';

/** What the matcher is doing or found: reading, applied, the statement's credits by status, or its problem. */
export function BankStatementStatus({ state }: { state: MatcherState }) {
  const preview = state.step === 'preview' ? state.preview : null;
  const summary = preview
    ? STATEMENT_LINE_STATUSES.map((s) => [s, preview.lines.filter((l) => l.status === s).length] as const)
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${n} ${LINE_STATUS_TEXT[s].label.toLowerCase()}`)
        .join(', ')
    : '';

  return (
    <>
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
    </>
  );
}
