'use client';

import { useMemo, useRef, useState } from 'react';
import { cartHasItems, isCartEmpty, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates, priceCarts, type CartPricing } from '@/lib/domain/cart-checkout';
import { sumCharges } from '@/lib/domain/charges';
import { formatPaise } from '@/lib/domain/money';
import { walletSplit } from '@/lib/domain/wallet';
import { canShowTotal, missingForCheckout } from '@/lib/domain/checkout-readiness';
import type { CategoryCode } from '@/lib/domain/categories';
import type { IsoDay } from '@/lib/domain/calendar';
import type { StoreStatus } from '@/lib/domain/store-status';
import { withCheckoutDefaults } from '@/lib/domain/cart-defaults';
import { parsePincodes } from '@/lib/domain/pincodes';
import { CartSection, type AddressOption } from './cart-section';
import { CheckoutBar } from './checkout-bar';
import { EmptyCart } from './empty-cart';
import { CartLoading, SCREEN_TALL } from './cart-loading';
import { OrderTotal } from './order-total';
import { usePlaceOrder } from './use-place-order';
import { useReserveRoomForStickyBar } from './use-reserve-room-for-sticky-bar';
import { useDisplayedCarts } from './use-displayed-carts';

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
  /** when the server read them (ISO): the dates of the server's render, and of the hydrating one */
  renderedAt?: string;
};

const NO_FULL_DATES: Partial<Record<CategoryCode, IsoDay[]>> = {};

/**
 * The cart page's client part: every cart that has items, each with its schedule, address and
 * charges, and the checkout bar that places them as one order.
 */
export function CartsAndCheckout({ isLoggedIn, orderingFor, categories, addresses, pricing, subscriptionMonths, pincodes, store, fullDates = NO_FULL_DATES, walletBalance, accountCarts = null, renderedAt }: Props) {
  const [useWallet, setUseWallet] = useState(true);
  const { carts, loaded, now } = useDisplayedCarts(accountCarts, renderedAt);
  // Each cart as it will be ordered: the default address and a one-time treats order's first date
  // are filled in until the customer picks otherwise (lib/domain/cart-defaults.ts).
  // Worked out again only when a cart or the page's data changes: the store confirming the carts the
  // page came with (or the wallet switch) keeps every section, and its calendar, as it was (memo).
  const views = useMemo(() => {
    const pins = parsePincodes(pincodes);
    const active = carts
      .filter(cartHasItems)
      // (a full day is never a default: it counts as closed here)
      .map((cart) => withCheckoutDefaults(cart, { addresses, servicePins: pins, now, months: subscriptionMonths, closedDates: [...store.closedDates, ...(fullDates[cart.kind] ?? [])] }));
    const dated = active.map((cart) => ({ cart, dates: cartDeliveryDates(cart, now, subscriptionMonths, store.closedDates) }));
    // Priced together: carts to one address on one date share its delivery charge.
    const prices = priceCarts(dated, pricing);
    return dated.map(({ cart, dates }) => ({ cart, dates, charges: prices[cart.kind], category: categories.find((c) => c.categoryEnum === cart.kind)! }));
  }, [carts, now, addresses, pincodes, subscriptionMonths, store, fullDates, pricing, categories]);
  const total = sumCharges(views.map((v) => v.charges));
  const readiness = views.map((v) => ({ title: v.category.title, hasAddress: !!v.cart.addressId, hasDates: v.dates.length > 0 }));
  const missing = missingForCheckout(readiness, { isLoggedIn });
  // A preview: the server works the split out again under the wallet's lock.
  const split = walletSplit(total.totalPrice, walletBalance, useWallet);
  const { placeOrder, busy, error } = usePlaceOrder({ views, isLoggedIn, missing, subscriptionMonths, store, orderingFor, useWallet });
  const priced = canShowTotal(readiness) ? ` · ${formatPaise(split.upiAmount)}` : '';
  const bar = useRef<HTMLDivElement>(null);
  useReserveRoomForStickyBar(bar, loaded && views.length > 0);

  // A visitor's carts live in this browser, so for them the server sends "Loading…" and the carts
  // appear after hydration (CartLoading: each state is at least a screen tall).
  if (!loaded) return <CartLoading />;
  if (isCartEmpty(carts.map((c) => ({ items: c.items })))) return <EmptyCart tall={SCREEN_TALL} />;

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
      <CheckoutBar
        barRef={bar}
        store={store}
        isLoggedIn={isLoggedIn}
        walletBalance={walletBalance}
        useWallet={useWallet}
        onUseWallet={setUseWallet}
        showTotal={canShowTotal(readiness)}
        split={split}
        priced={priced}
        missing={missing}
        error={error}
        busy={busy}
        onPlaceOrder={() => void placeOrder()}
      />
    </div>
  );
}
