'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { giveWalletCreditForm } from '@/lib/domain/inputs/wallet-input';
import { formatPaise } from '@/lib/domain/money';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { RupeeField } from '@/components/forms/rupee-field';

const GIVE = graphql(`
  mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {
    giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) { balance }
  }
`);

const empty = { amount: '', reason: '' };

/** The admin's goodwill credit: an amount in rupees and the reason the customer reads. */
export function GiveCreditForm({ userId }: { userId: string }) {
  const kit = useMutationForm(giveWalletCreditForm, GIVE, {
    defaultValues: empty,
    variables: (v) => ({ userId, amount: v.amount, reason: v.reason }),
    success: (data, v) => `${formatPaise(v.amount)} added; the balance is now ${formatPaise(data.giveWalletCredit.balance)}.`,
    onSuccess: () => kit.form.reset(empty),
  });
  return (
    <Form kit={kit} className="flex flex-wrap items-start gap-2" aria-label="Give goodwill credit">
      <RupeeField name="amount" label="Goodwill credit (₹)" />
      <FormField name="reason" label="Reason (the customer sees it)" className="min-w-48 flex-1 space-y-1" input={{ maxLength: 200 }} />
      <div className="sm:mt-6">
        <SubmitRow label="Add credit" busyLabel="Adding…" />
      </div>
    </Form>
  );
}
