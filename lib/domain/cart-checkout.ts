// What a cart becomes at checkout: the dates it delivers on, its repeat, its charges and the
// saveOrders payload. The server runs the same functions on database prices; it never takes the
// browser's figures on trust.
import type { Cart } from './cart';
import { computeCharges, type Charges, type TaxRates } from './charges';
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

export function cartLines(cart: Cart): { price: number; quantity: number }[] {
  return cart.items.flatMap((i) => i.variants.filter((v) => v.qty > 0).map((v) => ({ price: v.price, quantity: v.qty })));
}

export function cartCharges(cart: Cart, dates: IsoDay[], rates: TaxRates): Charges {
  return computeCharges(cartLines(cart), dates.length, rates);
}

/** The saveOrders payload for one cart; only variants with a quantity are sent. */
export function suborderPayload(cart: Cart, categoryId: string, dates: IsoDay[], rates: TaxRates): SuborderInput {
  const charges = cartCharges(cart, dates, rates);
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
