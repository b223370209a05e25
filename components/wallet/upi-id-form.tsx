'use client';

import { useId, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { UPI_ID_MAX, UPI_ID_MESSAGE, parseUpiId } from '@/lib/domain/upi-id';

const UPDATE = graphql(`
  mutation UpdateUpiId($upiId: String!) {
    updateUpiId(upiId: $upiId) { statusCode message }
  }
`);

/** The customer's UPI id: where a refund to UPI or a payout of the wallet is paid. Checked here and again on the server. */
export function UpiIdForm({ upiId }: { upiId: string | null }) {
  const id = useId();
  const [value, setValue] = useState(upiId ?? '');
  const { run, busy, error, setError } = useMutation(UPDATE, { success: (d) => d.updateUpiId.message });
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() && !parseUpiId(value)) {
          setError(UPI_ID_MESSAGE);
          return;
        }
        void run({ upiId: value.trim() });
      }}
    >
      <h2 id={`${id}-title`} className="font-semibold">
        Your UPI id for refunds
      </h2>
      <p className="text-stone-700">Refunds you choose to get by UPI, and payouts of your wallet, are paid here.</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>UPI id</span>
          <input
            id={`${id}-upi`}
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder="name@okaxis"
            maxLength={UPI_ID_MAX}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 w-64 rounded-lg border border-stone-300 px-2"
          />
        </label>
        <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
          {busy ? 'Saving…' : 'Save UPI id'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="font-medium text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
