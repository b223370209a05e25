// What the invoice shows for each suborder, from the figures stored when the order was placed.
// Pure, so the rules (line amounts, how long date lists are shortened) are table-tested.
import { formatUnit } from '@/lib/domain/categories';
import { compareDays, formatDay, type IsoDay } from '@/lib/domain/dates';

type UnitType = 'GRAMS' | 'ML' | 'PIECES';

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

const REPEAT_LABELS: Record<string, string> = { NONE: 'One-time order', DAILY: 'Every day', WEEKLY: 'Weekly', CUSTOM: 'Custom dates' };

/** 'Weekly: Monday, Thursday'; 'Every day'; 'One-time order'. */
export function describeRepeat(repeatType: string, repeatInfo: string): string {
  const label = REPEAT_LABELS[repeatType] ?? repeatType;
  if (repeatType !== 'WEEKLY') return label;
  const days = repeatInfo
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => d.charAt(0) + d.slice(1).toLowerCase());
  return days.length ? `${label}: ${days.join(', ')}` : label;
}
