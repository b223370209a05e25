'use client';

import { useId } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { updateUpiIdInput } from '@/lib/domain/inputs/wallet-input';
import { UPI_ID_MAX } from '@/lib/domain/upi-id';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';

const UPDATE = graphql(`
  mutation UpdateUpiId($upiId: String!) {
    updateUpiId(upiId: $upiId) { statusCode message }
  }
`);

/** The customer's UPI id: where a refund to UPI or a payout of the wallet is paid. Checked here and again on the server. */
export function UpiIdForm({ upiId }: { upiId: string | null }) {
  const id = useId();
  const kit = useMutationForm(updateUpiIdInput, UPDATE, {
    defaultValues: { upiId: upiId ?? '' },
    // the server reads "" as "remove it"
    variables: (v) => ({ upiId: v.upiId ?? '' }),
    success: (d) => d.updateUpiId.message,
  });
  return (
    <Form kit={kit} className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold">
        Your UPI id for refunds
      </h2>
      <p className="text-stone-700">Refunds you choose to get by UPI, and payouts of your wallet, are paid here.</p>
      <div className="flex flex-wrap items-start gap-2">
        <FormField name="upiId" label="UPI id" className="w-64 space-y-1" input={{ inputMode: 'email', autoComplete: 'off', placeholder: 'name@okaxis', maxLength: UPI_ID_MAX }} />
        <div className="sm:mt-6">
          <SubmitRow label="Save UPI id" busyLabel="Saving…" />
        </div>
      </div>
    </Form>
  );
}
