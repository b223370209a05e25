'use client';

import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { cartActions } from '@/lib/client/cart-store';
import type { CategoryCode } from '@/lib/domain/categories';

const REORDER = graphql(`
  mutation Reorder($orderNumber: String!, $suborderId: ID) {
    reorder(orderNumber: $orderNumber, suborderId: $suborderId) { ...CartFields notice }
  }
`);

/**
 * Order again: the server fills the carts (today's prices and dates), this tab's carts take the
 * server's copy of the kinds filled, and the customer checks them on /cart. `kinds` are the kinds
 * it may fill (the whole order's, or the one suborder's).
 */
export function OrderAgainButton({ orderNumber, suborderId = null, kinds, label }: { orderNumber: string; suborderId?: string | null; kinds: CategoryCode[]; label: string }) {
  const router = useRouter();
  const { run, busy, error } = useMutation(REORDER, {
    refresh: false,
    staysBusy: true,
    success: (data) =>
      data.reorder
        .filter((c) => c.notice)
        .map((c) => c.notice)
        .join(' '),
    successToast: { duration: 10_000, keepOnNavigation: true },
    onSuccess: (data) => {
      cartActions.replaceFromServer(data.reorder, kinds);
      router.push('/cart');
    },
  });
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => run({ orderNumber, suborderId })}
        disabled={busy}
        aria-busy={busy || undefined}
        className="min-h-11 self-start rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60"
      >
        {busy ? 'Filling your cart…' : 'Order again'}
        <span className="sr-only"> {label}</span>
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
