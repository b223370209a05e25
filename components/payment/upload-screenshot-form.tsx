'use client';

import { UtrField } from '@/components/payment/utr-field';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/graphql-document';
import { CHOOSE_SCREENSHOT_FIRST } from '@/lib/domain/inputs/payment-input';
import { usePaymentProofForm } from './use-payment-proof-form';
import { Form, SubmitRow } from '@/components/forms/form-kit';

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
  const kit = usePaymentProofForm(PICKER_ID, UPDATE_PAYMENT_SCREENSHOT, {
    variables: (proof) => ({ order: orderNumber, screenshot: proof.screenshot, utr: proof.utr }),
    success: SCREENSHOT_UPLOADED_MESSAGE,
    // busy stays on: the page is leaving, a second click must not submit again
    staysBusy: true,
    refresh: false,
    onSuccess: () => {
      setSent(true);
      router.push(`/orders/${encodeURIComponent(orderNumber)}`);
    },
  });
  const { errors } = kit.form.formState;

  return (
    <Form kit={kit} className="space-y-4" aria-label="Upload payment screenshot">
      <ImagePicker
        id={PICKER_ID}
        kind="payments"
        label="Payment screenshot"
        accept="image/*,.heic,.pdf,application/pdf"
        onUploaded={(img) => kit.setScreenshot(img.id)}
        onRemoved={() => kit.setScreenshot(null)}
        fieldError={errors.screenshot?.message}
        doneText={(name) => readyToSubmit(name || 'Your file', orderNumber)}
      />

      <UtrField id="payment-utr" registration={kit.form.register('utr')} error={errors.utr?.message} />

      {sent && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
          Uploaded. Opening your order…
        </p>
      )}

      <SubmitRow label="Submit payment screenshot" busyLabel="Submitting…" fullWidth />
    </Form>
  );
}
