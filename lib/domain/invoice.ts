// What the invoice shows for each suborder, from the figures stored when the order was placed.
// Pure, so the rules (line amounts, how long date lists are shortened) are table-tested.
import { formatUnit, type UnitType } from './units';
import { compareDays, formatDay, type IsoDay } from './calendar';

export type StoredItem = {
  id: string;
  name: string;
  unitType: UnitType;
  variants: { id: string; price: number; quantity: number; unit: number }[];
};

export type InvoiceLine = {
  key: string;
  name: string;
  unit: string;
  quantity: number;
  /** paise per unit, as stored on the order */
  unitPrice: number;
  /** price x quantity x number of delivery dates, paise */
  amount: number;
};

/** One line per ordered variant; each is delivered on every one of the suborder's dates. */
export function invoiceLines(items: StoredItem[], deliveryCount: number): InvoiceLine[] {
  return items.flatMap((item) =>
    item.variants
      .filter((v) => v.quantity > 0)
      .map((v) => ({
        key: v.id,
        name: item.name,
        unit: formatUnit(v.unit, item.unitType),
        quantity: v.quantity,
        unitPrice: v.price,
        amount: v.price * v.quantity * deliveryCount,
      })),
  );
}

/** More dates than this are shown as first, last and a count (a month of daily deliveries). */
export const MAX_LISTED_DATES = 7;

export type DeliveryDatesSummary =
  | { kind: 'list'; count: number; text: string }
  | { kind: 'range'; count: number; text: string };

export function summariseDeliveryDates(days: IsoDay[], maxListed = MAX_LISTED_DATES): DeliveryDatesSummary {
  const sorted = [...days].sort(compareDays);
  const count = sorted.length;
  if (count <= maxListed) return { kind: 'list', count, text: sorted.map((d) => formatDay(d)).join('; ') };
  return {
    kind: 'range',
    count,
    text: `${count} deliveries from ${formatDay(sorted[0])} to ${formatDay(sorted[count - 1])}`,
  };
}
