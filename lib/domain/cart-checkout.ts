// What a cart becomes at checkout: the dates it delivers on, its repeat, its charges and the
// saveOrders payload. The carts of one checkout are priced together (they share drops: one
// delivery charge per address and date, lib/domain/order-pricing.ts). The server runs the same
// rules on database prices; it never takes the browser's figures on trust.
import type { Cart } from './cart';
import type { Charges } from './charges';
import type { CategoryCode } from './categories';
import { priceParts, type PartPrice, type PricingPart, type PricingSettings } from './order-pricing';
import { subscriptionDates, subscriptionStartDate } from './delivery-dates';
import { deriveRepeat, type Repeat } from './repeat';
import type { IsoDay } from './calendar';
import type { SuborderInput } from './inputs/order-input';

/** A subscription on weekdays (or every day): its dates follow from the schedule, not from picks. */
export function hasWeeklySchedule(cart: Pick<Cart, 'buyOrSubscribe' | 'deliveryDays'>): boolean {
  return cart.buyOrSubscribe === 'SUBSCRIBE' && cart.deliveryDays.length > 0;
}

/**
 * The dates a cart will deliver on: the chosen ones, or the subscription schedule from its start
 * (the first allowed date, or a renewal's later start) without the kitchen's closed dates.
 */
export function cartDeliveryDates(cart: Cart, now: Date, subscriptionMonths: number, closedDates: readonly IsoDay[]): IsoDay[] {
  if (hasWeeklySchedule(cart)) {
    return subscriptionDates({
      days: cart.deliveryDays,
      start: subscriptionStartDate(cart.kind, now, cart.subscriptionStartsOn),
      months: subscriptionMonths,
      closedDates,
    });
  }
  return [...cart.deliveryDates].sort();
}

export function cartRepeat(cart: Cart): Repeat {
  return deriveRepeat(cart.buyOrSubscribe, cart.buyOrSubscribe === 'SUBSCRIBE' ? cart.deliveryDays : []);
}

/** What pricing the carts needs besides the carts: the seller's state, the drop charge, each item's tax and each address's state. */
export type CartPricing = PricingSettings & {
  /** the rate and HSN code of an item not in `taxes` */
  defaultTax: { gstRate: number; hsn: string };
  /** by menu item id, the items whose rate or HSN code is not the default: [gstRate, hsn] */
  taxes: Record<string, readonly [gstRate: number, hsn: string]>;
  /** by address id, the GST state code of the addresses carts may deliver to (null: not recognised) */
  addressStates: Record<string, string | null>;
};

/** The pricing context from the settings, the menu items' rates and the addresses' states (only differing items are kept, so a page carries little). */
export function cartPricingOf(
  settings: PricingSettings,
  defaultTax: { gstRate: number; hsn: string },
  items: readonly { id: string; gstRate: number; hsn: string }[],
  addresses: readonly { id: string; stateCode: string | null }[],
): CartPricing {
  const taxes: CartPricing['taxes'] = {};
  for (const i of items) if (i.gstRate !== defaultTax.gstRate || i.hsn !== defaultTax.hsn) taxes[i.id] = [i.gstRate, i.hsn];
  return { ...settings, defaultTax, taxes, addressStates: Object.fromEntries(addresses.map((a) => [a.id, a.stateCode])) };
}

/** A cart as a part of the order's pricing: its lines with their items' rates, its address and its state. */
export function cartPart(cart: Cart, dates: readonly IsoDay[], pricing: CartPricing): PricingPart {
  return {
    key: cart.kind,
    kind: cart.kind,
    addressKey: cart.addressId,
    placeOfSupply: cart.addressId ? (pricing.addressStates[cart.addressId] ?? null) : null,
    dates,
    lines: cart.items.flatMap((item) => {
      const [gstRate, hsn] = pricing.taxes[item.menuItemId] ?? [pricing.defaultTax.gstRate, pricing.defaultTax.hsn];
      return item.variants
        .filter((v) => v.qty > 0)
        .map((v) => ({ key: v.variantId, name: item.name, unit: v.unit, unitType: v.unitType, unitPrice: v.price, quantity: v.qty, gstRate, hsn }));
    }),
  };
}

/** Every cart of a checkout priced together, by kind (they share the drops they deliver to together). */
export function priceCarts(carts: readonly { cart: Cart; dates: readonly IsoDay[] }[], pricing: CartPricing): Record<CategoryCode, PartPrice> {
  return priceParts(
    carts.map((c) => cartPart(c.cart, c.dates, pricing)),
    pricing,
  ) as Record<CategoryCode, PartPrice>;
}

/** The saveOrders payload for one cart, with its figures as priced with the others; only variants with a quantity are sent. */
export function suborderPayload(cart: Cart, categoryId: string, dates: IsoDay[], charges: Pick<Charges, 'subtotal' | 'deliveryCharge' | 'totalPrice'>): SuborderInput {
  const repeat = cartRepeat(cart);
  return {
    totalPrice: charges.totalPrice,
    subtotal: charges.subtotal,
    deliveryCharge: charges.deliveryCharge,
    location: { id: cart.addressId ?? '' },
    deliveries: dates.map((deliveryDate) => ({ deliveryDate })),
    category: { id: categoryId },
    dropNote: cart.additionalNotes.trim() || null,
    repeatType: repeat.repeatType,
    repeatInfo: repeat.repeatInfo,
    subscriptionStartsOn: hasWeeklySchedule(cart) ? cart.subscriptionStartsOn : null,
    items: cart.items
      .map((item) => {
        const variants = item.variants.filter((v) => v.qty > 0);
        return {
          name: item.name,
          price: Math.min(...variants.map((v) => v.price)),
          menuItem: { id: item.menuItemId },
          unitType: item.unitType,
          specialInstructions: item.specialInstructions,
          variants: variants.map((v) => ({ price: v.price, quantity: v.qty, unit: v.unit, itemVariant: { id: v.variantId } })),
        };
      })
      .filter((i) => i.variants.length > 0),
  };
}

/** The saveOrders payload of a checkout: every cart priced with the others. */
export function orderPayload(carts: readonly { cart: Cart; categoryId: string; dates: IsoDay[] }[], pricing: CartPricing): SuborderInput[] {
  const prices = priceCarts(carts, pricing);
  return carts.map((c) => suborderPayload(c.cart, c.categoryId, c.dates, prices[c.cart.kind]));
}
