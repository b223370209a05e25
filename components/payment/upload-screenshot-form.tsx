'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';

const UPDATE_PAYMENT_SCREENSHOT = graphql(`
  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!) {
    updatePaymentScreenshot(order: $order, screenshot: $screenshot) { id status screenshot { id url } }
  }
`);

export const SCREENSHOT_UPLOADED_MESSAGE = 'Payment screenshot uploaded. We will confirm your payment shortly.';
/** Said once the file is on the server but not yet attached to the order: Submit does that. */
export const readyToSubmit = (fileName: string, orderNumber: string) => `${fileName} is ready, not sent yet. Press Submit to send it with order ${orderNumber}.`;
export const CHOOSE_SCREENSHOT_FIRST = 'Please choose your payment screenshot first.';

type Uploaded = { id: string; url: string };

/**
 * Two steps: the picker checks, converts, compresses and uploads the file (returning its id), then
 * Submit attaches that upload to the order. Uploading alone changes nothing on the order, so until
 * the server accepts Submit the page says the file is ready, never "Uploaded.".
 */
export function UploadScreenshotForm({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [screenshot, setScreenshot] = useState<Uploaded | null>(null);
  const [sent, setSent] = useState(false);
  const { run, busy, error, setError } = useMutation(UPDATE_PAYMENT_SCREENSHOT, {
    success: SCREENSHOT_UPLOADED_MESSAGE,
    // busy stays on: the page is leaving, a second click must not submit again
    staysBusy: true,
    refresh: false,
    onSuccess: () => {
      setSent(true);
      router.push(`/orders/${encodeURIComponent(orderNumber)}`);
    },
  });

  function uploaded(img: Uploaded) {
    setScreenshot(img);
    setError(null);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!screenshot) {
      setError(CHOOSE_SCREENSHOT_FIRST);
      return;
    }
    await run({ order: orderNumber, screenshot: screenshot.id });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Upload payment screenshot" aria-describedby={error ? 'screenshot-error' : undefined}>
      <ImagePicker
        kind="payments"
        label="Payment screenshot"
        accept="image/*,.heic,.pdf,application/pdf"
        onUploaded={uploaded}
        doneText={(name) => readyToSubmit(name || 'Your file', orderNumber)}
      />

      {sent && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
          Uploaded. Opening your order…
        </p>
      )}

      {error && (
        <p id="screenshot-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}

      <button type="submit" disabled={busy} className="min-h-12 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Submitting…' : 'Submit payment screenshot'}
      </button>
    </form>
  );
}
