// Every message the store sends a customer, in one place. Each names the order number and, where
// money is involved, the amount in INR. An SMS is an instance of a template registered on DLT
// (lib/sms/dlt-templates.ts) whose variables hold at most 30 characters each: every variable here is
// a short fact (an order number, an amount, a day, a UTR), never a sentence, so a text is never cut.
// Text the store does not control (a rejection reason, an address's name) goes into an SMS only
// when it fits a variable whole; otherwise the SMS uses the template without it and says where to
// read it. Email and push carry every text whole.
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import type { PlanChangeNote } from '@/lib/domain/notifications';
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
  /** a refund's or payout's UTR, a top-up's number, or what a wallet credit was for */
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
  /** what a change after checkout did (PLAN_CHANGED) */
  change?: PlanChangeNote;
};

/** A DLT template's variable holds at most 30 characters (lib/sms/dlt-templates.ts). */
export const SMS_VARIABLE_MAX = 30;

/** Free text as a variable: whole, without a closing full stop (the template has its own), or null when it does not fit. */
function whole(text: string | undefined, forSms: boolean): string | null {
  const t = text?.trim().replace(/[.!]+$/, '');
  if (!t) return null;
  return !forSms || t.length <= SMS_VARIABLE_MAX ? t : null;
}

const money = (f: MessageFacts) => (f.amount !== undefined ? formatPaise(f.amount) : '');
const day = (f: MessageFacts) => (f.day ? formatDay(f.day) : 'today');

/** 'order A', 'orders A and B', 'orders A, B and 2 more': one SMS has no room for a long list. */
function orders(f: MessageFacts): string {
  const all = f.orderNumbers?.length ? f.orderNumbers : [f.orderNumber ?? ''];
  if (all.length === 1) return `order ${all[0]}`;
  if (all.length === 2) return `orders ${all[0]} and ${all[1]}`;
  return `orders ${all[0]}, ${all[1]} and ${all.length - 2} more`;
}

type Facts = MessageFacts & { forSms: boolean };

const DETAILS = 'Details on the order page.';

function planChanged(f: Facts): string {
  const c = f.change;
  const order = f.orderNumber;
  if (!c) return `${STORE_NAME}: order ${order} changed. ${DETAILS}`;
  switch (c.change) {
    case 'SKIPPED':
      return c.makeUpDay
        ? `${STORE_NAME}: the delivery of ${formatDay(c.day)} for order ${order} is skipped and made up on ${formatDay(c.makeUpDay)}.`
        : `${STORE_NAME}: the delivery of ${formatDay(c.day)} for order ${order} is skipped. ${DETAILS}`;
    case 'UNSKIPPED':
      return `${STORE_NAME}: the delivery of ${formatDay(c.day)} for order ${order} is back on. ${DETAILS}`;
    case 'PAUSED':
      return `${STORE_NAME}: deliveries of order ${order} are paused from ${formatDay(c.from)} to ${formatDay(c.to)}. ${DETAILS}`;
    case 'RESUMED':
      return `${STORE_NAME}: deliveries of order ${order} resume on ${formatDay(c.day)}. ${DETAILS}`;
    case 'CANCELLED':
      return `${STORE_NAME}: deliveries of order ${order} are cancelled from ${formatDay(c.from)}. ${DETAILS}`;
    case 'ITEMS_CHANGED':
      return c.onward
        ? `${STORE_NAME}: deliveries of order ${order} have new items from ${formatDay(c.day)}. ${DETAILS}`
        : `${STORE_NAME}: the delivery of ${formatDay(c.day)} for order ${order} has new items. ${DETAILS}`;
    case 'ADDRESS_CHANGED': {
      const name = whole(c.address, f.forSms);
      return name
        ? `${STORE_NAME}: deliveries of order ${order} go to your address ${name} from ${formatDay(c.from)}. ${DETAILS}`
        : `${STORE_NAME}: deliveries of order ${order} go to another of your addresses from ${formatDay(c.from)}. ${DETAILS}`;
    }
    case 'ADDRESS_EDITED': {
      const name = whole(c.address, f.forSms);
      return name
        ? `${STORE_NAME}: coming deliveries of order ${order} go to your address ${name} as you edited it. ${DETAILS}`
        : `${STORE_NAME}: coming deliveries of order ${order} go to your edited address. ${DETAILS}`;
    }
  }
}

const TEXTS: Record<NotificationKind, (f: Facts) => string> = {
  DELIVERY_MOVED: (f) =>
    f.newDay
      ? `${STORE_NAME}: our kitchen is closed on ${day(f)}. Your delivery for order ${f.orderNumber} moves to ${formatDay(f.newDay)}.`
      : `${STORE_NAME}: our kitchen is closed on ${day(f)}. Your delivery for order ${f.orderNumber} is cancelled and its amount credited back.`,
  ORDER_PLACED: (f) =>
    f.deadline
      ? `${STORE_NAME}: order ${f.orderNumber} placed. Pay ${money(f)} by ${f.deadline} (UPI or bank transfer) and upload the screenshot on the order page.`
      : `${STORE_NAME}: order ${f.orderNumber} placed. Pay ${money(f)} by UPI or bank transfer and upload the screenshot on the order page.`,
  PAYMENT_CONFIRMED: (f) => `${STORE_NAME}: payment of ${money(f)} for order ${f.orderNumber} received. Thank you!`,
  PAYMENT_REJECTED: (f) => {
    const reason = whole(f.reason, f.forSms);
    return reason
      ? `${STORE_NAME}: we could not confirm your payment for order ${f.orderNumber} (${money(f)}): ${reason}. Please upload it again.`
      : `${STORE_NAME}: we could not confirm your payment for order ${f.orderNumber} (${money(f)}). The reason is on the order page. Please upload it again.`;
  },
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
    `${STORE_NAME}: we could not deliver order ${f.orderNumber} on ${day(f)}: ${f.missedReason ?? 'a problem at the door'}. We will make it up or credit you; see the order page.`,
  MISSED_DELIVERY_RESOLVED: (f) =>
    f.newDay
      ? `${STORE_NAME}: your missed delivery of order ${f.orderNumber} on ${day(f)} is made up on ${formatDay(f.newDay)}.`
      : f.refundTo === 'UPI'
        ? `${STORE_NAME}: for the missed delivery of order ${f.orderNumber} on ${day(f)}, ${money(f)} will be paid to your UPI id.`
        : `${STORE_NAME}: for the missed delivery of order ${f.orderNumber} on ${day(f)}, ${money(f)} was added to your wallet.`,
  // A tracking link is longer than a template's variable: the SMS sends the customer to the order page.
  SHIPMENT_SENT: (f) =>
    f.trackingUrl && !f.forSms
      ? `${STORE_NAME}: your delivery for order ${f.orderNumber} went with ${f.courier} (AWB ${f.awb}). Track it: ${f.trackingUrl}`
      : `${STORE_NAME}: your delivery for order ${f.orderNumber} went with ${f.courier} (AWB ${f.awb}). Track it from the order page.`,
  DELIVERY_DELIVERED: (f) => `${STORE_NAME}: your delivery for order ${f.orderNumber} was delivered on ${day(f)}. Enjoy!`,
  REFUND_PAID: (f) => `${STORE_NAME}: your refund of ${money(f)} for order ${f.orderNumber} was paid to your UPI id (UTR ${f.reference ?? 'on your order page'}).`,
  WALLET_CREDITED: (f) => {
    // a top-up that paid for a change of the order, which could not be made any more
    if (f.orderNumber) return `${STORE_NAME}: ${money(f)} was added to your wallet, but your change to order ${f.orderNumber} could not be made. Details on the top-up page.`;
    const why = whole(f.reference, f.forSms);
    return why
      ? `${STORE_NAME}: ${money(f)} was added to your wallet (${why}). It is used at your next checkout.`
      : `${STORE_NAME}: ${money(f)} was added to your wallet. It is used at your next checkout.`;
  },
  TOP_UP_REJECTED: (f) => {
    const reason = whole(f.reason, f.forSms);
    return reason
      ? `${STORE_NAME}: we could not confirm your wallet top-up ${f.reference} (${money(f)}): ${reason}. Please upload the proof again.`
      : `${STORE_NAME}: we could not confirm your wallet top-up ${f.reference} (${money(f)}). The reason is on your wallet page. Please upload the proof again.`;
  },
  WALLET_PAID_OUT: (f) => `${STORE_NAME}: ${money(f)} from your wallet was paid to your UPI id (UTR ${f.reference ?? 'in your wallet'}).`,
  PLAN_CHANGED: planChanged,
  RENEWAL_REMINDER: (f) => `${STORE_NAME}: the subscription in order ${f.orderNumber} ends ${day(f)}. Renew it in one tap on the order page.`,
  EMAIL_VERIFICATION: (f) => `${STORE_NAME}: please confirm ${f.email ?? 'your email address'} with the link in this email. It works once, for 24 hours.`,
};

/**
 * The text of a message. `forSms`: the text as an instance of its registered template, where free
 * text that does not fit a variable whole is left out (the page it points to has it).
 */
export function messageText(kind: NotificationKind, facts: MessageFacts, { forSms = false }: { forSms?: boolean } = {}): string {
  return TEXTS[kind]({ ...facts, forSms });
}
