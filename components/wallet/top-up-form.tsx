'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { formatPaise, parseRupees, RUPEES_MESSAGE } from '@/lib/domain/money';
import { RupeeAmountField } from '@/components/ui/rupee-amount-field';
import { FormAlert } from '@/components/ui/form-alert';

const TOP_UP = graphql(`
  mutation TopUpWallet($amount: Int!) {
    topUpWallet(amount: $amount) { id number amount status upiLink }
  }
`);

/** Add money to the wallet: an amount, or "a month of my subscription"; then pay it on the top-up's page. */
export function TopUpForm({ monthAmount }: { monthAmount: number | null }) {
  const router = useRouter();
  const [rupees, setRupees] = useState('');
  const { run, busy, error, setError } = useMutation(TOP_UP, {
    refresh: false,
    staysBusy: true,
    onSuccess: (data) => router.push(`/profile/wallet/top-up?id=${encodeURIComponent(data.topUpWallet.id)}`),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Add money to your wallet"
      onSubmit={(e) => {
        e.preventDefault();
        const amount = parseRupees(rupees);
        if (amount === null) return setError(RUPEES_MESSAGE);
        run({ amount });
      }}
    >
      <RupeeAmountField label="Amount (₹)" value={rupees} onChange={setRupees} min={100} step={1} />
      {monthAmount !== null && (
        <button type="button" onClick={() => setRupees(String(monthAmount / 100))} className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800">
          A month of my subscription ({formatPaise(monthAmount)})
        </button>
      )}
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
        {busy ? 'Starting…' : 'Add money'}
      </button>
      <FormAlert message={error} />
    </form>
  );
}
