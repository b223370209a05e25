// A delivery as one thing: the state it is in, and what a customer or an admin may still do to it
// (skip it, change what it brings, send it to another address, bring a skipped day back), until
// when, and if not, why not in words a person reads. The order page, the calendar, the admin pages
// and every service that changes a delivery ask here; none decides a rule itself.
//
// Three rules hold for every action that puts a delivery on a day (undo, resume, a change, a make-up
// day, closing a day): never past the viewer's cutoff, never on a day the kitchen is closed, never
// on or after the day a cancelled subscription stopped. Pure: days are Kolkata days, `now` is passed.
import { addDays, compareDays, formatDay, kolkataToday, type IsoDay } from './calendar';
import { changeCutoff, cutoffTimeWords } from './delivery-dates';
import { isFinalStatus, ORDER_STATUS_LABELS, type OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';

/** Who is acting: the customer (until the evening before) or an admin (until the day is over). */
export type Who = 'customer' | 'admin';

/** One delivery as the rules see it: the one shape every page and service passes in. */
export type DeliveryFacts = {
  deliveryDate: IsoDay;
  status: OrderStatus;
  /** skipped by the customer or an admin for them (the delivery is then CANCELLED) */
  skipped: boolean;
  /** skipped as part of a pause (then `skipped` too) */
  paused: boolean;
  /** its share stopped being charged: taken off the amount due, or given back after payment */
  credited: boolean;
  /** the day added after the last one to make up for this skipped day, if any */
  madeUpBy: Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped'> | null;
};

/** The part of an order a delivery belongs to, as the rules see it. */
export type PlanFacts = {
  subscription: boolean;
  /** a cancelled subscription's first day no longer delivered: nothing comes on or after it; null while it runs */
  cancelledFrom: IsoDay | null;
};

/** How a change sees the order it works on: the plan, its payment, who acts, when, and the kitchen's closed days. */
export type ChangeContext = { plan: PlanFacts; payment: PaymentStatus; who: Who; now: Date; closedDates: readonly IsoDay[] };

export const DELIVERY_STATES = ['COMING', 'DELIVERED', 'SKIPPED', 'PAUSED', 'CANCELLED'] as const;
/** COMING: still to be cooked and delivered (new, subscribed or out with a rider). */
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export function deliveryState(d: Pick<DeliveryFacts, 'status' | 'skipped' | 'paused'>): DeliveryState {
  if (d.skipped) return d.paused ? 'PAUSED' : 'SKIPPED';
  if (d.status === 'DELIVERED') return 'DELIVERED';
  if (d.status === 'CANCELLED') return 'CANCELLED';
  return 'COMING';
}

/** Still to come: counted as coming on the calendar, cooked, changeable before its cutoff. */
export function isComing(d: Pick<DeliveryFacts, 'status' | 'skipped' | 'paused'>): boolean {
  return deliveryState(d) === 'COMING';
}

/**
 * What a delivery is called on the order page and the calendar: 'Paused', 'Skipped', 'Kitchen
 * closed' (skipped because the kitchen closed that day and made up later), or its status's label.
 */
export function deliveryLabel(d: Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped' | 'paused'>, closedDates: readonly IsoDay[]): string {
  const state = deliveryState(d);
  if (state === 'PAUSED') return 'Paused';
  if (state === 'SKIPPED') return closedDates.includes(d.deliveryDate) ? 'Kitchen closed' : 'Skipped';
  return ORDER_STATUS_LABELS[d.status];
}

/** Why an action is refused, for callers that treat some refusals differently (a pause's past days stay paused). */
export type Refusal = 'SKIPPED' | 'NOT_SKIPPED' | 'FINAL' | 'CUTOFF' | 'CLOSED_DAY' | 'PLAN_ENDED' | 'ORDER_CANCELLED' | 'PAYMENT' | 'MAKE_UP_DAY';

export type Verdict = { allowed: true } | { allowed: false; because: Refusal; whyNot: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (because: Refusal, whyNot: string): Verdict => ({ allowed: false, because, whyNot });

/** The refusal's words, or null when allowed (for the services' `throw badInput(...)`). */
export function whyNot(v: Verdict): string | null {
  return v.allowed ? null : v.whyNot;
}

/** The viewer's last moment for a delivery: an ISO instant and its words ('until 10 pm on Tue, 8 Dec'). */
export type Deadline = { at: string; words: string };

/**
 * The one cutoff: null while `who` may still act on the delivery of `day`, else why not. A customer
 * until 22:00 Kolkata the evening before (the ordering cutoff); an admin until the day is over.
 */
export function cutoffRefusal(day: IsoDay, who: Who, now: Date): string | null {
  if (now.getTime() < changeCutoff(day, who).getTime()) return null;
  if (who === 'admin') return `The delivery of ${formatDay(day)} is in the past.`;
  return `Changes to the delivery of ${formatDay(day)} closed at ${cutoffTimeWords()} on ${formatDay(addDays(day, -1))}. Please call us if you need help with it.`;
}

/** 'Tue, 8 Dec', with the year only when it is not this year's (Kolkata). */
function shortDay(day: IsoDay, now: Date): string {
  const long = formatDay(day);
  return day.slice(0, 4) === kolkataToday(now).slice(0, 4) ? long.slice(0, long.lastIndexOf(' ')) : long;
}

/** The deadline of the delivery of `day` for `who`, in words: 'until 10 pm on Tue, 8 Dec' (an admin: 'until the end of Wed, 9 Dec'). */
export function deadlineWords(day: IsoDay, who: Who, now: Date): string {
  return who === 'customer' ? `until ${cutoffTimeWords()} on ${shortDay(addDays(day, -1), now)}` : `until the end of ${shortDay(day, now)}`;
}

/** The deadline while it is still ahead; null once it has passed. */
export function deliveryDeadline(day: IsoDay, who: Who, now: Date): Deadline | null {
  if (cutoffRefusal(day, who, now)) return null;
  return { at: changeCutoff(day, who).toISOString(), words: deadlineWords(day, who, now) };
}

/**
 * Allowed while the delivery is still coming and before `who`'s cutoff: it may then be skipped,
 * paused, cancelled from, changed or sent elsewhere (those that put food on a day also ask
 * dayRefusal). A skipped, delivered or cancelled day is final for everyone.
 */
export function openBeforeCutoff(d: Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped'>, who: Who, now: Date): Verdict {
  const day = formatDay(d.deliveryDate);
  if (d.skipped) return refuse('SKIPPED', `The delivery of ${day} is already skipped.`);
  if (isFinalStatus(d.status)) return refuse('FINAL', `The delivery of ${day} is already ${d.status === 'DELIVERED' ? 'delivered' : 'cancelled'} and cannot be changed.`);
  const late = cutoffRefusal(d.deliveryDate, who, now);
  return late ? refuse('CUTOFF', late) : ALLOWED;
}

/** A day something may be put on: the kitchen is open and the plan still runs. */
export function dayRefusal(day: IsoDay, plan: Pick<PlanFacts, 'cancelledFrom'>, closedDates: readonly IsoDay[]): Verdict {
  if (closedDates.includes(day)) return refuse('CLOSED_DAY', `The kitchen is closed on ${formatDay(day)}.`);
  if (plan.cancelledFrom && compareDays(day, plan.cancelledFrom) >= 0) {
    return refuse('PLAN_ENDED', `This subscription was cancelled from ${formatDay(plan.cancelledFrom)}, so nothing is delivered on ${formatDay(day)}.`);
  }
  return ALLOWED;
}

/** May `who` change what this delivery brings, or where it goes, now? */
export function changeVerdict(d: Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped'>, plan: Pick<PlanFacts, 'cancelledFrom'>, payment: PaymentStatus, who: Who, now: Date, closedDates: readonly IsoDay[]): Verdict {
  const taken = openBeforeCutoff(d, who, now);
  if (!taken.allowed) return taken;
  const day = dayRefusal(d.deliveryDate, plan, closedDates);
  if (!day.allowed) return day;
  if (payment === 'cancelled') return refuse('ORDER_CANCELLED', 'This order was cancelled, so its deliveries cannot change. Please order again.');
  return ALLOWED;
}

/** May `who` bring this skipped day back now? */
function undoVerdict(d: DeliveryFacts, plan: PlanFacts, payment: PaymentStatus, who: Who, now: Date, closedDates: readonly IsoDay[]): Verdict {
  const day = formatDay(d.deliveryDate);
  if (!d.skipped) return refuse('NOT_SKIPPED', `The delivery of ${day} is not skipped.`);
  const late = cutoffRefusal(d.deliveryDate, who, now);
  if (late) return refuse('CUTOFF', late);
  const closed = dayRefusal(d.deliveryDate, plan, closedDates);
  if (!closed.allowed) return refuse(closed.because, `${closed.whyNot} The skip stays.`);
  // A skip that cancelled the whole order cancelled its payment too: the day would come unpaid.
  if (payment === 'cancelled') return refuse('ORDER_CANCELLED', 'This order was cancelled, so its deliveries cannot come back. Please order again.');
  if (plan.subscription) {
    if (!d.madeUpBy) return ALLOWED;
    const madeUp = openBeforeCutoff(d.madeUpBy, who, now);
    if (!madeUp.allowed) return refuse('MAKE_UP_DAY', `The day that makes up for ${day} (${formatDay(d.madeUpBy.deliveryDate)}) can no longer change, so the skip stays. ${madeUp.whyNot}`);
    return ALLOWED;
  }
  if (!d.credited || payment === 'required') return ALLOWED;
  if (payment === 'pending') return refuse('PAYMENT', `Your payment for this order is being checked, so the skip of ${day} cannot be undone now. Please try again once it is confirmed.`);
  return refuse('PAYMENT', `The money for ${day} was already given back with a credit note, so the skip cannot be undone. Please order that day again.`);
}

export type DeliveryActions = {
  state: DeliveryState;
  /** take the day off: skip (a subscription's is made up after its last day), or part of a pause or cancellation */
  skip: Verdict;
  /** change what the day brings */
  change: Verdict;
  /** send the day to another saved address */
  move: Verdict;
  /** bring a skipped day back */
  undo: Verdict;
  /** until when `who` may still act on the day; null once past */
  deadline: Deadline | null;
};

/**
 * Everything `who` may do to one delivery at `now`, and why not. `closedDates` are the kitchen's
 * closed days; `payment` is its order's payment status.
 */
export function deliveryActions(d: DeliveryFacts, plan: PlanFacts, payment: PaymentStatus, who: Who, now: Date, closedDates: readonly IsoDay[]): DeliveryActions {
  const change = changeVerdict(d, plan, payment, who, now, closedDates);
  return {
    state: deliveryState(d),
    skip: openBeforeCutoff(d, who, now),
    change,
    move: change,
    undo: undoVerdict(d, plan, payment, who, now, closedDates),
    deadline: deliveryDeadline(d.deliveryDate, who, now),
  };
}

/**
 * The facts of every delivery of one suborder from its list, each skipped day linked to the day
 * that makes it up (the one whose `replacesDeliveryId` is it).
 */
export function planDeliveryFacts(
  rows: readonly (Omit<DeliveryFacts, 'madeUpBy'> & { id: string; replacesDeliveryId: string | null })[],
): Map<string, DeliveryFacts> {
  const madeUpBy = new Map(rows.filter((r) => r.replacesDeliveryId).map((r) => [r.replacesDeliveryId!, r]));
  return new Map(
    rows.map((r) => {
      const m = madeUpBy.get(r.id);
      return [r.id, { deliveryDate: r.deliveryDate, status: r.status, skipped: r.skipped, paused: r.paused, credited: r.credited, madeUpBy: m ? { deliveryDate: m.deliveryDate, status: m.status, skipped: m.skipped } : null }];
    }),
  );
}
