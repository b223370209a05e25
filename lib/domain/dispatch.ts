// A day's dispatch: what the kitchen cooks (the cook sheet) and where each delivery goes (the route
// sheet). The service picks the day's deliveries; these rules add them up, order the stops and
// write them for people: the page, the print-out and the CSV all read the same lines.
import { addressOneLine, type AddressSnapshot } from './address-snapshot';
import { CATEGORY_ENUMS, type CategoryCode } from './categories';
import type { OrderStatus } from './order-status';
import { fullName } from './people';
import { formatAmount, formatUnit, type UnitType } from './units';

/** One size of one menu item: how many portions to cook, and what that comes to. */
export type CookLine = {
  categoryEnum: CategoryCode;
  menuItemId: string;
  name: string;
  /** the size of one portion, in unitType */
  unit: number;
  unitType: UnitType;
  /** portions of this size, across every delivery of the day that is cooked */
  quantity: number;
  /** of which paid for (the rest: payment still owed) */
  paidQuantity: number;
  /** unit × quantity, in unitType */
  totalAmount: number;
};

/** What a delivery carries, as far as the kitchen cares (an OrderItemView fits). */
export type CookableItem = {
  menuItem: { id: string };
  name: string;
  unitType: UnitType;
  /** an item switched off on the order is not cooked */
  enable: boolean;
  specialInstructions?: string | null;
  variants: { unit: number; quantity: number }[];
};

/**
 * Adds up every delivery's items by category, item and size. The caller passes only deliveries that
 * are going out (not cancelled or skipped). Ordered as the menu is: category, then name, then size.
 */
export function cookSheet(deliveries: readonly { categoryEnum: CategoryCode; items: readonly CookableItem[]; paid?: boolean }[]): CookLine[] {
  const lines = new Map<string, CookLine>();
  for (const delivery of deliveries) {
    const paid = delivery.paid ?? true;
    for (const item of delivery.items) {
      if (!item.enable) continue;
      for (const v of item.variants) {
        if (v.quantity <= 0) continue;
        const key = [delivery.categoryEnum, item.menuItem.id, item.unitType, v.unit].join('|');
        const line = lines.get(key);
        if (line) {
          line.quantity += v.quantity;
          if (paid) line.paidQuantity += v.quantity;
          line.totalAmount += v.unit * v.quantity;
        } else {
          lines.set(key, {
            categoryEnum: delivery.categoryEnum,
            menuItemId: item.menuItem.id,
            name: item.name,
            unit: v.unit,
            unitType: item.unitType,
            quantity: v.quantity,
            paidQuantity: paid ? v.quantity : 0,
            totalAmount: v.unit * v.quantity,
          });
        }
      }
    }
  }
  return [...lines.values()].sort(
    (a, b) =>
      CATEGORY_ENUMS.indexOf(a.categoryEnum) - CATEGORY_ENUMS.indexOf(b.categoryEnum) ||
      a.name.localeCompare(b.name, 'en') ||
      a.menuItemId.localeCompare(b.menuItemId) ||
      a.unit - b.unit,
  );
}

/** 'Chicken & Pumpkin Bowl 250 g × 14 = 3.5 kg' */
export function describeCookLine(line: CookLine): string {
  return `${line.name} ${formatUnit(line.unit, line.unitType)} × ${line.quantity} = ${formatAmount(line.totalAmount, line.unitType)}`;
}

export type CookSheetItem = { menuItemId: string; name: string; unitType: UnitType; lines: CookLine[]; totalAmount: number };
export type CookSheetCategory = { categoryEnum: CategoryCode; items: CookSheetItem[] };

/** The cook sheet as the kitchen reads it: one section per category, each item with its sizes and its total. */
export function cookSheetByCategory(lines: readonly CookLine[]): CookSheetCategory[] {
  const categories: CookSheetCategory[] = [];
  for (const line of lines) {
    let category = categories.find((c) => c.categoryEnum === line.categoryEnum);
    if (!category) categories.push((category = { categoryEnum: line.categoryEnum, items: [] }));
    let item = category.items.find((i) => i.menuItemId === line.menuItemId && i.unitType === line.unitType);
    if (!item) category.items.push((item = { menuItemId: line.menuItemId, name: line.name, unitType: line.unitType, lines: [], totalAmount: 0 }));
    item.lines.push(line);
    item.totalAmount += line.totalAmount;
  }
  return categories;
}

/** A delivery's items on one line: 'Chicken Rice Community Meal 500 g × 2 (no onions); Boiled Eggs 6 pcs × 1'. */
export function describeItems(items: readonly CookableItem[]): string {
  const parts: string[] = [];
  for (const item of items) {
    if (!item.enable) continue;
    const sizes = item.variants.filter((v) => v.quantity > 0).map((v) => `${formatUnit(v.unit, item.unitType)} × ${v.quantity}`);
    if (sizes.length === 0) continue;
    const note = item.specialInstructions?.trim() ? ` (${item.specialInstructions.trim()})` : '';
    parts.push(`${item.name} ${sizes.join(', ')}${note}`);
  }
  return parts.join('; ');
}

// ----- the route sheet -----

export const STOP_SORTS = ['pin', 'customer', 'status'] as const;
export type StopSort = (typeof STOP_SORTS)[number];
export const STOP_SORT_LABELS: Record<StopSort, string> = { pin: 'PIN code', customer: 'Customer', status: 'Status' };

/** ?sort= as a sort key; the route is planned by PIN code unless asked otherwise. */
export function parseStopSort(value: string | string[] | undefined): StopSort {
  const v = (Array.isArray(value) ? value[0] : value)?.toLowerCase() ?? '';
  return (STOP_SORTS as readonly string[]).includes(v) ? (v as StopSort) : 'pin';
}

/** What a stop needs to be sorted. */
export type SortableStop = {
  suborderNo: string;
  status: OrderStatus;
  customer: { firstName: string | null; lastName: string | null };
  location: AddressSnapshot | null;
};

// Still to go out first, then on the way, then done.
const STATUS_RANK: Record<OrderStatus, number> = { NEW: 0, SUBSCRIBED: 0, ASSIGNED: 1, DELIVERED: 2, CANCELLED: 3 };

/** Text order where a missing value (no PIN, no name) goes last; case does not count. */
function compareText(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
}
const byPin = (a: SortableStop, b: SortableStop) => compareText(a.location?.zipCode, b.location?.zipCode);
const byName = (a: SortableStop, b: SortableStop) => compareText(fullName(a.customer, ''), fullName(b.customer, ''));

/** A new array sorted by `by`; ties fall back to PIN, customer, then the suborder number, so the order is stable. */
export function sortStops<T extends SortableStop>(stops: readonly T[], by: StopSort): T[] {
  const tieBreak = (a: T, b: T) => byPin(a, b) || byName(a, b) || a.suborderNo.localeCompare(b.suborderNo);
  const first: Record<StopSort, (a: T, b: T) => number> = {
    pin: () => 0,
    customer: byName,
    status: (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status],
  };
  return [...stops].sort((a, b) => first[by](a, b) || tieBreak(a, b));
}

/** A maps link for the driver: the pin when the customer dropped one, otherwise a search for the address. */
export function mapLink(address: AddressSnapshot): string {
  const query =
    address.latitude != null && address.longitude != null
      ? `${address.latitude},${address.longitude}`
      : [addressOneLine(address), address.country].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * What the driver reads at the door: the note written with the order (the cart's notes) and the one
 * saved with the address (a gate, a landmark), both when they differ.
 */
export function dropNoteOf(orderNote: string | null, address: AddressSnapshot | null): string | null {
  const notes = [orderNote?.trim(), address?.dropNote?.trim()].filter((n): n is string => Boolean(n));
  return [...new Set(notes)].join(' · ') || null;
}

// ----- paid and unpaid -----

/** Why a stop's payment needs a look before it goes out: the proof was rejected, or the deadline passed. */
export type PaymentFlag = 'rejected' | 'expired';
export const PAYMENT_FLAG_LABELS: Record<PaymentFlag, string> = { rejected: 'Payment rejected', expired: 'Payment deadline passed' };

/**
 * A payment still owed whose proof an admin rejected (the customer has not sent a new one yet), or
 * whose deadline has passed (the expiry job cancels it soon): flagged on the cook and route sheets.
 */
export function paymentFlagOf(payment: { status: string; rejectedAt: Date | null; dueAt: Date | null } | null, now: Date): PaymentFlag | null {
  if (!payment || payment.status === 'success') return null;
  if (payment.status === 'cancelled') return 'expired';
  if (payment.status === 'required' && payment.rejectedAt) return 'rejected';
  if (payment.dueAt && payment.dueAt.getTime() < now.getTime()) return 'expired';
  return null;
}

/** The setting `dispatch.cookUnpaid`: 'false' cooks only paid deliveries; anything else (the default) cooks every one. */
export function cookUnpaidFromConfig(value: string | undefined): boolean {
  return value?.trim().toLowerCase() !== 'false';
}
