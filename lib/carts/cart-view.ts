// A cart as the API and the cart page show it: what the browser sent, plus what only the server
// decides (the dates it will deliver on today, the charges at today's prices, the delivery range).
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { cartDeliveryDates, priceCarts } from '@/lib/domain/cart-checkout';
import { DELIVERY_RANGE, type CategoryCode } from '@/lib/domain/categories';
import type { Cart } from '@/lib/domain/cart';
import { addressInclude } from '@/lib/addresses/address-include';
import { cartPricing, checkoutSettings } from './checkout-context';
import { withDefaultAddress } from '@/lib/domain/cart-defaults';
import { parsePincodes } from '@/lib/domain/pincodes';

export type CartView = Awaited<ReturnType<typeof cartViews>>[number];

/**
 * `notices`: a word for the cart of that kind (renewSubscription says what it filled in).
 * `addressOwnerId`: whose saved addresses the carts deliver to (an admin ordering for a customer:
 * the customer's); a cart without an address shows that person's default one that serves it
 * (lib/domain/cart-defaults.ts), so a fresh cart arrives with it.
 */
export async function cartViews(userId: string, stored: Cart[], notices: Partial<Record<CategoryCode, string>> = {}, addressOwnerId: string = userId) {
  const [settings, categories, saved] = await Promise.all([
    checkoutSettings(),
    db.category.findMany(),
    db.address.findMany({ where: { userId: addressOwnerId, deletedAt: null }, select: { id: true, zipCode: true, isDefault: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const pins = parsePincodes(settings.pincodes);
  // Only a cart with nothing chosen gets the default here; a chosen address is kept as it is (the
  // order checks it again), as before.
  const carts = stored.map((c) => (c.addressId ? c : withDefaultAddress(c, saved, pins)));
  const addresses = await db.address.findMany({ where: { id: { in: carts.map((c) => c.addressId).filter((x): x is string => !!x) } }, include: addressInclude });
  const now = clock().now();
  const dated = carts.map((cart) => ({ cart, dates: cartDeliveryDates(cart, now, settings.subscriptionMonths, settings.store.closedDates) }));
  // The carts are priced together, as they will be ordered: they share the drops they deliver to together.
  const pricing = await cartPricing(settings, addresses, [...new Set(carts.flatMap((c) => c.items.map((i) => i.menuItemId)))]);
  // An empty cart makes no drop and costs nothing.
  const prices = priceCarts(dated, pricing);
  return dated.map(({ cart, dates }) => {
    const category = categories.find((c) => c.categoryEnum === cart.kind);
    const deliveryAddress = addresses.find((a) => a.id === cart.addressId) ?? null;
    return {
      /** the cart as the browser keeps it (lib/client/cart-store.ts), for a page that hands it over */
      cart: { ...cart, addressId: deliveryAddress?.id ?? null },
      categoryEnum: cart.kind,
      categoryId: category?.id ?? null,
      categoryTitle: category?.title ?? cart.kind,
      userId,
      buyOrSubscribe: cart.buyOrSubscribe,
      deliveryDates: cart.deliveryDates,
      deliveryDays: cart.deliveryDays,
      subscriptionStartsOn: cart.subscriptionStartsOn,
      convertedDateStringArr: dates,
      deliveryAddress,
      additionalNotes: cart.additionalNotes,
      deliveryRange: DELIVERY_RANGE[cart.kind],
      menuItem: cart.items.map((i) => ({
        id: i.menuItemId,
        name: i.name,
        image: i.image ? { id: i.menuItemId, url: i.image } : null,
        unitType: i.unitType,
        specialInstructions: i.specialInstructions,
        variants: i.variants.map((v) => ({ id: v.variantId, price: v.price, unit: v.unit, unitType: v.unitType, qty: v.qty })),
      })),
      charges: prices[cart.kind],
      notice: notices[cart.kind] ?? null,
    };
  });
}
