'use client';

import { UtrField } from '@/components/payment/utr-field';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { CHOOSE_SCREENSHOT_FIRST } from '@/lib/domain/inputs/payment-input';
import { usePaymentProofForm } from './use-payment-proof-form';

const UPDATE_PAYMENT_SCREENSHOT = graphql(`
  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!, $utr: String) {
    updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) { id status utr screenshot { id url } }
  }
`);

export const SCREENSHOT_UPLOADED_MESSAGE = 'Payment screenshot uploaded. We will confirm your payment shortly.';
/** Said once the file is on the server but not yet attached to the order: Submit does that. */
export const readyToSubmit = (fileName: string, orderNumber: string) => `${fileName} is ready, not sent yet. Press Submit to send it with order ${orderNumber}.`;
export { CHOOSE_SCREENSHOT_FIRST };
const PICKER_ID = 'payment-screenshot';

/**
 * Two steps: the picker checks, converts, compresses and uploads the file (returning its id), then
 * Submit attaches that upload to the order with the payment's UTR (the 12-digit UPI reference,
 * which the bank statement carries too). Uploading alone changes nothing on the order, so until the
 * server accepts Submit the page says the file is ready, never "Uploaded.".
 */
export function UploadScreenshotForm({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [sent, setSent] = useState(false);
  // An answer of the server that names neither field, under the form.
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy } = useMutation(UPDATE_PAYMENT_SCREENSHOT, {
    success: SCREENSHOT_UPLOADED_MESSAGE,
    // busy stays on: the page is leaving, a second click must not submit again
    staysBusy: true,
    refresh: false,
    onError: (e) => {
      if (!showServerError(e)) setFormError(e.message);
    },
    onSuccess: () => {
      setSent(true);
      router.push(`/orders/${encodeURIComponent(orderNumber)}`);
    },
  });
  const { register, errors, submit, setScreenshot, showServerError } = usePaymentProofForm(PICKER_ID, async (proof) => {
    setFormError(null);
    await run({ order: orderNumber, screenshot: proof.screenshot, utr: proof.utr });
  });
  const utrError = errors.utr?.message;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Upload payment screenshot" aria-describedby={formError ? 'screenshot-error' : undefined}>
      <ImagePicker
        id={PICKER_ID}
        kind="payments"
        label="Payment screenshot"
        accept="image/*,.heic,.pdf,application/pdf"
        onUploaded={(img) => setScreenshot(img.id)}
        onRemoved={() => setScreenshot(null)}
        fieldError={errors.screenshot?.message}
        doneText={(name) => readyToSubmit(name || 'Your file', orderNumber)}
      />

      <UtrField id="payment-utr" registration={register('utr')} error={utrError} />

      {sent && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
          Uploaded. Opening your order…
        </p>
      )}

      {formError && (
        <p id="screenshot-error" role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}

      <button type="submit" disabled={busy} className="min-h-12 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Submitting…' : 'Submit payment screenshot'}
      </button>
    </form>
  );
}
