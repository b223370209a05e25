'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCartState, cartActions, flushCartSaves, reloadCarts, seedAccountCarts } from '@/lib/client/cart-store';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { cartHasItems, isCartEmpty, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates, priceCarts, suborderPayload, type CartPricing } from '@/lib/domain/cart-checkout';
import { sumCharges } from '@/lib/domain/charges';
import { formatPaise } from '@/lib/domain/money';
import { walletSplit } from '@/lib/domain/wallet';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { validateDeliveryDates } from '@/lib/domain/delivery-dates';
import { canShowTotal, missingForCheckout } from '@/lib/domain/checkout-readiness';
import type { CategoryCode } from '@/lib/domain/categories';
import type { IsoDay } from '@/lib/domain/calendar';
import { closedNotice, type StoreStatus } from '@/lib/domain/store-status';
import { withCheckoutDefaults } from '@/lib/domain/cart-defaults';
import { parsePincodes } from '@/lib/domain/pincodes';
import { CartSection, type AddressOption } from './cart-section';
import { OrderTotal } from './order-total';

const SAVE_ORDERS = graphql(`
  mutation SaveOrders($orders: [SuborderInput!]!, $key: String!, $userId: ID, $useWallet: Boolean) {
    saveOrders(orders: $orders, idempotencyKey: $key, userId: $userId, useWallet: $useWallet) { statusCode message data { id orderNumber totalPrice payment { status } } }
  }
`);
const KEY_STORAGE = 'checkout-idempotency-key';
// the viewport's height less the header and the main area's padding
const SCREEN_TALL = 'min-h-[calc(100svh-6rem)]';

type Props = {
  isLoggedIn: boolean;
  orderingFor: { id: string; firstName: string | null } | null;
  categories: { id: string; categoryEnum: string; title: string }[];
  addresses: AddressOption[];
  /** item rates, address states, the seller's state and the drop charge: the carts are priced together */
  pricing: CartPricing;
  subscriptionMonths: number;
  pincodes: string;
  /** open or closed, and the closed dates no schedule may use: read with the page, no extra request */
  store: StoreStatus;
  /** per category, the days the kitchen is fully booked (getCapacity): the calendar shows them unavailable */
  fullDates?: Partial<Record<CategoryCode, IsoDay[]>>;
  /** the customer's wallet balance, paise: used first at checkout unless turned off */
  walletBalance: number;
  /** a logged-in customer's carts as the server read them with the page (null for a visitor) */
  accountCarts?: Cart[] | null;
};

/** One key per checkout attempt, kept until it succeeds, so a retry after a lost answer is the same order. */
function checkoutKey(): string {
  let key = sessionStorage.getItem(KEY_STORAGE);
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(KEY_STORAGE, key);
  }
  return key;
}

/**
 * The cart page's client part: every cart that has items, each with its schedule, address and
 * charges, and the checkout bar that places them as one order.
 */
export function CartsAndCheckout({ isLoggedIn, orderingFor, categories, addresses, pricing, subscriptionMonths, pincodes, store, fullDates = {}, walletBalance, accountCarts = null }: Props) {
  const router = useRouter();
  const [useWallet, setUseWallet] = useState(true);
  const { carts, loaded } = useCartState();
  // Before the first paint after hydration: the server's carts replace "Loading your cart…" at once.
  useLayoutEffect(() => {
    if (accountCarts) seedAccountCarts(accountCarts);
  }, [accountCarts]);
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
  // One "now" per render pass keeps every section's dates consistent with each other.
  const now = useMemo(() => new Date(), [carts]); // eslint-disable-line react-hooks/exhaustive-deps
  // Each cart as it will be ordered: the default address and a one-time treats order's first date
  // are filled in until the customer picks otherwise (lib/domain/cart-defaults.ts).
  const pins = useMemo(() => parsePincodes(pincodes), [pincodes]);
  const active = carts
    .filter(cartHasItems)
    // (a full day is never a default: it counts as closed here)
    .map((cart) => withCheckoutDefaults(cart, { addresses, servicePins: pins, now, months: subscriptionMonths, closedDates: [...store.closedDates, ...(fullDates[cart.kind] ?? [])] }));
  const dated = active.map((cart) => ({ cart, dates: cartDeliveryDates(cart, now, subscriptionMonths, store.closedDates) }));
  // Priced together: carts to one address on one date share its delivery charge.
  const prices = priceCarts(dated, pricing);
  const views = dated.map(({ cart, dates }) => ({ cart, dates, charges: prices[cart.kind], category: categories.find((c) => c.categoryEnum === cart.kind)! }));
  const total = sumCharges(views.map((v) => v.charges));
  const readiness = views.map((v) => ({ title: v.category.title, hasAddress: !!v.cart.addressId, hasDates: v.dates.length > 0 }));
  const missing = missingForCheckout(readiness, { isLoggedIn });
  // A preview: the server works the split out again under the wallet's lock.
  const split = walletSplit(total.totalPrice, walletBalance, useWallet);
  const priced = canShowTotal(readiness) ? ` · ${formatPaise(split.upiAmount)}` : '';
  const bar = useRef<HTMLDivElement>(null);
  useReserveRoomForStickyBar(bar, loaded && views.length > 0);

  // The carts live in this browser, so the server sends "Loading…" and the carts appear after
  // hydration. Each state is at least a screen tall: the footer starts below the first screen and
  // is not pushed down in sight when the carts appear (it was the cart page's layout shift, 0.098).
  if (!loaded) return <p className={`${SCREEN_TALL} py-12 text-center text-stone-700`} role="status">Loading your cart…</p>;
  if (isCartEmpty(carts.map((c) => ({ items: c.items })))) {
    return (
      <div className={`${SCREEN_TALL} py-12 text-center`}>
        <h1 className="text-2xl font-bold text-brand-800">Your cart is empty</h1>
        <p className="mt-2 text-stone-700">Add meals, treats or add-ons from the menu.</p>
        <Link href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white">Browse the menu</Link>
      </div>
    );
  }

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

  return (
    <div className={`${SCREEN_TALL} space-y-4`}>
      <h1 className="text-2xl font-bold text-brand-800">Your cart</h1>
      {orderingFor && (
        <p role="status" className="rounded-lg bg-brand-100 px-3 py-2">Ordering for <strong>{orderingFor.firstName ?? 'the selected customer'}</strong>.</p>
      )}
      {views.map((v) => (
        <CartSection key={v.cart.kind} cart={v.cart} title={v.category.title} dates={v.dates} now={now} subscriptionMonths={subscriptionMonths} isLoggedIn={isLoggedIn} addresses={addresses} pincodes={pincodes} closedDates={store.closedDates} fullDates={fullDates[v.cart.kind]} />
      ))}
      {canShowTotal(readiness) && (
        <OrderTotal parts={views.map((v) => ({ kind: v.cart.kind, title: v.category.title, deliveries: v.dates.length, charges: v.charges }))} total={total} />
      )}
      <p className="text-center text-xs text-stone-700">Totals include GST and delivery. The final amount is confirmed by the store when you order.</p>
      {/* Kept short (the note above is out of it): it floats over the cart while scrolling, and the room it
          takes is reserved for focused fields (useReserveRoomForStickyBar). z-10: above the calendar's
          month heading, which react-day-picker lifts with a z-index of its own. */}
      <div ref={bar} data-testid="checkout-bar" className="sticky bottom-16 z-10 rounded-xl border border-brand-700 bg-white p-3 shadow-lg min-[901px]:bottom-2">
        {!store.openStatus && (
          <p id="store-closed-note" className="mb-2 rounded-lg border border-amber-700 bg-amber-50 p-2 text-sm font-medium text-amber-900" data-testid="checkout-closed">
            {closedNotice(store)}
          </p>
        )}
        {isLoggedIn && walletBalance > 0 && (
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="checkout-wallet">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={useWallet} onChange={(e) => setUseWallet(e.target.checked)} className="h-5 w-5" />
              Use wallet credit ({formatPaise(walletBalance)} available)
            </label>
            {useWallet && canShowTotal(readiness) && (
              <span>
                −{formatPaise(split.walletAmount)} from the wallet{split.upiAmount === 0 ? ': nothing to pay by UPI' : `, ${formatPaise(split.upiAmount)} by UPI`}
              </span>
            )}
          </div>
        )}
        {error && <p role="alert" className="mb-2 text-sm font-medium text-red-800">{error}</p>}
        {/* The server refuses a closed store's orders anyway; the button only saves a pointless try. */}
        {/* Until everything is chosen the button says what is missing (all of it) instead of a ₹0.00
            total; logged out it still leads to the login. */}
        <button
          type="button"
          onClick={placeOrder}
          disabled={busy || !store.openStatus || (isLoggedIn && missing !== null)}
          aria-describedby={store.openStatus ? undefined : 'store-closed-note'}
          className="w-full rounded-lg bg-brand-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60"
          data-testid="place-order"
        >
          {busy ? 'Placing your order…' : !isLoggedIn ? `Log in to order${priced}` : missing ?? `Place order${priced}`}
        </button>
      </div>
    </div>
  );
}

/**
 * The sticky checkout bar floats over the cart; the page keeps a scroll padding as tall as the bar
 * (plus its gap above the phone's bottom bar), so a focused field (the drop note) or a scrolled-to
 * control is brought into view above it, never under it.
 */
function useReserveRoomForStickyBar(bar: React.RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const reserve = () => {
      const offset = parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.setProperty('--sticky-checkout-room', `${Math.ceil(el.offsetHeight + offset + 8)}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(el);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('--sticky-checkout-room');
    };
  }, [bar, shown]);
}
