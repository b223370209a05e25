// What a customer (or an admin for them) may still undo or cancel on a plan after checkout (issue
// 21), on top of the skip/pause rules in delivery-changes.ts. Pure: days are Kolkata days and `now`
// is passed in. The same cutoff holds: a customer until 22:00 the day before the delivery; an admin
// until the delivery's day has passed (a skipped day is CANCELLED, so "until it is final" would
// never let an admin undo anything).
import { addDays, compareDays, formatDay, kolkataToday, type IsoDay } from './calendar';
import { isWithinCutoff } from './delivery-dates';
import { deliveryChangeError } from './delivery-changes';
import { isFinalStatus, type OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';

export type Who = 'customer' | 'admin';

export const CANCEL_REASONS = ['TOO_EXPENSIVE', 'DOG_DID_NOT_LIKE', 'MOVING', 'TRAVELLING', 'DIET_CHANGE', 'DELIVERY_PROBLEMS', 'OTHER'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  TOO_EXPENSIVE: 'It is too expensive',
  DOG_DID_NOT_LIKE: 'My dog did not like it',
  MOVING: 'I am moving',
  TRAVELLING: 'I am travelling',
  DIET_CHANGE: 'Diet change',
  DELIVERY_PROBLEMS: 'Delivery problems',
  OTHER: 'Other',
};

/** A note is required with OTHER (the reason is its text), optional otherwise. */
export function cancelReasonError(reason: CancelReason, note: string | null | undefined): string | null {
  if (reason === 'OTHER' && !note?.trim()) return 'Please tell us why in a few words.';
  return null;
}

/** Whether `who` may still bring back (or take away) the delivery of `day`: the skip cutoff, and for an admin the day itself. */
export function dayClosed(day: IsoDay, who: Who, now: Date): string | null {
  if (who === 'customer' && isWithinCutoff(day, now)) {
    return `Changes to the delivery of ${formatDay(day)} closed at 10 pm on ${formatDay(addDays(day, -1))}. Please call us if you need help with it.`;
  }
  if (who === 'admin' && compareDays(day, kolkataToday(now)) < 0) return `The delivery of ${formatDay(day)} is in the past.`;
  return null;
}

type DeliveryState = { deliveryDate: IsoDay; status: OrderStatus; skipped: boolean };

export type UnskipCase = {
  delivery: DeliveryState & { paused: boolean };
  /** a subscription's skipped day has a make-up day; null for a one-time delivery */
  replacement: DeliveryState | null;
  subscription: boolean;
  /** a one-time delivery's share came off the amount due (unpaid) or was given back (paid) */
  credited: boolean;
  paymentStatus: PaymentStatus;
};

/**
 * How a skip is undone, or why it cannot be:
 *   a subscription's day: its make-up day goes (it must still be changeable itself);
 *   a one-time day not credited: it simply comes back;
 *   a one-time day taken off an unpaid amount (still 'required'): the amount due goes back up;
 *   a one-time day of a paid order: its money already went back with a credit note, which is an
 *     issued tax document and stays; the customer orders the day again (and pays for it).
 */
export function unskipPlan(c: UnskipCase, who: Who, now: Date): { error: string } | { removeReplacement: boolean; raiseAmountDue: boolean } {
  const day = formatDay(c.delivery.deliveryDate);
  if (!c.delivery.skipped) return { error: `The delivery of ${day} is not skipped.` };
  const closed = dayClosed(c.delivery.deliveryDate, who, now);
  if (closed) return { error: closed };
  // A skip that cancelled the whole order cancelled its payment too: the day would come unpaid.
  if (c.paymentStatus === 'cancelled') return { error: 'This order was cancelled, so its deliveries cannot come back. Please order again.' };
  if (c.subscription) {
    if (!c.replacement) return { removeReplacement: false, raiseAmountDue: false };
    const refused = deliveryChangeError(c.replacement, who, now);
    if (refused) return { error: `The day that makes up for ${day} (${formatDay(c.replacement.deliveryDate)}) can no longer change, so the skip stays. ${refused}` };
    return { removeReplacement: true, raiseAmountDue: false };
  }
  if (!c.credited) return { removeReplacement: false, raiseAmountDue: false };
  if (c.paymentStatus === 'required') return { removeReplacement: false, raiseAmountDue: true };
  if (c.paymentStatus === 'pending') return { error: `Your payment for this order is being checked, so the skip of ${day} cannot be undone now. Please try again once it is confirmed.` };
  return { error: `The money for ${day} was already given back with a credit note, so the skip cannot be undone. Please order that day again.` };
}

export type ResumableDelivery = DeliveryState & { id: string; paused: boolean; replacement: (DeliveryState & { id: string }) | null };

/**
 * Ending a pause early: the paused days still ahead of the cutoff come back, and each one's
 * make-up day goes. A paused day already past the cutoff stays paused (and keeps its make-up).
 */
export function resumePlan(deliveries: readonly ResumableDelivery[], who: Who, now: Date): { error: string } | { resume: ResumableDelivery[] } {
  const paused = deliveries.filter((d) => d.paused && d.skipped);
  if (paused.length === 0) return { error: 'This subscription is not paused.' };
  const ahead = paused.filter((d) => dayClosed(d.deliveryDate, who, now) === null);
  if (ahead.length === 0) return { error: 'The paused days have all passed their cutoff, so there is nothing left to bring back.' };
  for (const d of ahead) {
    if (!d.replacement) continue;
    const refused = deliveryChangeError(d.replacement, who, now);
    if (refused) return { error: `The day that makes up for ${formatDay(d.deliveryDate)} (${formatDay(d.replacement.deliveryDate)}) can no longer change. ${refused}` };
  }
  return { resume: ahead };
}

export type CancellableDelivery = DeliveryState & { id: string };

/**
 * Cancelling the rest of a subscription from `from` (or, when not given, from the first day still
 * before its cutoff): every open delivery on or after that day goes, or none does. `from` earlier
 * than the first changeable day is refused, naming it.
 */
export function cancelPlan(deliveries: readonly CancellableDelivery[], from: IsoDay | null, who: Who, now: Date): { error: string } | { from: IsoDay; cancel: CancellableDelivery[] } {
  const open = deliveries.filter((d) => !d.skipped && !isFinalStatus(d.status));
  const changeable = open.filter((d) => deliveryChangeError(d, who, now) === null);
  if (changeable.length === 0) return { error: 'There are no deliveries left that can still be cancelled.' };
  const earliest = changeable.reduce((a, b) => (compareDays(a.deliveryDate, b.deliveryDate) <= 0 ? a : b)).deliveryDate;
  const start = from ?? earliest;
  const going = open.filter((d) => compareDays(d.deliveryDate, start) >= 0);
  for (const d of going) {
    const refused = deliveryChangeError(d, who, now);
    if (refused) return { error: `Nothing was cancelled: the earliest day you can cancel from is ${formatDay(earliest)}. ${refused}` };
  }
  if (going.length === 0) return { error: `There are no deliveries on or after ${formatDay(start)} to cancel.` };
  return { from: start, cancel: going };
}

/**
 * Where the money of cancelled days goes when the order is not paid in full yet: first off what is
 * still due by UPI, and what was paid from the wallet at checkout beyond that back to the wallet
 * (a partly paid order: wallet part paid, UPI part due). Paise.
 */
export function unpaidCancelSplit(share: number, upiDue: number, walletPaid: number): { offDue: number; backToWallet: number } {
  const offDue = Math.min(share, upiDue);
  return { offDue, backToWallet: Math.min(share - offDue, walletPaid) };
}

/**
 * Order again: a one-time order's dates recomputed from today's rules. The first date becomes the
 * earliest day that may be ordered now, and the others keep their distance from it (a Tuesday and
 * the Friday after stay three days apart). Days in the original order are kept once each, in order.
 */
export function reorderDates(original: readonly IsoDay[], earliest: IsoDay): IsoDay[] {
  const days = [...new Set(original)].sort(compareDays);
  if (days.length === 0) return [];
  const shift = daysBetween(days[0], earliest);
  return days.map((d) => addDays(d, shift));
}

function daysBetween(a: IsoDay, b: IsoDay): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
