// Messages to customers: what there is, and which change tells the customer what. The texts are in
// lib/notifications/message-texts.ts; sending is the job queue's (lib/jobs).
import { addDays, compareDays, type IsoDay } from './calendar';
import type { OrderStatus } from './order-status';

export const NOTIFICATION_KINDS = [
  'ORDER_PLACED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_REJECTED',
  'PAYMENT_REMINDER',
  'ORDER_EXPIRED',
  'DELIVERY_REMINDER',
  'DELIVERY_ASSIGNED',
  'DELIVERY_DELIVERED',
  'RENEWAL_REMINDER',
  'REFUND_PAID',
  'WALLET_CREDITED',
  'TOP_UP_REJECTED',
  'WALLET_PAID_OUT',
  'PLAN_CHANGED',
  'EMAIL_VERIFICATION',
  'DELIVERY_MOVED',
  'DELIVERY_MISSED',
  'MISSED_DELIVERY_RESOLVED',
  'SHIPMENT_SENT',
] as const;
export type NotificationKindCode = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['SMS', 'EMAIL', 'PUSH'] as const;
export type NotificationChannelCode = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannelCode, string> = { SMS: 'SMS', EMAIL: 'Email', PUSH: 'Push' };

export const NOTIFICATION_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type NotificationStatusCode = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKindCode, string> = {
  ORDER_PLACED: 'Order placed',
  PAYMENT_CONFIRMED: 'Payment confirmed',
  PAYMENT_REJECTED: 'Payment rejected',
  PAYMENT_REMINDER: 'Payment reminder',
  ORDER_EXPIRED: 'Order expired',
  DELIVERY_REMINDER: 'Delivery reminder',
  DELIVERY_ASSIGNED: 'On its way',
  DELIVERY_DELIVERED: 'Delivered',
  RENEWAL_REMINDER: 'Renewal reminder',
  REFUND_PAID: 'Refund paid',
  WALLET_CREDITED: 'Wallet credited',
  TOP_UP_REJECTED: 'Top-up rejected',
  WALLET_PAID_OUT: 'Wallet paid out',
  PLAN_CHANGED: 'Plan changed',
  EMAIL_VERIFICATION: 'Confirm your email',
  DELIVERY_MOVED: 'Delivery moved',
  DELIVERY_MISSED: 'Delivery missed',
  MISSED_DELIVERY_RESOLVED: 'Missed delivery settled',
  SHIPMENT_SENT: 'Sent by courier',
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatusCode, string> = {
  QUEUED: 'Waiting to be sent',
  SENT: 'Sent',
  FAILED: 'Not sent (failed)',
  SKIPPED: 'Not sent (turned off by the customer)',
};

/** The message a delivery moving to `status` sends, if any: "on its way" and "delivered". */
export function deliveryMessageKind(status: OrderStatus): 'DELIVERY_ASSIGNED' | 'DELIVERY_DELIVERED' | null {
  if (status === 'ASSIGNED') return 'DELIVERY_ASSIGNED';
  if (status === 'DELIVERED') return 'DELIVERY_DELIVERED';
  return null;
}

/**
 * A suborder-wide status change (updateOrderStatus) moves every open delivery of the suborder at
 * once: thirty "delivered" texts for a month's subscription closed in one go would be spam. The
 * customer hears only about the delivery it moved that is dated today, if there is one.
 */
export function deliveryToTellAbout<D extends { deliveryDate: IsoDay }>(moved: readonly D[], today: IsoDay): D | null {
  return moved.find((d) => d.deliveryDate === today) ?? null;
}

/**
 * What a change after checkout did, as the customer's message tells it: which change, and the days
 * (and the address's name) it concerns, never a sentence of free text. Each kind has its own
 * registered SMS template with these as its variables (lib/sms/dlt-templates.ts), so every text is
 * written whole: a summary squeezed into one 30-character variable was cut mid-date.
 */
export type PlanChangeNote =
  | { change: 'SKIPPED'; day: IsoDay; makeUpDay?: IsoDay | null }
  | { change: 'UNSKIPPED'; day: IsoDay }
  | { change: 'PAUSED'; from: IsoDay; to: IsoDay }
  | { change: 'RESUMED'; day: IsoDay }
  | { change: 'CANCELLED'; from: IsoDay }
  /** one day's items, or (`onward`) every day's from `day` on */
  | { change: 'ITEMS_CHANGED'; day: IsoDay; onward: boolean }
  | { change: 'ADDRESS_CHANGED'; from: IsoDay; address: string }
  /** an edited saved address that the coming deliveries follow */
  | { change: 'ADDRESS_EDITED'; address: string };

export type PlanChangeKind = PlanChangeNote['change'];

export const PLAN_CHANGE_KINDS = ['SKIPPED', 'UNSKIPPED', 'PAUSED', 'RESUMED', 'CANCELLED', 'ITEMS_CHANGED', 'ADDRESS_CHANGED', 'ADDRESS_EDITED'] as const satisfies readonly PlanChangeKind[];

/** How many days before a subscription's last delivery its customer is reminded to renew. */
export const RENEWAL_REMINDER_DAYS = 3;

/** A subscription ending on `endDate` is reminded from 3 days before it until that day. */
export function isRenewalReminderDue(endDate: IsoDay, today: IsoDay): boolean {
  return compareDays(today, addDays(endDate, -RENEWAL_REMINDER_DAYS)) >= 0 && compareDays(today, endDate) <= 0;
}

/** Keys that make each message happen once whatever runs twice (a retried job, a second sweep). */
export const dedupeKeys = {
  orderPlaced: (orderId: string) => `order-placed:${orderId}`,
  refundPaid: (refundId: string) => `refund-paid:${refundId}`,
  walletCredited: (entryId: string) => `wallet-credited:${entryId}`,
  walletPaidOut: (entryId: string) => `wallet-paid-out:${entryId}`,
  paymentConfirmed: (orderId: string) => `payment-confirmed:${orderId}`,
  /** one reminder per deadline: an extended deadline is reminded again */
  paymentReminder: (orderId: string, deadline: Date) => `payment-reminder:${orderId}:${deadline.toISOString()}`,
  orderExpired: (orderId: string) => `order-expired:${orderId}`,
  deliveryAssigned: (deliveryId: string) => `delivery-assigned:${deliveryId}`,
  deliveryDelivered: (deliveryId: string) => `delivery-delivered:${deliveryId}`,
  /** a delivery moved or cancelled off a day the kitchen closed (once per delivery and day) */
  deliveryMoved: (deliveryId: string, closedDay: string) => `delivery-moved:${deliveryId}:${closedDay}`,
  /** one evening reminder per customer per delivery day, listing all their orders */
  deliveryReminder: (userId: string, day: IsoDay) => `delivery-reminder:${userId}:${day}`,
  renewalReminder: (suborderId: string) => `renewal-reminder:${suborderId}`,
  /** a drop the rider could not make, once per miss (a miss undone and marked again is a new one) */
  deliveryMissed: (deliveryId: string, at: Date) => `delivery-missed:${deliveryId}:${at.toISOString()}`,
  missedDeliveryResolved: (deliveryId: string) => `missed-resolved:${deliveryId}`,
  /** one per courier and AWB: a corrected AWB is told again */
  shipmentSent: (deliveryId: string, awb: string) => `shipment-sent:${deliveryId}:${awb}`,
};
