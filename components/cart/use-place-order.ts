'use client';
// Placing the carts as one order: what is still missing or wrong is said first, queued cart edits
// reach the server, and one idempotency key per attempt makes a retry after a lost answer the same
// order. A success goes on to pay (or to the order, when the wallet paid it all).
import { useRouter } from 'next/navigation';
import { cartActions, flushCartSaves, reloadCarts } from '@/lib/client/cart-store';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import type { Cart } from '@/lib/domain/cart';
import { suborderPayload } from '@/lib/domain/cart-checkout';
import type { PartPrice } from '@/lib/domain/order-pricing';
import type { IsoDay } from '@/lib/domain/calendar';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { validateDeliveryDates } from '@/lib/domain/delivery-dates';
import type { StoreStatus } from '@/lib/domain/store-status';

const SAVE_ORDERS = graphql(`
  mutation SaveOrders($orders: [SuborderInput!]!, $key: String!, $userId: ID, $useWallet: Boolean) {
    saveOrders(orders: $orders, idempotencyKey: $key, userId: $userId, useWallet: $useWallet) { statusCode message data { id orderNumber totalPrice payment { status } } }
  }
`);
const KEY_STORAGE = 'checkout-idempotency-key';

/** One key per checkout attempt, kept until it succeeds, so a retry after a lost answer is the same order. */
function checkoutKey(): string {
  let key = sessionStorage.getItem(KEY_STORAGE);
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(KEY_STORAGE, key);
  }
  return key;
}

/** A cart as it will be ordered: its dates, its share of the charges and its category. */
export type CartView = { cart: Cart; dates: IsoDay[]; charges: PartPrice; category: { id: string; title: string } };

type Checkout = {
  views: CartView[];
  isLoggedIn: boolean;
  /** what is still to choose, or null */
  missing: string | null;
  subscriptionMonths: number;
  store: StoreStatus;
  orderingFor: { id: string } | null;
  useWallet: boolean;
};

export function usePlaceOrder({ views, isLoggedIn, missing, subscriptionMonths, store, orderingFor, useWallet }: Checkout) {
  const router = useRouter();
  const saveOrders = useMutation(SAVE_ORDERS, {
    refresh: false,
    onError: (error) => {
      if (error.code === 'CONFLICT') sessionStorage.removeItem(KEY_STORAGE);
      // Prices or schedules moved: show the cart as the server sees it now.
      if (error.code === 'BAD_USER_INPUT') void reloadCarts();
    },
    onSuccess: (data) => {
      sessionStorage.removeItem(KEY_STORAGE);
      cartActions.markOrdered(views.map((v) => v.cart.kind));
      const { orderNumber, payment } = data.saveOrders.data;
      // Paid from the wallet in full: nothing to pay, the order itself is the next page.
      router.push(isPaid(paymentStatusOf(payment)) ? `/orders/${encodeURIComponent(orderNumber)}` : `/payment?order=${encodeURIComponent(orderNumber)}`);
    },
    success: 'Order placed',
    successToast: { keepOnNavigation: true },
  });
  const { busy, error, setError } = saveOrders;

  function problems(): string | null {
    if (missing) return `${missing}.`;
    for (const v of views) {
      const usesChosenDates = v.cart.buyOrSubscribe === 'BUY' || v.cart.deliveryDays.length === 0;
      const bad = usesChosenDates ? validateDeliveryDates({ kind: v.cart.kind, mode: v.cart.buyOrSubscribe, dates: v.dates, now: new Date(), months: subscriptionMonths, closedDates: store.closedDates }) : null;
      if (bad) return `${v.category.title}: ${bad}`;
    }
    return null;
  }

  async function placeOrder() {
    setError(null);
    if (!isLoggedIn) {
      router.push('/order?next=/cart');
      return;
    }
    const problem = problems();
    if (problem) {
      setError(problem);
      return;
    }
    // Queued cart edits reach the server first: it prices the carts it holds.
    await saveOrders.run(async () => {
      await flushCartSaves();
      return { orders: views.map((v) => suborderPayload(v.cart, v.category.id, v.dates, v.charges)), key: checkoutKey(), userId: orderingFor?.id ?? null, useWallet };
    });
  }

  return { placeOrder, busy, error };
}
