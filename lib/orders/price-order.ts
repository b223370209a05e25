// The suborders of one saveOrders request priced together, on the database's prices and rates
// (lib/domain/order-pricing.ts): one delivery charge per drop (an address on a date) across them,
// each item at its own rate, CGST + SGST or IGST by the address's state. The payload's figures must
// be these: a payload priced otherwise (per cart, at old prices) is refused, naming the first
// figure that differs, so the cart can reload and show the right ones.
import 'server-only';
import { badInput } from '@/lib/errors';
import type { SuborderInput } from '@/lib/domain/inputs/order-input';
import { formatPaise } from '@/lib/domain/money';
import { priceParts, type PartPrice, type PricingPart, type PricingSettings } from '@/lib/domain/order-pricing';
import type { CheckedSuborder } from './check-suborder';

export type PricedSuborder = CheckedSuborder & { price: PartPrice };

/** Each checked suborder as a part of the order's pricing (its index is its key). */
export function pricingPart(s: CheckedSuborder, index: number): PricingPart {
  return {
    key: String(index),
    kind: s.kind,
    addressKey: s.address.id,
    placeOfSupply: s.placeOfSupply,
    dates: s.dates,
    lines: s.items.flatMap((item) =>
      item.variants.map((v) => ({ key: v.variantId, name: item.name, unit: v.unit, unitType: item.unitType, unitPrice: v.price, quantity: v.quantity, gstRate: v.gstRate, hsn: v.hsn })),
    ),
  };
}

export function priceOrder(checked: readonly CheckedSuborder[], inputs: readonly SuborderInput[], pricing: PricingSettings): PricedSuborder[] {
  const prices = priceParts(checked.map(pricingPart), pricing);
  return checked.map((s, index) => {
    const price = prices[String(index)];
    const input = inputs[index];
    const field = `orders.${index}`;
    const extensions = { currentTotal: price.totalPrice, categoryEnum: s.kind };
    if (s.pricesChanged) {
      throw badInput(`Prices have changed: your ${s.title} total is now ${formatPaise(price.totalPrice)}. Please review your cart and try again.`, `${field}.totalPrice`, extensions);
    }
    if (input.deliveryCharge !== price.deliveryCharge) {
      throw badInput(
        `Delivery is charged once per address and date: your ${s.title} total is now ${formatPaise(price.totalPrice)} (delivery ${formatPaise(price.deliveryCharge)}). Please review your cart and try again.`,
        `${field}.deliveryCharge`,
        extensions,
      );
    }
    if (input.subtotal !== price.subtotal) {
      throw badInput(`Prices have changed: your ${s.title} total is now ${formatPaise(price.totalPrice)} (items ${formatPaise(price.subtotal)}). Please review your cart and try again.`, `${field}.subtotal`, extensions);
    }
    if (input.totalPrice !== price.totalPrice) {
      throw badInput(`Prices have changed: your ${s.title} total is now ${formatPaise(price.totalPrice)}. Please review your cart and try again.`, `${field}.totalPrice`, extensions);
    }
    return { ...s, price };
  });
}
