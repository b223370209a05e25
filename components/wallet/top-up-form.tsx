'use client';

import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { topUpForm } from '@/lib/domain/inputs/wallet-input';
import { formatPaise } from '@/lib/domain/money';
import { Form, SubmitRow } from '@/components/forms/form-kit';
import { RupeeField } from '@/components/forms/rupee-field';
import { Button } from '@/components/ui/button';

const TOP_UP = graphql(`
  mutation TopUpWallet($amount: Int!) {
    topUpWallet(amount: $amount) { id number amount status upiLink }
  }
`);

/** Add money to the wallet: an amount, or "a month of my subscription"; then pay it on the top-up's page. */
export function TopUpForm({ monthAmount }: { monthAmount: number | null }) {
  const router = useRouter();
  const kit = useMutationForm(topUpForm, TOP_UP, {
    defaultValues: { amount: '' },
    variables: (v) => ({ amount: v.amount }),
    refresh: false,
    // the page goes to the top-up: the button stays busy until it has
    staysBusy: true,
    onSuccess: (data) => router.push(`/profile/wallet/top-up?id=${encodeURIComponent(data.topUpWallet.id)}`),
  });
  return (
    <Form kit={kit} className="flex flex-wrap items-start gap-2" aria-label="Add money to your wallet">
      <RupeeField name="amount" label="Amount (₹)" whole />
      {monthAmount !== null && (
        <Button variant="secondary" className="sm:mt-6" onClick={() => kit.form.setValue('amount', String(monthAmount / 100), { shouldValidate: kit.form.formState.isSubmitted })}>
          A month of my subscription ({formatPaise(monthAmount)})
        </Button>
      )}
      <div className="sm:mt-6">
        <SubmitRow label="Add money" busyLabel="Starting…" />
      </div>
    </Form>
  );
}
