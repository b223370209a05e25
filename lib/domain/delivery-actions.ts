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
import { isPaid, isPayable, type PaymentStatus } from './payment-status';
import { ROLE_ADMIN, ROLE_RIDER } from './roles';

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
export type Refusal =
  | 'SKIPPED'
  | 'NOT_SKIPPED'
  | 'FINAL'
  | 'CUTOFF'
  | 'CLOSED_DAY'
  | 'PLAN_ENDED'
  | 'ORDER_CANCELLED'
  | 'MAKE_UP_DAY'
  // on the road (roadActions)
  | 'NOT_YOURS'
  | 'NOT_ITS_DAY'
  | 'CODE_LOCKED'
  | 'ALREADY_MISSED'
  | 'NOT_MISSED'
  | 'SETTLED'
  | 'NOTHING_TO_UNDO'
  | 'UNDO_OVER'
  | 'WITH_COURIER'
  | 'WITH_RIDER';

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
  // A day whose money was taken off or given back is charged again: what that does to the payment
  // (due by UPI, the wallet, a UPI top-up holding the undo, or wait for a proof being checked) is
  // the settlement's (settlement.ts), as for every change that costs more.
  return ALLOWED;
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

// ----- On the road: a drop, its rider and the owner -----
// What may be done to a delivery once it is with a rider (or a courier): handed over with the
// customer's code or a photo, not handed over, taken back within UNDO_SECONDS, a missed drop settled
// by the owner; and which deliveries may be given to a rider or a courier at all. Only on the drop's
// own day, only by its rider or an admin. The rider's page, the dispatch page and the riders'
// services (lib/riders) ask here.

/** Wrong codes a drop takes before its code is locked (a photo then proves it). */
export const DELIVERY_CODE_TRIES = 5;
/** How long a Delivered or Couldn't deliver can be taken back, in seconds. */
export const UNDO_SECONDS = 10;

/** A delivery on the road as the rules see it. */
export type RoadFacts = {
  deliveryDate: IsoDay;
  status: OrderStatus;
  /** the rider it is assigned to */
  riderId: string | null;
  deliveredAt: Date | null;
  deliveredById: string | null;
  /** when and by whom it was marked not delivered; it is missed until the owner settles it */
  failedAt: Date | null;
  failedById: string | null;
  missedResolvedAt: Date | null;
  /** wrong codes tried */
  codeTries: number;
  /** sent by courier: no rider takes it */
  courier: string | null;
};

/** Who acts at the door: an admin, or a rider (by id). Anyone else never acts on a drop. */
export type RoadActor = { id: string; roleId: number };

export const ROAD_STATES = ['UNASSIGNED', 'ASSIGNED', 'SHIPPED', 'DELIVERED', 'MISSED', 'CANCELLED'] as const;
export type RoadState = (typeof ROAD_STATES)[number];

/** Where a drop stands on the road. A missed drop stays MISSED (for the owner) until it is settled. */
export function roadState(d: RoadFacts): RoadState {
  if (d.status === 'DELIVERED') return 'DELIVERED';
  if (d.failedAt && !d.missedResolvedAt) return 'MISSED';
  if (d.status === 'CANCELLED') return 'CANCELLED';
  if (d.courier) return 'SHIPPED';
  return d.riderId ? 'ASSIGNED' : 'UNASSIGNED';
}

/** The drop's own rider, or an admin. */
function actsForDrop(d: RoadFacts, actor: RoadActor): boolean {
  return actor.roleId === ROLE_ADMIN || (actor.roleId === ROLE_RIDER && d.riderId === actor.id);
}

/** Whether the drop's code still works (a photo always does). */
export function codeLocked(d: Pick<RoadFacts, 'codeTries'>): boolean {
  return d.codeTries >= DELIVERY_CODE_TRIES;
}

/** 'That code is not right. 3 tries left.' after a wrong code that made `tries` in all. */
export function wrongCodeMessage(tries: number): string {
  const left = DELIVERY_CODE_TRIES - tries;
  if (left <= 0) return `That code is not right, and after ${DELIVERY_CODE_TRIES} wrong codes it is locked: take a photo of the handover instead.`;
  return `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
}

const MARK_WHO = 'Only the rider this delivery is assigned to, or an admin, can mark it.';

/** Nothing is delivered, or missed, on another day than its own. */
function onItsDay(d: RoadFacts, today: IsoDay): Verdict {
  if (d.deliveryDate > today) return refuse('NOT_ITS_DAY', 'This delivery is not due yet: it can be marked only on its day.');
  if (d.deliveryDate < today) return refuse('NOT_ITS_DAY', 'This delivery was due on an earlier day: ask the kitchen to correct it.');
  return ALLOWED;
}

/**
 * Handing over (markDelivered): on its day, by its rider or an admin, when it is not cancelled or
 * delivered. A drop missed earlier that day can still be delivered (the rider came back) until the
 * owner settled it. `byCode` is refused once the code is locked; a photo is not.
 */
function deliverVerdict(d: RoadFacts, actor: RoadActor, today: IsoDay, byCode: boolean): Verdict {
  if (d.status === 'DELIVERED') return refuse('FINAL', 'This delivery is already marked delivered.');
  if (d.missedResolvedAt) return refuse('SETTLED', 'This missed delivery was already settled by the kitchen.');
  if (isFinalStatus(d.status)) return refuse('FINAL', 'This delivery was cancelled.');
  if (!actsForDrop(d, actor)) return refuse('NOT_YOURS', MARK_WHO);
  const day = onItsDay(d, today);
  if (!day.allowed) return day;
  if (byCode && codeLocked(d)) return refuse('CODE_LOCKED', `The code is locked after ${DELIVERY_CODE_TRIES} wrong tries: take a photo of the handover instead.`);
  return ALLOWED;
}

/** Not handed over (markNotDelivered): the same people and day, not delivered, not already missed. */
function notDeliveredVerdict(d: RoadFacts, actor: RoadActor, today: IsoDay): Verdict {
  if (d.status === 'DELIVERED') return refuse('FINAL', 'This delivery is already marked delivered.');
  if (isFinalStatus(d.status)) return refuse('FINAL', 'This delivery was cancelled.');
  if (d.failedAt) return refuse('ALREADY_MISSED', 'This delivery is already marked not delivered.');
  if (!actsForDrop(d, actor)) return refuse('NOT_YOURS', MARK_WHO);
  return onItsDay(d, today);
}

/** Taking back a Delivered or Couldn't deliver: within UNDO_SECONDS, by who marked it or an admin, before the owner settled it. */
function undoOutcomeVerdict(d: RoadFacts, actor: RoadActor, now: Date): Verdict {
  const at = d.status === 'DELIVERED' ? d.deliveredAt : d.failedAt && !d.missedResolvedAt ? d.failedAt : null;
  const by = d.status === 'DELIVERED' ? d.deliveredById : d.failedById;
  if (!at) return refuse('NOTHING_TO_UNDO', 'There is nothing to undo on this delivery.');
  if (actor.roleId !== ROLE_ADMIN && by !== actor.id) return refuse('NOT_YOURS', 'Only who marked it, or an admin, can undo it.');
  if (now.getTime() - at.getTime() > UNDO_SECONDS * 1000) return refuse('UNDO_OVER', `It can be undone for ${UNDO_SECONDS} seconds only: ask the kitchen to correct it.`);
  return ALLOWED;
}

/** Settling a missed drop (resolveMissedDelivery, an admin's): once, while it is missed. */
function resolveMissedVerdict(d: RoadFacts): Verdict {
  if (d.missedResolvedAt) return refuse('SETTLED', 'This missed delivery was already settled.');
  if (roadState(d) !== 'MISSED') return refuse('NOT_MISSED', 'Only a delivery the rider could not make can be settled as missed.');
  return ALLOWED;
}

/** Giving a drop to a rider or taking it back (assignDeliveries): today or later, not final, not missed, not with a courier. */
function assignVerdict(d: RoadFacts, today: IsoDay): Verdict {
  if (isFinalStatus(d.status)) return refuse('FINAL', `A ${d.status.toLowerCase()} delivery cannot be assigned.`);
  if (d.deliveryDate < today) return refuse('NOT_ITS_DAY', 'A delivery of an earlier day cannot be assigned.');
  if (d.failedAt) return refuse('ALREADY_MISSED', 'A missed delivery waits for the kitchen to settle it.');
  if (d.courier) return refuse('WITH_COURIER', 'This delivery went with a courier.');
  return ALLOWED;
}

/** Sending a delivery by courier (setShipment): not final, and not with a rider. */
function shipVerdict(d: RoadFacts): Verdict {
  if (isFinalStatus(d.status)) return refuse('FINAL', `A ${d.status.toLowerCase()} delivery cannot be sent by courier.`);
  if (d.riderId) return refuse('WITH_RIDER', 'This delivery is assigned to a rider: unassign it first.');
  return ALLOWED;
}

export type RoadActions = {
  state: RoadState;
  /** Delivered with a photo (and with the code: `deliverByCode`) */
  deliver: Verdict;
  deliverByCode: Verdict;
  /** Couldn't deliver */
  notDeliver: Verdict;
  /** take back the last Delivered or Couldn't deliver */
  undo: Verdict;
  /** the owner's: make the missed day up, or give its money back */
  resolveMissed: Verdict;
  /** the owner's: give it to a rider, or take it back */
  assign: Verdict;
  /** the owner's: send it by courier */
  ship: Verdict;
};

/** Everything `actor` may do to a drop on the road at `now` (a Kolkata day is its day), and why not. */
export function roadActions(d: RoadFacts, actor: RoadActor, now: Date): RoadActions {
  const today = kolkataToday(now);
  const admin = actor.roleId === ROLE_ADMIN;
  const ownersOnly = refuse('NOT_YOURS', 'Only an admin can do this.');
  return {
    state: roadState(d),
    deliver: deliverVerdict(d, actor, today, false),
    deliverByCode: deliverVerdict(d, actor, today, true),
    notDeliver: notDeliveredVerdict(d, actor, today),
    undo: undoOutcomeVerdict(d, actor, now),
    resolveMissed: admin ? resolveMissedVerdict(d) : ownersOnly,
    assign: admin ? assignVerdict(d, today) : ownersOnly,
    ship: admin ? shipVerdict(d) : ownersOnly,
  };
}

/** What skipping a day does, said before it is confirmed (the preview then says how much). */
export function skipOutcomeWords(plan: PlanFacts, payment: PaymentStatus): string {
  if (plan.subscription && !plan.cancelledFrom) return 'An extra delivery is added after your last one, so you keep every meal you paid for.';
  // a cancelled subscription is made up only when a day is free before its end; else it is given back
  const madeUp = plan.subscription ? 'It is made up before your last delivery if a day is free; otherwise ' : '';
  const back = isPaid(payment)
    ? 'its share of the order goes back to you: to your wallet at once (used at your next checkout), or to your UPI id within 30 days.'
    : isPayable(payment)
      ? 'its share comes off the amount you pay.'
      : 'it will not be delivered.';
  const words = `${madeUp}${back}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
