// What one delivery of a bought (one-time, repeatType NONE) suborder is worth when it is skipped:
// the amount due drops by it, or, once paid, it is refunded (architecture.md "Subscriptions after
// checkout"). Subscription deliveries have no share: a skipped one is made up with a later date.
import { computeCharges, type TaxRates } from './charges';

/**
 * A suborder's total with `charged` of its deliveries still charged: its items on that many dates,
 * their GST at the order's stored rates (rounded once on the whole, as at checkout) and the stored
 * per-delivery charge. With every delivery charged it is exactly what the suborder was placed for
 * (the stored total, so a rounding difference can never leave a paisa behind); with none it is 0.
 */
function totalWithCharged(charged: number, lines: { price: number; quantity: number }[], rates: TaxRates, placedDeliveries: number, placedTotal: number): number {
  if (charged <= 0) return 0;
  if (charged >= placedDeliveries) return placedTotal;
  return computeCharges(lines, charged, rates).totalPrice;
}

/**
 * The share of the next delivery skipped: the suborder's total with `charged` deliveries minus its
 * total with one fewer. GST is rounded on the whole, so shares can differ by a paisa; taking the
 * difference of totals means the shares of every delivery add up to exactly the suborder's total,
 * so skipping all of them leaves exactly 0 due, in whatever order they are skipped.
 */
export function deliveryShare({
  lines,
  rates,
  charged,
  placedDeliveries,
  placedTotal,
}: {
  /** the suborder's items: price per unit (paise) and quantity per delivery */
  lines: { price: number; quantity: number }[];
  /** the order's stored rates: Order.cgstRate, sgstRate (tenths of a percent), perDeliveryCharge */
  rates: TaxRates;
  /** deliveries still charged before this skip (every delivery not skipped yet) */
  charged: number;
  /** how many deliveries the suborder was placed with */
  placedDeliveries: number;
  /** Suborder.totalPrice, paise */
  placedTotal: number;
}): number {
  const share = totalWithCharged(charged, lines, rates, placedDeliveries, placedTotal) - totalWithCharged(charged - 1, lines, rates, placedDeliveries, placedTotal);
  return Math.max(0, share);
}
