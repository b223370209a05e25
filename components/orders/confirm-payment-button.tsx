'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';

const CONFIRM = /* GraphQL */ `
  mutation ConfirmPayment($orderId: ID!) {
    confirmPayment(orderId: $orderId) { statusCode message }
  }
`;

/** Admin: mark the order paid once the screenshot or bank statement shows the money arrived. */
export function ConfirmPaymentButton({ orderId, amount }: { orderId: string; amount: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await gql<{ confirmPayment: { message: string } }>(CONFIRM, { orderId });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    toast.success(result.data.confirmPayment.message);
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-1">
      <button type="button" onClick={confirm} disabled={busy} aria-busy={busy || undefined} className="min-h-11 self-start rounded-lg bg-green-800 px-4 text-sm font-semibold text-white hover:bg-green-900 disabled:opacity-60">
        {busy ? 'Confirming…' : `Confirm payment of ${amount} received`}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
