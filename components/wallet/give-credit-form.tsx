'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { formatPaise, parseRupees, RUPEES_MESSAGE } from '@/lib/domain/money';
import { RupeeAmountField } from '@/components/ui/rupee-amount-field';
import { FormAlert } from '@/components/ui/form-alert';

const GIVE = graphql(`
  mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {
    giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) { balance }
  }
`);

/** The admin's goodwill credit: an amount in rupees and the reason the customer reads. */
export function GiveCreditForm({ userId }: { userId: string }) {
  const [rupees, setRupees] = useState('');
  const [reason, setReason] = useState('');
  const { run, busy, error, setError } = useMutation(GIVE, {
    success: (data, v) => `${formatPaise(v.amount)} added; the balance is now ${formatPaise(data.giveWalletCredit.balance)}.`,
    onSuccess: () => {
      setRupees('');
      setReason('');
    },
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const amount = parseRupees(rupees);
        if (amount === null) return setError(RUPEES_MESSAGE);
        run({ userId, amount, reason });
      }}
    >
      <RupeeAmountField label="Goodwill credit (₹)" value={rupees} onChange={setRupees} min={1} step={0.01} />
      <label className="flex min-w-48 flex-1 flex-col gap-1">
        <span>Reason (the customer sees it)</span>
        <input type="text" required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} className="min-h-11 rounded-lg border border-stone-300 px-2" />
      </label>
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
        {busy ? 'Adding…' : 'Add credit'}
      </button>
      <FormAlert message={error} />
    </form>
  );
}
