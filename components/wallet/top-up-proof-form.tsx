'use client';

import { useState } from 'react';
import { ImagePicker } from '@/components/uploads/image-picker';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';
import { UTR_HINT, UTR_MESSAGES, normalizeUtr } from '@/lib/domain/utr';

const SUBMIT = graphql(`
  mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {
    submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr }
  }
`);

/** A top-up's proof: the screenshot (uploaded first) and its 12-digit UTR, sent with submitPaymentProof. */
export function TopUpProofForm({ topUpId }: { topUpId: string }) {
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [utr, setUtr] = useState('');
  const { run, busy, error, setError } = useMutation(SUBMIT, { success: 'Proof sent. We add the money to your wallet once we see it.' });
  return (
    <form
      className="space-y-4"
      noValidate
      aria-label="Send the payment proof"
      onSubmit={(e) => {
        e.preventDefault();
        if (!screenshot) return setError('Please choose your payment screenshot first.');
        const digits = normalizeUtr(utr);
        if (!digits) return setError(utr.trim() ? UTR_MESSAGES.invalid : UTR_MESSAGES.required);
        run({ paymentId: topUpId, screenshot, utr: digits });
      }}
    >
      <ImagePicker kind="payments" label="Payment screenshot" accept="image/*,.heic,.pdf,application/pdf" onUploaded={(img) => setScreenshot(img.id)} onRemoved={() => setScreenshot(null)} doneText={(name) => `${name || 'Your file'} is ready, not sent yet. Press Send to send it with the UTR.`} />
      <div className="flex flex-col gap-1">
        <label htmlFor="top-up-utr" className="font-medium">
          UPI transaction reference (UTR)
        </label>
        <p className="text-sm text-stone-700">{UTR_HINT}</p>
        <input id="top-up-utr" value={utr} onChange={(e) => setUtr(e.target.value)} inputMode="numeric" autoComplete="off" maxLength={24} placeholder="12 digits" className="min-h-12 rounded-lg border border-stone-400 px-3 text-lg tabular-nums" />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="min-h-12 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Sending…' : 'Send payment proof'}
      </button>
    </form>
  );
}
