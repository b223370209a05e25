'use client';

import { UtrField } from '@/components/payment/utr-field';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/graphql-document';
import { usePaymentProofForm } from '@/components/payment/use-payment-proof-form';
import { Form, SubmitRow } from '@/components/forms/form-kit';

const SUBMIT = graphql(`
  mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {
    submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr }
  }
`);

/** A top-up's proof: the screenshot (uploaded first) and its 12-digit UTR, sent with submitPaymentProof. */
export function TopUpProofForm({ topUpId }: { topUpId: string }) {
  const pickerId = `top-up-screenshot-${topUpId}`;
  const kit = usePaymentProofForm(pickerId, SUBMIT, {
    variables: (proof) => ({ paymentId: topUpId, screenshot: proof.screenshot, utr: proof.utr }),
    success: 'Proof sent. We add the money to your wallet once we see it.',
  });
  const { errors } = kit.form.formState;
  return (
    <Form kit={kit} className="space-y-4" aria-label="Send the payment proof">
      <ImagePicker
        id={pickerId}
        kind="payments"
        label="Payment screenshot"
        accept="image/*,.heic,.pdf,application/pdf"
        onUploaded={(img) => kit.setScreenshot(img.id)}
        onRemoved={() => kit.setScreenshot(null)}
        fieldError={errors.screenshot?.message}
        doneText={(name) => `${name || 'Your file'} is ready, not sent yet. Press Send to send it with the UTR.`}
      />
      <UtrField id="top-up-utr" registration={kit.form.register('utr')} error={errors.utr?.message} />
      <SubmitRow label="Send payment proof" busyLabel="Sending…" fullWidth />
    </Form>
  );
}
