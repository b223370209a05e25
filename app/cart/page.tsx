import type { Metadata } from 'next';
import { connection } from 'next/server';
import { currentViewer } from '@/lib/auth/current-viewer';
import { customerIdFor } from '@/lib/auth/viewer';
import { listCategories } from '@/lib/catalog/list-categories';
import { cartPricing, checkoutSettings } from '@/lib/carts/checkout-context';
import { listAddresses } from '@/lib/addresses/list-addresses';
import { CartOrEmpty } from '@/components/cart/cart-or-empty';
import { getWalletBalance } from '@/lib/wallet/get-wallet';
import { listFullDates } from '@/lib/capacity/list-full-dates';
import { clock } from '@/lib/clock';
import { getCarts } from '@/lib/carts/get-carts';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default async function CartPage() {
  // The store's status (checkoutSettings -> getStore) reads the clock. cookies() alone only moves the
  // render to the "runtime" prerender stage, where a clock read is still flagged as unstable
  // ("encountered the unstable value `new Date()` while prerendering", once per visit); connection()
  // marks the page as request-time before that read.
  await connection();
  const viewer = await currentViewer();
  // An admin ordering for a customer delivers to the customer's addresses.
  const customerId = viewer ? customerIdFor(viewer) : null;
  const renderedAt = clock().now();
  const [categories, settings, addresses, walletBalance, fullDates, accountCarts] = await Promise.all([
    listCategories(),
    checkoutSettings(),
    viewer && customerId ? listAddresses(viewer, customerId) : Promise.resolve([]),
    viewer && customerId ? getWalletBalance(viewer, customerId) : Promise.resolve(0),
    // Kitchen capacity: the days each category is full, shown as unavailable in the picker.
    listFullDates(renderedAt),
    // A logged-in customer's carts are on the server: rendered into the page's HTML (its largest
    // paint), not after hydration and two more requests (the viewer, then getCarts).
    viewer ? getCarts(viewer).then((views) => views.map((v) => v.cart)) : Promise.resolve(null),
  ]);
  // Carts are priced together in the browser as the server will price them: each item's rate, each
  // address's state, one delivery charge per drop.
  const pricing = await cartPricing(settings, addresses);
  return (
    <CartOrEmpty
      isLoggedIn={!!viewer}
      orderingFor={viewer?.actingForUserId ? { id: viewer.actingForUserId, firstName: viewer.selectedCustomerFirstName } : null}
      categories={categories.map((c) => ({ id: c.id, categoryEnum: c.categoryEnum, title: c.title }))}
      addresses={addresses.map((a) => ({ id: a.id, title: a.title, lineOne: a.lineOne, city: a.city, zipCode: a.zipCode, isDefault: a.isDefault }))}
      pricing={pricing}
      subscriptionMonths={settings.subscriptionMonths}
      pincodes={settings.pincodes}
      store={settings.store}
      walletBalance={walletBalance}
      fullDates={fullDates}
      accountCarts={accountCarts}
      renderedAt={renderedAt.toISOString()}
    />
  );
}
