// Changing what a delivery brings after checkout ("Change what comes"): which items may be asked
// for, which deliveries the change reaches, and when it is a skip instead. Whether a day may change,
// by whom and until when is delivery-actions.ts. Pure: days are Kolkata days, `now` is passed in.
import { compareDays } from './calendar';
import { changeVerdict, whyNot, type ChangeContext, type DeliveryFacts } from './delivery-actions';
import { formatUnit, type UnitType } from './units';

/** More than this many of one variant on one day is a typo or a new order, not a change. */
export const MAX_ITEM_QUANTITY = 50;

export type ItemChoice = { variantId: string; quantity: number };

/** One variant a Change form offers, with how many the day brings now (0: not at all). */
export type ItemOption = { variantId: string; name: string; unit: number; unitType: UnitType; price: number; quantity: number };

/**
 * What a delivery's Change form offers first: what the day brings, then its suborder's other
 * variants at 0 (the menu's others of the category are added by the form).
 */
export function itemOptions(day: readonly ItemOption[], suborder: readonly ItemOption[]): ItemOption[] {
  const seen = new Set(day.map((o) => o.variantId));
  return [...day, ...suborder.filter((o) => !seen.has(o.variantId)).map((o) => ({ ...o, quantity: 0 }))];
}

/** One of the things a day brings (a DeliveryItem row). */
export type DayItem = { variantId: string; name: string; unitType: UnitType; unit: number; quantity: number };

/** What a day brings, as people read it: '2 × 250 g Chicken & Pumpkin Bowl', one per variant. */
export function dayItemWords(items: readonly DayItem[]): string[] {
  return items.map((i) => `${i.quantity} × ${formatUnit(i.unit, i.unitType)} ${i.name}`);
}

/** Whether a day brings exactly what was ordered (the same variants and quantities), or was changed. */
export function bringsAsOrdered(day: readonly Pick<DayItem, 'variantId' | 'quantity'>[], ordered: readonly Pick<DayItem, 'variantId' | 'quantity'>[]): boolean {
  const count = (items: readonly Pick<DayItem, 'variantId' | 'quantity'>[]) => {
    const m = new Map<string, number>();
    for (const i of items) if (i.quantity > 0) m.set(i.variantId, (m.get(i.variantId) ?? 0) + i.quantity);
    return m;
  };
  const a = count(day);
  const b = count(ordered);
  return a.size === b.size && [...a].every(([v, q]) => b.get(v) === q);
}

/** A variant that may be asked for: its menu item's category, and whether it is on sale. */
export type VariantOption = { variantId: string; name: string; categoryCode: string; enabled: boolean };

/**
 * null when `items` is a list a delivery of `categoryCode` may bring; otherwise why not, in words.
 * `inSuborder`: the suborder's own variants, which may be kept even when no longer on sale.
 */
export function deliveryItemsError(
  items: readonly ItemChoice[],
  options: ReadonlyMap<string, VariantOption>,
  categoryCode: string,
  categoryTitle: string,
  inSuborder: ReadonlySet<string>,
): string | null {
  if (items.length === 0) return 'Please choose at least one item.';
  const seen = new Set<string>();
  for (const i of items) {
    if (seen.has(i.variantId)) return 'Each item may be listed once.';
    seen.add(i.variantId);
    if (!Number.isInteger(i.quantity) || i.quantity < 0) return 'Quantities must be whole numbers, 0 or more.';
    if (i.quantity > MAX_ITEM_QUANTITY) return `At most ${MAX_ITEM_QUANTITY} of one item per delivery.`;
    const o = options.get(i.variantId);
    if (!o) return 'One of the items is not on the menu.';
    if (o.categoryCode !== categoryCode) return `${o.name} is not one of the ${categoryTitle}: an item can only be swapped for another of the same kind.`;
    if (!o.enabled && !inSuborder.has(i.variantId) && i.quantity > 0) return `${o.name} is not available any more.`;
  }
  return null;
}

/** Quantity 0 for everything: the day is skipped (the skip path), never an empty delivery. */
export function isSkipRequest(items: readonly ItemChoice[]): boolean {
  return items.every((i) => i.quantity === 0);
}

export type ChangeableDelivery = Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped'> & { id: string };

/**
 * The deliveries a change reaches: the one chosen (which must still be changeable by `who`), and
 * with `applyToLater` every later delivery still changeable. Skipped and paused days (CANCELLED),
 * delivered ones and days the kitchen closed are left as they are, so a change spanning a pause
 * reaches the days after it and the pause's make-up days, not the paused days.
 */
export function changeTargets(
  deliveries: readonly ChangeableDelivery[],
  deliveryId: string,
  applyToLater: boolean,
  c: ChangeContext,
): { error: string } | { targets: ChangeableDelivery[] } {
  const chosen = deliveries.find((d) => d.id === deliveryId);
  if (!chosen) return { error: 'This delivery is no longer part of the order.' };
  const may = (d: ChangeableDelivery) => changeVerdict(d, c.plan, c.payment, c.who, c.now, c.closedDates);
  const refused = whyNot(may(chosen));
  if (refused) return { error: refused };
  if (!applyToLater) return { targets: [chosen] };
  const later = deliveries.filter((d) => compareDays(d.deliveryDate, chosen.deliveryDate) > 0 && may(d).allowed);
  return { targets: [chosen, ...later].sort((a, b) => compareDays(a.deliveryDate, b.deliveryDate)) };
}
