'use client';

import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { cartActions } from '@/lib/client/cart-store';
import type { CategoryCode } from '@/lib/domain/categories';
import { Button } from '@/components/ui/button';

const RENEW = graphql(`
  mutation RenewSubscription($suborderId: ID!) {
    renewSubscription(suborderId: $suborderId) { ...CartFields notice }
  }
`);

/**
 * Renew a subscription in one step: the server fills the cart of its kind for the next period, the
 * cart in this tab takes the server's copy, and the customer checks it on /cart and places it there.
 */
export function RenewButton({ suborderId, kind, title }: { suborderId: string; kind: CategoryCode; title: string }) {
  const router = useRouter();
  const { run, busy, error } = useMutation(RENEW, {
    // The page is leaving for the cart.
    refresh: false,
    staysBusy: true,
    // The toast announces the cart it goes to: it survives that navigation, long enough to read.
    success: (data) => data.renewSubscription.find((c) => c.categoryEnum === kind)?.notice,
    successToast: { duration: 10_000, keepOnNavigation: true },
    onSuccess: (data) => {
      cartActions.replaceFromServer(data.renewSubscription, [kind]);
      router.push('/cart');
    },
  });

  return (
    <div className="flex flex-col gap-1">
      <Button onClick={() => run({ suborderId })} busy={busy} className="self-start">
        {busy ? 'Renewing…' : 'Renew'}
        <span className="sr-only"> {title} subscription</span>
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
