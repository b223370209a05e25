'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';
import { formatPaise, rupeesToPaise } from '@/lib/domain/money';

const GIVE = graphql(`
  mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {
    giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) { balance }
  }
`);

/** The admin's goodwill credit: an amount in rupees and the reason the customer reads. */
export function GiveCreditForm({ userId }: { userId: string }) {
  const [rupees, setRupees] = useState('');
  const [reason, setReason] = useState('');
  const { run, busy, error } = useMutation(GIVE, {
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
        run({ userId, amount: rupeesToPaise(Number(rupees)), reason });
      }}
    >
      <label className="flex flex-col gap-1">
        <span>Goodwill credit (₹)</span>
        <input type="number" min="1" step="0.01" required value={rupees} onChange={(e) => setRupees(e.target.value)} className="min-h-11 w-32 rounded-lg border border-stone-300 px-2" />
      </label>
      <label className="flex min-w-48 flex-1 flex-col gap-1">
        <span>Reason (the customer sees it)</span>
        <input type="text" required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} className="min-h-11 rounded-lg border border-stone-300 px-2" />
      </label>
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
        {busy ? 'Adding…' : 'Add credit'}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
