// The one status machine for suborders and their deliveries (architecture.md "Orders, deliveries
// and statuses"). The payment has its own in payment-status.ts.
import type { IsoDay } from './calendar';
import type { PurchaseMode } from './repeat';

export const ORDER_STATUSES = ['NEW', 'ASSIGNED', 'CANCELLED', 'DELIVERED', 'SUBSCRIBED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  NEW: ['ASSIGNED', 'SUBSCRIBED', 'DELIVERED', 'CANCELLED'],
  SUBSCRIBED: ['ASSIGNED', 'DELIVERED', 'CANCELLED'],
  ASSIGNED: ['NEW', 'DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  NEW: 'New',
  ASSIGNED: 'Assigned',
  CANCELLED: 'Cancelled',
  DELIVERED: 'Delivered',
  SUBSCRIBED: 'Subscribed',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Statuses of something still to be cooked or delivered (an "active" order has one). */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !isFinalStatus(s));

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** null when the change is allowed; otherwise why not, fit to show an admin. */
export function transitionError(from: OrderStatus, to: OrderStatus): string | null {
  if (canTransition(from, to)) return null;
  if (isFinalStatus(from)) return `A ${from.toLowerCase()} order cannot be changed.`;
  return `Cannot change an order from ${from} to ${to}.`;
}

export function initialStatus(mode: PurchaseMode): OrderStatus {
  return mode === 'SUBSCRIBE' ? 'SUBSCRIBED' : 'NEW';
}

type DeliveryState = { deliveryDate: IsoDay; status: OrderStatus };

/** The earliest delivery still to come: not DELIVERED and not CANCELLED (a cancelled one is not coming). */
export function nextDeliveryDate(deliveries: DeliveryState[]): IsoDay | null {
  let next: IsoDay | null = null;
  for (const d of deliveries) {
    if (isFinalStatus(d.status)) continue;
    if (next === null || d.deliveryDate < next) next = d.deliveryDate;
  }
  return next;
}

/**
 * A suborder's last delivery (its end date): the latest one still coming or delivered; a cancelled
 * or skipped delivery is not coming. When everything was cancelled, the latest date there was.
 */
export function lastDeliveryDate(deliveries: DeliveryState[]): IsoDay | null {
  let last: IsoDay | null = null;
  let lastAny: IsoDay | null = null;
  for (const d of deliveries) {
    if (lastAny === null || d.deliveryDate > lastAny) lastAny = d.deliveryDate;
    if (d.status !== 'CANCELLED' && (last === null || d.deliveryDate > last)) last = d.deliveryDate;
  }
  return last ?? lastAny;
}

export function deliveredCount(deliveries: { status: OrderStatus }[]): number {
  return deliveries.filter((d) => d.status === 'DELIVERED').length;
}

/**
 * A suborder's status once one of its deliveries has changed: when every delivery is final, the
 * suborder is DELIVERED if any of them was delivered (the customer got food), otherwise CANCELLED.
 * While some are still to come it keeps its status; a final suborder is never reopened or flipped.
 */
export function suborderStatusAfterDeliveries(current: OrderStatus, deliveryStatuses: readonly OrderStatus[]): OrderStatus {
  if (isFinalStatus(current) || deliveryStatuses.length === 0) return current;
  if (!deliveryStatuses.every(isFinalStatus)) return current;
  return deliveryStatuses.includes('DELIVERED') ? 'DELIVERED' : 'CANCELLED';
}

/**
 * Delivered is a fact about a day that has come: null when a delivery of `deliveryDate` may be
 * marked DELIVERED on `today` (both Kolkata days), otherwise why not. The server refuses it (issue
 * 22), whatever page or bulk action asks.
 */
export function deliveredTooEarlyError(status: OrderStatus, deliveryDate: IsoDay, today: IsoDay): string | null {
  if (status !== 'DELIVERED' || deliveryDate <= today) return null;
  return 'A delivery can be marked delivered only on or after its delivery day.';
}
