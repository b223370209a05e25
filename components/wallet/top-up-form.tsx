'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';
import { formatPaise, rupeesToPaise } from '@/lib/domain/money';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { FieldError, fieldAria } from '@/components/forms/field-error';

const TOP_UP = graphql(`
  mutation TopUpWallet($amount: Int!) {
    topUpWallet(amount: $amount) { id number amount status upiLink }
  }
`);

/** Add money to the wallet: an amount, or "a month of my subscription"; then pay it on the top-up's page. */
export function TopUpForm({ monthAmount }: { monthAmount: number | null }) {
  const router = useRouter();
  const id = useId();
  const amountId = `${id}-amount`;
  const [rupees, setRupees] = useState('');
  const { run, busy, error } = useMutation(TOP_UP, {
    refresh: false,
    // beside the amount, the one field: without the argument's name in front
    errorMessage: (e) => serverFieldError(e)?.message ?? e.message,
    staysBusy: true,
    onSuccess: (data) => router.push(`/profile/wallet/top-up?id=${encodeURIComponent(data.topUpWallet.id)}`),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Add money to your wallet"
      onSubmit={(e) => {
        e.preventDefault();
        run({ amount: rupeesToPaise(Number(rupees)) });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={amountId}>Amount (₹)</label>
        <input id={amountId} type="number" min="100" step="1" required value={rupees} onChange={(e) => setRupees(e.target.value)} {...fieldAria(amountId, error)} className="min-h-11 w-36 rounded-lg border border-stone-300 px-2 aria-[invalid=true]:border-red-700" />
      </div>
      {monthAmount !== null && (
        <button type="button" onClick={() => setRupees(String(monthAmount / 100))} className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800">
          A month of my subscription ({formatPaise(monthAmount)})
        </button>
      )}
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
        {busy ? 'Starting…' : 'Add money'}
      </button>
      <div role="alert" className="w-full">
        <FieldError fieldId={amountId} message={error} />
      </div>
    </form>
  );
}
