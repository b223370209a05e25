// A cart as both the browser and the server see it, and the rules that turn it into delivery dates,
// charges and an order payload. The server runs the same functions on database prices; it never
// takes the browser's figures on trust.
import type { CategoryCode } from './categories';
import { computeCharges, type Charges, type TaxRates } from './charges';
import { firstAllowedDeliveryDate, subscriptionDates, type PurchaseMode } from './delivery-dates';
import { deriveRepeat, type DeliveryDay, type Repeat } from './repeat';
import type { IsoDay } from './dates';

export type CartVariant = { variantId: string; price: number; unit: number; unitType: 'GRAMS' | 'ML' | 'PIECES'; qty: number };
export type CartItem = {
  menuItemId: string;
  name: string;
  image: string | null;
  unitType: 'GRAMS' | 'ML' | 'PIECES';
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
  addressId: string | null;
  additionalNotes: string;
  items: CartItem[];
};

export function emptyCart(kind: CategoryCode): Cart {
  return { kind, buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], addressId: null, additionalNotes: '', items: [] };
}

export function cartHasItems(cart: Cart): boolean {
  return cart.items.some((i) => i.variants.some((v) => v.qty > 0));
}

/** The dates a cart will deliver on: the chosen ones, or the subscription schedule. */
export function cartDeliveryDates(cart: Cart, now: Date, subscriptionMonths: number): IsoDay[] {
  if (cart.buyOrSubscribe === 'SUBSCRIBE' && cart.deliveryDays.length > 0) {
    return subscriptionDates({
      days: cart.deliveryDays,
      start: firstAllowedDeliveryDate(cart.kind, 'SUBSCRIBE', now),
      months: subscriptionMonths,
    });
  }
  return [...cart.deliveryDates].sort();
}

export function cartRepeat(cart: Cart): Repeat {
  return deriveRepeat(cart.buyOrSubscribe, cart.buyOrSubscribe === 'SUBSCRIBE' ? cart.deliveryDays : []);
}

export function cartLines(cart: Cart): { price: number; quantity: number }[] {
  return cart.items.flatMap((i) => i.variants.filter((v) => v.qty > 0).map((v) => ({ price: v.price, quantity: v.qty })));
}

export function cartCharges(cart: Cart, dates: IsoDay[], rates: TaxRates): Charges {
  return computeCharges(cartLines(cart), dates.length, rates);
}

/** The saveOrders payload for one cart (spec section 3 "Order payload"); only variants with a quantity. */
export type SuborderPayload = {
  totalPrice: number;
  subtotal: number;
  deliveryCharge: number;
  location: { id: string };
  deliveries: { deliveryDate: IsoDay }[];
  category: { id: string };
  dropNote: string | null;
  repeatType: Repeat['repeatType'];
  repeatInfo: string;
  items: {
    name: string;
    price: number;
    menuItem: { id: string };
    unitType: CartItem['unitType'];
    specialInstructions: string | null;
    variants: { price: number; quantity: number; unit: number; itemVariant: { id: string } }[];
  }[];
};

export function suborderPayload(cart: Cart, categoryId: string, dates: IsoDay[], rates: TaxRates): SuborderPayload {
  const charges = cartCharges(cart, dates, rates);
  const repeat = cartRepeat(cart);
  return {
    totalPrice: charges.total,
    subtotal: charges.subTotal,
    deliveryCharge: charges.deliveryCharges,
    location: { id: cart.addressId ?? '' },
    deliveries: dates.map((deliveryDate) => ({ deliveryDate })),
    category: { id: categoryId },
    dropNote: cart.additionalNotes.trim() || null,
    repeatType: repeat.repeatType,
    repeatInfo: repeat.repeatInfo,
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
