// Every message the store sends a customer, in one place. Short enough for one SMS (160
// characters), and each names the order number and, where money is involved, the amount in INR.
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
import { STORE_NAME } from '@/lib/site';

export type MessageFacts = {
  /** the order a message is about (every kind but the email verification has one) */
  orderNumber?: string;
  /** paise: what is due, paid or refunded */
  amount?: number;
  /** why a payment proof was rejected */
  reason?: string;
  /** the delivery day a message is about */
  day?: IsoDay;
  /** when an unpaid order expires, as shown to the customer ('Tue, 24 Nov 2026, 14:00') */
  deadline?: string;
  /** every order a message is about, when there can be several (the evening-before reminder) */
  orderNumbers?: string[];
  /** a refund's UTR, or what a wallet credit was for */
  reference?: string;
  /** the address a verification link was sent to */
  email?: string;
  /** where a delivery moved to (DELIVERY_MOVED), or the make-up day of a missed one (MISSED_DELIVERY_RESOLVED); none: it was cancelled */
  newDay?: IsoDay;
  /** the rider's first name and the customer's 4-digit delivery code (the route started) */
  rider?: string;
  code?: string;
  /** why the rider could not deliver, as the rider chose it ('nobody at home') */
  missedReason?: string;
  /** where the money for a missed delivery went */
  refundTo?: 'WALLET' | 'UPI';
  /** a courier's name, the airway bill number and the tracking link (the link goes by email and push) */
  courier?: string;
  awb?: string;
  trackingUrl?: string;
};

/**
 * A DLT template's variable holds at most 30 characters (lib/sms/dlt-templates.ts): free text the
 * store does not control (a rejection reason) is cut to fit in an SMS; email and push carry it whole.
 */
export const SMS_VARIABLE_MAX = 30;
const clip = (text: string, max = SMS_VARIABLE_MAX) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const money = (f: MessageFacts) => (f.amount !== undefined ? formatPaise(f.amount) : '');
const day = (f: MessageFacts) => (f.day ? formatDay(f.day) : 'today');

/** 'order A', 'orders A and B', 'orders A, B and 2 more': one SMS has no room for a long list. */
function orders(f: MessageFacts): string {
  const all = f.orderNumbers?.length ? f.orderNumbers : [f.orderNumber ?? ''];
  if (all.length === 1) return `order ${all[0]}`;
  if (all.length === 2) return `orders ${all[0]} and ${all[1]}`;
  return `orders ${all[0]}, ${all[1]} and ${all.length - 2} more`;
}

const TEXTS: Record<NotificationKind, (f: MessageFacts) => string> = {
  DELIVERY_MOVED: (f) =>
    f.newDay
      ? `${STORE_NAME}: our kitchen is closed on ${day(f)}. Your delivery for order ${f.orderNumber} moves to ${formatDay(f.newDay)}.`
      : `${STORE_NAME}: our kitchen is closed on ${day(f)}. Your delivery for order ${f.orderNumber} is cancelled and its amount credited back.`,
  ORDER_PLACED: (f) =>
    f.deadline
      ? `${STORE_NAME}: order ${f.orderNumber} placed. Pay ${money(f)} by ${f.deadline} (UPI or bank transfer) and upload the screenshot on the order page.`
      : `${STORE_NAME}: order ${f.orderNumber} placed. Pay ${money(f)} by UPI or bank transfer and upload the screenshot on the order page.`,
  PAYMENT_CONFIRMED: (f) => `${STORE_NAME}: payment of ${money(f)} for order ${f.orderNumber} received. Thank you!`,
  PAYMENT_REJECTED: (f) => `${STORE_NAME}: we could not confirm your payment for order ${f.orderNumber} (${money(f)}): ${f.reason ?? 'please check it'}. Please upload it again.`,
  PAYMENT_REMINDER: (f) => `${STORE_NAME}: order ${f.orderNumber} is not paid yet. Pay ${money(f)} by ${f.deadline ?? 'soon'} or it will be cancelled.`,
  ORDER_EXPIRED: (f) => `${STORE_NAME}: order ${f.orderNumber} was cancelled because ${money(f)} was not paid in time. You can order again any time.`,
  DELIVERY_REMINDER: (f) =>
    (f.orderNumbers?.length ?? 0) > 1
      ? `${STORE_NAME}: meals for ${orders(f)} arrive ${day(f)}. To skip one, use its order page before 22:00 tonight.`
      : `${STORE_NAME}: your meal for ${orders(f)} arrives ${day(f)}. Need to skip it? Do it on the order page before 22:00 tonight.`,
  DELIVERY_ASSIGNED: (f) =>
    f.code && f.rider
      ? `${STORE_NAME}: your delivery for order ${f.orderNumber} is on its way with ${f.rider}. Your delivery code is ${f.code}.`
      : `${STORE_NAME}: your delivery for order ${f.orderNumber} is on its way.`,
  DELIVERY_MISSED: (f) =>
    `${STORE_NAME}: we could not deliver order ${f.orderNumber} on ${day(f)}: ${f.missedReason ?? 'no one could take it'}. We will make it up or credit you; see the order page.`,
  MISSED_DELIVERY_RESOLVED: (f) =>
    f.newDay
      ? `${STORE_NAME}: your missed delivery of order ${f.orderNumber} on ${day(f)} is made up on ${formatDay(f.newDay)}.`
      : f.refundTo === 'UPI'
        ? `${STORE_NAME}: for the missed delivery of order ${f.orderNumber} on ${day(f)}, ${money(f)} will be paid to your UPI id.`
        : `${STORE_NAME}: for the missed delivery of order ${f.orderNumber} on ${day(f)}, ${money(f)} was added to your wallet.`,
  SHIPMENT_SENT: (f) =>
    f.trackingUrl
      ? `${STORE_NAME}: your delivery for order ${f.orderNumber} went with ${f.courier ?? 'a courier'} (AWB ${f.awb ?? 'on the order page'}). Track it: ${f.trackingUrl}`
      : `${STORE_NAME}: your delivery for order ${f.orderNumber} went with ${f.courier ?? 'a courier'} (AWB ${f.awb ?? 'on the order page'}). Track it from the order page.`,
  DELIVERY_DELIVERED: (f) => `${STORE_NAME}: your delivery for order ${f.orderNumber} was delivered on ${day(f)}. Enjoy!`,
  REFUND_PAID: (f) => `${STORE_NAME}: your refund of ${money(f)} for order ${f.orderNumber} was paid to your UPI id (UTR ${f.reference ?? 'on your order page'}).`,
  WALLET_CREDITED: (f) => `${STORE_NAME}: ${money(f)} was added to your wallet (${f.reference ?? 'store credit'}). It is used at your next checkout.`,
  TOP_UP_REJECTED: (f) => `${STORE_NAME}: we could not confirm your wallet top-up ${f.reference ?? 'request'} (${money(f)}): ${f.reason ?? 'please check it'}. Please upload the proof again.`,
  WALLET_PAID_OUT: (f) => `${STORE_NAME}: ${money(f)} from your wallet was paid to your UPI id (UTR ${f.reference ?? 'in your wallet'}).`,
  PLAN_CHANGED: (f) => `${STORE_NAME}: order ${f.orderNumber} changed: ${f.reference ?? 'see the order page'}. Details on the order page.`,
  RENEWAL_REMINDER: (f) => `${STORE_NAME}: the subscription in order ${f.orderNumber} ends ${day(f)}. Renew it in one tap on the order page.`,
  EMAIL_VERIFICATION: (f) => `${STORE_NAME}: please confirm ${f.email ?? 'your email address'} with the link in this email. It works once, for 24 hours.`,
};

/** The text of a message; `forSms` fits free text into the registered template's variables. */
export function messageText(kind: NotificationKind, facts: MessageFacts, { forSms = false }: { forSms?: boolean } = {}): string {
  if (!forSms) return TEXTS[kind](facts);
  // A tracking link is longer than a template's variable: the SMS sends the customer to the order page.
  return TEXTS[kind]({ ...facts, reason: facts.reason && clip(facts.reason), reference: facts.reference && clip(facts.reference), trackingUrl: undefined });
}
