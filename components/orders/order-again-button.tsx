'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { cartActions } from '@/lib/client/cart-store';
import type { CategoryCode } from '@/lib/domain/categories';
import type { RunningPlanChoice } from '@/lib/domain/running-plan';
import { Button } from '@/components/ui/button';
import { RenewButton } from './renew-button';

const REORDER = graphql(`
  mutation Reorder($orderNumber: String!, $suborderId: ID, $startNewPlan: Boolean) {
    reorder(orderNumber: $orderNumber, suborderId: $suborderId, startNewPlan: $startNewPlan) { ...CartFields notice }
  }
`);

/**
 * Order again: the server fills the carts (today's prices and dates, the address the deliveries go
 * to now), this tab's carts take the server's copy of the kinds filled, and the customer checks them
 * on /cart. `kinds` are the kinds it may fill (the whole order's, or the one suborder's).
 *
 * A subscription still running (`runningPlans`, decided by the page with lib/domain/running-plan.ts)
 * is not ordered again at a tap: that would start a second plan beside it. The button says so and
 * offers to extend it (the Renew button, when its renewal is open) or to start a new plan all the
 * same. The server refuses the same way when the page was out of date; its words are shown then.
 */
export function OrderAgainButton({
  orderNumber,
  suborderId = null,
  kinds,
  label,
  runningPlans = [],
}: {
  orderNumber: string;
  suborderId?: string | null;
  kinds: CategoryCode[];
  label: string;
  runningPlans?: RunningPlanChoice[];
}) {
  const router = useRouter();
  // the words of the choice while it is open: the page's, or the server's when it refused
  const [asking, setAsking] = useState<string | null>(null);
  const { run, busy, error } = useMutation(REORDER, {
    refresh: false,
    staysBusy: true,
    success: (data) =>
      data.reorder
        .filter((c) => c.notice)
        .map((c) => c.notice)
        .join(' '),
    successToast: { duration: 10_000, keepOnNavigation: true },
    // a running plan the page did not know of: the choice opens with the server's words
    errorMessage: (e) => (e.code === 'CONFLICT' && e.field === 'startNewPlan' ? '' : e.message),
    onError: (e) => {
      if (e.code === 'CONFLICT' && e.field === 'startNewPlan') setAsking(e.message);
    },
    onSuccess: (data) => {
      cartActions.replaceFromServer(data.reorder, kinds);
      router.push('/cart');
    },
  });
  const headingId = `order-again-${suborderId ?? orderNumber}`;
  // the button the customer pressed is gone: the choice that took its place takes the focus
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking !== null) heading.current?.focus();
  }, [asking]);

  const orderAgain = () => {
    if (runningPlans.length > 0) setAsking(runningPlans.map((p) => p.message).join(' '));
    else void run({ orderNumber, suborderId });
  };

  return (
    <div className="flex flex-col gap-1">
      {asking === null ? (
        <Button variant="secondary" onClick={orderAgain} busy={busy} className="self-start border-brand-700 text-brand-800 hover:bg-brand-100">
          {busy ? 'Filling your cart…' : 'Order again'}
          <span className="sr-only"> {label}</span>
        </Button>
      ) : (
        <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-amber-900 focus:outline-none">
            Your plan is still running
          </h3>
          <p>{asking}</p>
          <div className="flex flex-wrap items-start gap-3">
            {runningPlans
              .filter((p) => p.extendableNow)
              .map((p) => (
                <RenewButton key={p.suborderId} suborderId={p.suborderId} kind={p.kind} title={p.title} />
              ))}
            <Button variant="secondary" onClick={() => void run({ orderNumber, suborderId, startNewPlan: true })} busy={busy}>
              {busy ? 'Filling your cart…' : 'Start a new plan'}
              <span className="sr-only"> beside the running one</span>
            </Button>
            <Button variant="link" onClick={() => setAsking(null)} disabled={busy}>
              Keep my plan as it is
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
