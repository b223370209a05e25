'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { formatPaise, parseRupees, RUPEES_MESSAGE } from '@/lib/domain/money';
import { RupeeAmountField } from '@/components/ui/rupee-amount-field';
import { normalizeUtr, UTR_MESSAGES } from '@/lib/domain/utr';
import { FormAlert } from '@/components/ui/form-alert';

const PAY_OUT = graphql(`
  mutation PayOutWallet($userId: ID!, $amount: Int!, $utr: String!) {
    payOutWallet(userId: $userId, amount: $amount, utr: $utr) { balance }
  }
`);

/** After paying the customer's credit to their UPI id from the bank app: the amount and the payout's UTR. */
export function PayOutForm({ userId, balance }: { userId: string; balance: number }) {
  const [rupees, setRupees] = useState('');
  const [utr, setUtr] = useState('');
  const { run, busy, error, setError } = useMutation(PAY_OUT, {
    success: (data, v) => `${formatPaise(v.amount)} paid out; the balance is now ${formatPaise(data.payOutWallet.balance)}.`,
    onSuccess: () => {
      setRupees('');
      setUtr('');
    },
  });
  if (balance <= 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Pay out the wallet"
      onSubmit={(e) => {
        e.preventDefault();
        const amount = parseRupees(rupees);
        if (amount === null) return setError(RUPEES_MESSAGE);
        const digits = normalizeUtr(utr);
        if (!digits) return setError(utr.trim() ? UTR_MESSAGES.invalid : UTR_MESSAGES.required);
        run({ userId, amount, utr: digits });
      }}
    >
      <RupeeAmountField label="Paid out to UPI (₹)" value={rupees} onChange={setRupees} min={1} max={balance / 100} step={0.01} />
      <label className="flex flex-col gap-1">
        <span>Its UTR</span>
        <input type="text" inputMode="numeric" required value={utr} onChange={(e) => setUtr(e.target.value)} placeholder="12 digits" className="min-h-11 w-40 rounded-lg border border-stone-300 px-2" />
      </label>
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 disabled:opacity-60">
        {busy ? 'Saving…' : 'Record payout'}
      </button>
      <FormAlert message={error} />
    </form>
  );
}
