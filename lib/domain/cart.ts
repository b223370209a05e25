// A cart as both the browser and the server see it, and the rules about its contents: when it is
// empty, what the badge counts, how many of a size fit, how special instructions are written.
// What a cart becomes at checkout (dates, charges, the order payload) is in cart-checkout.ts.
import type { CategoryCode } from './categories';
import type { IsoDay } from './calendar';
import type { DeliveryDay, PurchaseMode } from './repeat';
import type { UnitType } from './units';

export const MAX_QTY_PER_VARIANT = 99;

export type CartVariant = { variantId: string; price: number; unit: number; unitType: UnitType; qty: number };
export type CartItem = {
  menuItemId: string;
  name: string;
  image: string | null;
  unitType: UnitType;
  specialInstructions: string | null;
  variants: CartVariant[];
};
export type Cart = {
  kind: CategoryCode;
  buyOrSubscribe: PurchaseMode;
  /** chosen dates for a buy, or for a subscription without weekdays (CUSTOM) */
  deliveryDates: IsoDay[];
  /** EVERYDAY or weekdays, for a subscription */
  deliveryDays: DeliveryDay[];
  /** a renewal's next period starts here (never before the first allowed date); null: as soon as possible */
  subscriptionStartsOn: IsoDay | null;
  addressId: string | null;
  additionalNotes: string;
  items: CartItem[];
};

export function emptyCart(kind: CategoryCode): Cart {
  return { kind, buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], subscriptionStartsOn: null, addressId: null, additionalNotes: '', items: [] };
}

type VariantQty = { qty: number };
type CartContents = { items: { variants: VariantQty[] }[] };

/** A variant list is empty when no variant has a quantity above 0. */
export function isVariantListEmpty(variants: VariantQty[]): boolean {
  return !variants.some((v) => v.qty > 0);
}

/** A cart holds something when one of its items has a quantity above 0. */
export function cartHasItems(cart: CartContents): boolean {
  return cart.items.some((item) => !isVariantListEmpty(item.variants));
}

/** All carts are empty when none holds an item with a quantity above 0. */
export function isCartEmpty(carts: CartContents[]): boolean {
  return cartItemCount(carts) === 0;
}

/** The header badge: items with any quantity above 0, across all carts. */
export function cartItemCount(carts: CartContents[]): number {
  return carts.reduce((count, cart) => count + cart.items.filter((item) => !isVariantListEmpty(item.variants)).length, 0);
}

/** Special instructions: leading whitespace dropped, first letter capitalised, the rest as typed. */
export function capitalizeFirst(text: string): string {
  const trimmed = text.trimStart();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** A menu item as the menu and its pages hold it: enough to put it in a cart. */
export type ItemToAdd = { id: string; name: string; image: string | null; unitType: UnitType; variants: { id: string; price: number; unit: number; unitType: UnitType }[] };

/**
 * What a menu item becomes in the cart: the sizes chosen (quantity above 0) at their price, and the
 * special instructions as the cart writes them (none when blank). The menu dialog, the item page
 * and the card's one-tap Add all put items in this way.
 */
export function cartItemOf(item: ItemToAdd, qty: Readonly<Record<string, number>>, notes: string): CartItem {
  return {
    menuItemId: item.id,
    name: item.name,
    image: item.image,
    unitType: item.unitType,
    specialInstructions: notes.trim() ? capitalizeFirst(notes) : null,
    variants: item.variants.filter((v) => (qty[v.id] ?? 0) > 0).map((v) => ({ variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty: qty[v.id] })),
  };
}
