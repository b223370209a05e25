'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { markRefundPaidForm } from '@/lib/domain/inputs/wallet-input';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';

const MARK = graphql(`
  mutation MarkRefundPaid($refundId: ID!, $utr: String!) {
    markRefundPaid(refundId: $refundId, utr: $utr) { id status utr }
  }
`);

/** After paying in the bank app: the payout's 12-digit UTR, then "Mark paid" (the customer is messaged). */
export function MarkRefundPaidForm({ refundId, label }: { refundId: string; label: string }) {
  const kit = useMutationForm(markRefundPaidForm, MARK, {
    defaultValues: { utr: '' },
    variables: (v) => ({ refundId, utr: v.utr }),
    success: `${label}: marked paid; the customer is told.`,
  });
  return (
    <Form kit={kit} className="flex flex-wrap items-start gap-2 text-sm" aria-label={`Mark the refund for ${label} paid`}>
      <FormField
        name="utr"
        label={
          <>
            UTR<span className="sr-only"> of the refund for {label}</span>
          </>
        }
        className="w-44 space-y-1"
        input={{ inputMode: 'numeric', autoComplete: 'off', placeholder: '12 digits' }}
      />
      <div className="sm:mt-6">
        <SubmitRow label="Mark paid" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
