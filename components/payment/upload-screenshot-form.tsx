'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';
import { UTR_HINT, UTR_MESSAGES, normalizeUtr } from '@/lib/domain/utr';

const UPDATE_PAYMENT_SCREENSHOT = graphql(`
  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!, $utr: String) {
    updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) { id status utr screenshot { id url } }
  }
`);

export const SCREENSHOT_UPLOADED_MESSAGE = 'Payment screenshot uploaded. We will confirm your payment shortly.';
/** Said once the file is on the server but not yet attached to the order: Submit does that. */
export const readyToSubmit = (fileName: string, orderNumber: string) => `${fileName} is ready, not sent yet. Press Submit to send it with order ${orderNumber}.`;
export const CHOOSE_SCREENSHOT_FIRST = 'Please choose your payment screenshot first.';

type Uploaded = { id: string; url: string };

/**
 * Two steps: the picker checks, converts, compresses and uploads the file (returning its id), then
 * Submit attaches that upload to the order with the payment's UTR (the 12-digit UPI reference,
 * which the bank statement carries too). Uploading alone changes nothing on the order, so until the
 * server accepts Submit the page says the file is ready, never "Uploaded.".
 */
export function UploadScreenshotForm({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [screenshot, setScreenshot] = useState<Uploaded | null>(null);
  const [utr, setUtr] = useState('');
  const [utrInvalid, setUtrInvalid] = useState(false);
  const utrRef = useRef<HTMLInputElement>(null);
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
    const digits = normalizeUtr(utr);
    setUtrInvalid(!digits);
    if (!digits) {
      setError(utr.trim() ? UTR_MESSAGES.invalid : UTR_MESSAGES.required);
      utrRef.current?.focus();
      return;
    }
    await run({ order: orderNumber, screenshot: screenshot.id, utr: digits });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Upload payment screenshot" aria-describedby={error ? 'screenshot-error' : undefined}>
      <ImagePicker
        kind="payments"
        label="Payment screenshot"
        accept="image/*,.heic,.pdf,application/pdf"
        onUploaded={uploaded}
        onRemoved={() => setScreenshot(null)}
        doneText={(name) => readyToSubmit(name || 'Your file', orderNumber)}
      />

      <div className="flex flex-col gap-1">
        <label htmlFor="payment-utr" className="font-medium">
          UPI transaction reference (UTR)
        </label>
        <p id="payment-utr-hint" className="text-sm text-stone-700">
          {UTR_HINT}
        </p>
        <input
          ref={utrRef}
          id="payment-utr"
          name="utr"
          value={utr}
          onChange={(e) => {
            setUtr(e.target.value);
            setUtrInvalid(false);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          placeholder="12 digits, e.g. 612345678901"
          required
          aria-invalid={utrInvalid || undefined}
          aria-describedby={`payment-utr-hint${utrInvalid && error ? ' screenshot-error' : ''}`}
          className="min-h-12 rounded-lg border border-stone-400 px-3 text-lg tracking-wider tabular-nums"
        />
      </div>

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
