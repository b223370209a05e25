'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ImagePicker } from '@/components/uploads/image-picker';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';

export const UPDATE_PAYMENT_SCREENSHOT = /* GraphQL */ `
  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!) {
    updatePaymentScreenshot(order: $order, screenshot: $screenshot) { id status screenshot { id url } }
  }
`;

export const SCREENSHOT_UPLOADED_MESSAGE = 'Payment screenshot uploaded. We will confirm your payment shortly.';
export const CHOOSE_SCREENSHOT_FIRST = 'Please choose your payment screenshot first.';

type Uploaded = { id: string; url: string };

/**
 * Two steps: the picker checks, converts, compresses and uploads the file (returning its id), then
 * Submit attaches that upload to the order. Uploading alone changes nothing on the order.
 */
export function UploadScreenshotForm({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [screenshot, setScreenshot] = useState<Uploaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    setError(null);
    const r = await gql<{ updatePaymentScreenshot: { id: string } }>(UPDATE_PAYMENT_SCREENSHOT, { order: orderNumber, screenshot: screenshot.id });
    if (!r.ok) {
      setBusy(false);
      setError(r.error.message);
      return;
    }
    toast.success(SCREENSHOT_UPLOADED_MESSAGE);
    // busy stays on: the page is leaving, a second click must not submit again
    router.push(`/orders/${encodeURIComponent(orderNumber)}`);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Upload payment screenshot" aria-describedby={error ? 'screenshot-error' : undefined}>
      <ImagePicker kind="payments" label="Payment screenshot" accept="image/*,.heic,.pdf,application/pdf" onUploaded={uploaded} />

      {screenshot && (
        <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
          Your file is uploaded. Press Submit to send it with order {orderNumber}.
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
