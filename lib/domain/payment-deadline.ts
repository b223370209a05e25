// When an unpaid order must be paid, when the customer is reminded and when it expires
// (architecture.md "Work that happens later"). Pure: the instants come in, the decision comes out.
//
//   placed ──── half the window ──── deadline
//               reminder (once)      expired: future deliveries and the payment cancelled
//
// - The deadline is Payment.dueAt, set when the order is placed (placedAt + payment.expiry.hours)
//   and moved only by an admin (extendPaymentDeadline).
// - Only a payment the customer still has to make (`required`) is reminded or expired. A `pending`
//   payment has a screenshot waiting for review: it is never expired while it waits, however late.
// - When an admin rejects that screenshot (pending -> required), the customer gets at least 12 hours
//   from the rejection to pay again, so a rejection after the deadline does not expire the order a
//   minute later. That window gets its own reminder at its own half-time.
// - At expiry, deliveries that have not started (NEW or SUBSCRIBED) dated today or later are
//   cancelled. One already on its way (ASSIGNED) and earlier ones an admin has not closed yet are
//   left to the admin: food may have gone out.
// - An order placed before deadlines existed (no dueAt) never expires on its own.
import { compareDays, type IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import { awaitsCustomerPayment, type PaymentStatus } from './payment-status';

export const DEFAULT_PAYMENT_EXPIRY_HOURS = 24;
/** An admin may extend a deadline by up to 30 days at a time. */
export const MAX_DEADLINE_EXTENSION_HOURS = 720;
/** After a rejected screenshot the customer has at least this long to pay again. */
export const REJECTION_GRACE_HOURS = 12;

const HOUR_MS = 60 * 60 * 1000;

/** The `payment.expiry.hours` configuration: a whole number of hours from 1 to 720, else 24. */
export function paymentExpiryHoursFromConfig(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  return n >= 1 && n <= MAX_DEADLINE_EXTENSION_HOURS ? n : DEFAULT_PAYMENT_EXPIRY_HOURS;
}

/** The deadline of an order placed at `placedAt`. */
export function paymentDueAt(placedAt: Date, hours: number): Date {
  return new Date(placedAt.getTime() + hours * HOUR_MS);
}

export type PaymentClock = {
  status: PaymentStatus;
  placedAt: Date;
  dueAt: Date | null;
  /** when an admin last rejected the customer's screenshot */
  rejectedAt: Date | null;
};

export type PaymentWindow = { start: Date; deadline: Date; remindAt: Date };

/** The deadline the customer must pay by now: dueAt, or later after a late rejection; null when none. */
export function paymentDeadline(p: Pick<PaymentClock, 'dueAt' | 'rejectedAt'>): Date | null {
  if (!p.dueAt) return null;
  if (!p.rejectedAt) return p.dueAt;
  const afterRejection = new Date(p.rejectedAt.getTime() + REJECTION_GRACE_HOURS * HOUR_MS);
  return afterRejection > p.dueAt ? afterRejection : p.dueAt;
}

/** The window the customer has to pay in now (and its half-time), or null when the order has no deadline. */
export function paymentWindow(p: Pick<PaymentClock, 'placedAt' | 'dueAt' | 'rejectedAt'>): PaymentWindow | null {
  const deadline = paymentDeadline(p);
  if (!deadline) return null;
  const start = deadline === p.dueAt ? p.placedAt : p.rejectedAt!;
  const remindAt = new Date(start.getTime() + (deadline.getTime() - start.getTime()) / 2);
  return { start, deadline, remindAt };
}

export type DeadlineAction = { action: 'none' } | { action: 'remind'; deadline: Date } | { action: 'expire'; deadline: Date };

/** What the deadline job does to this payment at `now`. */
export function deadlineAction(p: PaymentClock, now: Date): DeadlineAction {
  if (!awaitsCustomerPayment(p.status)) return { action: 'none' };
  const window = paymentWindow(p);
  if (!window) return { action: 'none' };
  if (now >= window.deadline) return { action: 'expire', deadline: window.deadline };
  if (now >= window.remindAt) return { action: 'remind', deadline: window.deadline };
  return { action: 'none' };
}

/** Statuses of a delivery that has not started: what an expiry may cancel. */
export const EXPIRY_CANCELS: readonly OrderStatus[] = ['NEW', 'SUBSCRIBED'];

/** Whether an order's expiry at a moment whose Kolkata day is `today` cancels this delivery. */
export function cancelledByExpiry(d: { deliveryDate: IsoDay; status: OrderStatus }, today: IsoDay): boolean {
  return EXPIRY_CANCELS.includes(d.status) && compareDays(d.deliveryDate, today) >= 0;
}

/**
 * The deadline after an admin gives `hours` more: counted from the current deadline, or from now
 * when that has passed (or there was none), so an extension always leaves the customer `hours`.
 */
export function extendedDeadline(current: Date | null, now: Date, hours: number): Date {
  const from = current && current > now ? current : now;
  return new Date(from.getTime() + hours * HOUR_MS);
}

/**
 * However often an admin extends it, an order must be paid within `payment.maxDeadlineDays` of
 * being placed (default 14): extensions stacked one after another once moved a deadline five months.
 */
export const DEFAULT_MAX_DEADLINE_DAYS = 14;
export const MAX_DEADLINE_DAYS_KEY = 'payment.maxDeadlineDays';

/** The `payment.maxDeadlineDays` configuration: a whole number of days from 1 to 90, else 14. */
export function maxDeadlineDaysFromConfig(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  return n >= 1 && n <= 90 ? n : DEFAULT_MAX_DEADLINE_DAYS;
}

/** The latest deadline an order placed at `placedAt` may have. */
export function latestDeadline(placedAt: Date, maxDays: number): Date {
  return new Date(placedAt.getTime() + maxDays * 24 * HOUR_MS);
}

/** null when `deadline` is within the bound; otherwise why not, fit to show the admin. */
export function deadlineBoundProblem(deadline: Date, placedAt: Date, maxDays: number, now: Date): string | null {
  const latest = latestDeadline(placedAt, maxDays);
  if (deadline <= latest) return null;
  const room = Math.floor((latest.getTime() - now.getTime()) / HOUR_MS);
  return room >= 1
    ? `An order must be paid within ${maxDays} days of being placed: extend by at most ${room} ${room === 1 ? 'hour' : 'hours'}.`
    : `An order must be paid within ${maxDays} days of being placed, and this one's time is up: it cannot be extended again.`;
}
