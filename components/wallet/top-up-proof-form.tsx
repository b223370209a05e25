'use client';

import { UtrField } from '@/components/payment/utr-field';
import { useState } from 'react';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { usePaymentProofForm } from '@/components/payment/use-payment-proof-form';

const SUBMIT = graphql(`
  mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {
    submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr }
  }
`);

/** A top-up's proof: the screenshot (uploaded first) and its 12-digit UTR, sent with submitPaymentProof. */
export function TopUpProofForm({ topUpId }: { topUpId: string }) {
  const pickerId = `top-up-screenshot-${topUpId}`;
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy } = useMutation(SUBMIT, {
    success: 'Proof sent. We add the money to your wallet once we see it.',
    onError: (e) => {
      if (!showServerError(e)) setFormError(e.message);
    },
  });
  const { register, errors, submit, setScreenshot, showServerError } = usePaymentProofForm(pickerId, async (proof) => {
    setFormError(null);
    await run({ paymentId: topUpId, screenshot: proof.screenshot, utr: proof.utr });
  });
  const utrError = errors.utr?.message;
  return (
    <form className="space-y-4" noValidate aria-label="Send the payment proof" onSubmit={submit}>
      <ImagePicker
        id={pickerId}
        kind="payments"
        label="Payment screenshot"
        accept="image/*,.heic,.pdf,application/pdf"
        onUploaded={(img) => setScreenshot(img.id)}
        onRemoved={() => setScreenshot(null)}
        fieldError={errors.screenshot?.message}
        doneText={(name) => `${name || 'Your file'} is ready, not sent yet. Press Send to send it with the UTR.`}
      />
      <UtrField id="top-up-utr" registration={register('utr')} error={utrError} />
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <button type="submit" disabled={busy} className="min-h-12 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Sending…' : 'Send payment proof'}
      </button>
    </form>
  );
}
