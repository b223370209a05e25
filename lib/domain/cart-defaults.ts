// What a cart starts with before the customer has chosen anything ("checkout without
// friction"): the customer's default address for every cart it serves, and a one-time treats order's
// earliest date. Both are worked out on every render (browser) and read (server) rather than stored
// when the cart is made: a default date stored yesterday would be stale today, and an address added
// later should fill the carts that still have none.
import type { Cart } from './cart';
import type { CategoryCode } from './categories';
import type { IsoDay } from './calendar';
import { deliveryPinError } from './pincodes';
import { choosableDeliveryDates } from './delivery-dates';

export type AddressChoice = { id: string; zipCode: string; isDefault: boolean };

/**
 * The address a cart of `kind` goes to when the customer has not chosen one: the address marked
 * default if it serves the kind; otherwise the most recently saved one that does (meals and add-ons
 * only inside the served PINs, treats anywhere). `addresses` are the customer's saved addresses,
 * oldest first (as listAddresses returns them). null when none serves the kind.
 */
export function defaultAddressId(kind: CategoryCode, addresses: readonly AddressChoice[], servicePins: ReadonlySet<string>): string | null {
  const serving = addresses.filter((a) => deliveryPinError(kind, a.zipCode, servicePins) === null);
  return (serving.find((a) => a.isDefault) ?? serving.at(-1))?.id ?? null;
}

/**
 * The cart with an address: its own when that is still a saved address that serves it, else the
 * default. A chosen address removed since, or one whose PIN the kind no longer reaches, gives way to
 * the default instead of blocking checkout.
 */
export function withDefaultAddress(cart: Cart, addresses: readonly AddressChoice[], servicePins: ReadonlySet<string>): Cart {
  const own = addresses.find((a) => a.id === cart.addressId);
  if (own && deliveryPinError(cart.kind, own.zipCode, servicePins) === null) return cart;
  const fallback = defaultAddressId(cart.kind, addresses, servicePins);
  return fallback === cart.addressId ? cart : { ...cart, addressId: fallback };
}

/**
 * A one-time treats order with no date yet starts on its earliest open date: treats are couriered
 * once, 7-10 days out, so there is nothing to weigh up. Other carts and subscriptions are left as
 * they are (a meal's date or schedule is the customer's own choice).
 */
export function withDefaultDates(cart: Cart, now: Date, months: number, closedDates: readonly IsoDay[]): Cart {
  if (cart.kind !== 'TREATS' || cart.buyOrSubscribe !== 'BUY' || cart.deliveryDates.length > 0) return cart;
  const first = choosableDeliveryDates({ kind: cart.kind, mode: 'BUY', now, months, closedDates, startsOn: null })[0];
  return first ? { ...cart, deliveryDates: [first] } : cart;
}

/** Both defaults: what the cart page shows and orders. */
export function withCheckoutDefaults(
  cart: Cart,
  context: { addresses: readonly AddressChoice[]; servicePins: ReadonlySet<string>; now: Date; months: number; closedDates: readonly IsoDay[] },
): Cart {
  return withDefaultDates(withDefaultAddress(cart, context.addresses, context.servicePins), context.now, context.months, context.closedDates);
}
