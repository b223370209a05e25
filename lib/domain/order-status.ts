// The one status machine for suborders and their deliveries (architecture.md "Orders, deliveries
// and statuses"), and the payment states an order goes through.
import type { IsoDay } from './dates';
import type { PurchaseMode } from './delivery-dates';

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

// Payment: required when placed, pending once a screenshot is uploaded, success when an admin
// confirms it, cancelled when the order is cancelled.
export const PAYMENT_STATUSES = ['success', 'pending', 'required', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Paid',
  pending: 'Payment being verified',
  required: 'Payment required',
  cancelled: 'Payment cancelled',
};
