'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { FormAlert } from '@/components/ui/form-alert';

const MARK = graphql(`
  mutation MarkRefundPaid($refundId: ID!, $utr: String!) {
    markRefundPaid(refundId: $refundId, utr: $utr) { id status utr }
  }
`);

/** After paying in the bank app: the payout's 12-digit UTR, then "Mark paid" (the customer is messaged). */
export function MarkRefundPaidForm({ refundId, label }: { refundId: string; label: string }) {
  const [utr, setUtr] = useState('');
  const { run, busy, error } = useMutation(MARK, { success: `${label}: marked paid; the customer is told.` });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        run({ refundId, utr });
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span>
          UTR<span className="sr-only"> of the refund for {label}</span>
        </span>
        <input type="text" inputMode="numeric" required value={utr} onChange={(e) => setUtr(e.target.value)} placeholder="12 digits" className="min-h-11 w-40 rounded-lg border border-stone-300 px-2" />
      </label>
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
        {busy ? 'Saving…' : 'Mark paid'}
      </button>
      <FormAlert message={error} />
    </form>
  );
}
