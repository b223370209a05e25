'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { payOutWalletForm } from '@/lib/domain/inputs/wallet-input';
import { formatPaise } from '@/lib/domain/money';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { RupeeField } from '@/components/forms/rupee-field';

const PAY_OUT = graphql(`
  mutation PayOutWallet($userId: ID!, $amount: Int!, $utr: String!) {
    payOutWallet(userId: $userId, amount: $amount, utr: $utr) { balance }
  }
`);

const empty = { amount: '', utr: '' };

/** After paying the customer's credit to their UPI id from the bank app: the amount and the payout's UTR. */
export function PayOutForm({ userId, balance }: { userId: string; balance: number }) {
  const kit = useMutationForm(payOutWalletForm, PAY_OUT, {
    defaultValues: empty,
    variables: (v) => ({ userId, amount: v.amount, utr: v.utr }),
    success: (data, v) => `${formatPaise(v.amount)} paid out; the balance is now ${formatPaise(data.payOutWallet.balance)}.`,
    onSuccess: () => kit.form.reset(empty),
  });
  if (balance <= 0) return null;
  return (
    <Form kit={kit} className="flex flex-wrap items-start gap-2" aria-label="Pay out the wallet">
      <RupeeField name="amount" label="Paid out to UPI (₹)" />
      <FormField name="utr" label="Its UTR" className="w-44 space-y-1" input={{ inputMode: 'numeric', autoComplete: 'off', placeholder: '12 digits' }} />
      <div className="sm:mt-6">
        <SubmitRow label="Record payout" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
