'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';
import { CART_FIELDS, cartActions, type ServerCart } from '@/lib/client/cart-store';
import type { CategoryCode } from '@/lib/domain/categories';

const RENEW = /* GraphQL */ `
  mutation RenewSubscription($suborderId: ID!) {
    renewSubscription(suborderId: $suborderId) { ${CART_FIELDS} notice }
  }
`;

/**
 * Renew a subscription in one step: the server fills the cart of its kind for the next period, the
 * cart in this tab takes the server's copy, and the customer checks it on /cart and places it there.
 */
export function RenewButton({ suborderId, kind, title }: { suborderId: string; kind: CategoryCode; title: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const renew = async () => {
    setBusy(true);
    setError(null);
    const result = await gql<{ renewSubscription: (ServerCart & { notice: string | null })[] }>(RENEW, { suborderId });
    if (!result.ok) {
      setBusy(false);
      setError(result.error.message);
      return;
    }
    const carts = result.data.renewSubscription;
    cartActions.replaceFromServer(carts, [kind]);
    const notice = carts.find((c) => c.categoryEnum === kind)?.notice;
    // The toast announces the cart it goes to: it survives that navigation, long enough to read.
    if (notice) toast.success(notice, { duration: 10_000, keepOnNavigation: true });
    router.push('/cart');
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={renew}
        disabled={busy}
        aria-busy={busy || undefined}
        className="min-h-11 self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? 'Renewing…' : 'Renew'}
        <span className="sr-only"> {title} subscription</span>
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
