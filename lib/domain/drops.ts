// What a rider (or an admin) may do to a drop on the road, and how its outcome reads: delivered with
// the customer's code or a photo, not delivered with a reason, a missed drop settled by the owner,
// a delivery sent by courier. Each rule answers null when the action is allowed, otherwise why not
// in words a rider or an owner reads. The services call these under their locks; the rider's page
// reads the same answers to show or hide a button.
import { ROLE_ADMIN, ROLE_RIDER } from './roles';
import { isFinalStatus, type OrderStatus } from './order-status';
import { kolkataMinutesOfDay, kolkataToday, type IsoDay } from './calendar';

/** Wrong codes a drop takes before its code is locked (a photo then proves it). */
export const DELIVERY_CODE_TRIES = 5;
/** How long a rider (or admin) can take back a Delivered or Couldn't deliver, in seconds. */
export const UNDO_SECONDS = 10;

export const PROOF_KINDS = ['CODE', 'PHOTO'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export const NOT_DELIVERED_REASONS = ['NOT_HOME', 'WRONG_ADDRESS', 'NO_ACCESS', 'REFUSED', 'DOG_UNWELL', 'OTHER'] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];
export const NOT_DELIVERED_REASON_LABELS: Record<NotDeliveredReason, string> = {
  NOT_HOME: 'Nobody at home',
  WRONG_ADDRESS: 'Wrong address',
  NO_ACCESS: 'Could not get in',
  REFUSED: 'Refused',
  DOG_UNWELL: 'Dog unwell',
  OTHER: 'Other',
};

/** Why, as the customer's message says it (at most 30 characters: one SMS template variable). */
export const NOT_DELIVERED_REASON_FOR_CUSTOMER: Record<NotDeliveredReason, string> = {
  NOT_HOME: 'nobody was at home',
  WRONG_ADDRESS: 'the address could not be found',
  NO_ACCESS: 'our rider could not get in',
  REFUSED: 'it was refused at the door',
  DOG_UNWELL: 'your dog was unwell',
  OTHER: 'a problem at the door',
};

export const MISSED_DELIVERY_ACTIONS = ['MAKE_UP', 'CREDIT'] as const;
export type MissedDeliveryAction = (typeof MISSED_DELIVERY_ACTIONS)[number];
export const MISSED_DELIVERY_ACTION_LABELS: Record<MissedDeliveryAction, string> = { MAKE_UP: 'Make-up day', CREDIT: 'Money back' };

/** What the rules read of a drop. */
export type DropFacts = {
  status: OrderStatus;
  deliveryDate: IsoDay;
  riderId: string | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  missedResolvedAt: Date | null;
  codeTries: number;
  /** sent by courier (setShipment): no rider takes it */
  courier: string | null;
};

/** Who acts: enough to tell the admin, the drop's rider and anyone else apart. */
export type DropActor = { id: string; roleId: number };

export type DropState = 'cancelled' | 'delivered' | 'missed' | 'shipped' | 'assigned' | 'unassigned';

/** Where a drop stands on the road. A missed drop stays missed (for the owner) until it is resolved. */
export function dropState(d: DropFacts): DropState {
  if (d.status === 'DELIVERED') return 'delivered';
  if (d.failedAt && !d.missedResolvedAt) return 'missed';
  if (d.status === 'CANCELLED') return 'cancelled';
  if (d.courier) return 'shipped';
  return d.riderId ? 'assigned' : 'unassigned';
}

/** The admin, or the rider the drop is assigned to: who may act on it at the door. */
export function actsForDrop(d: Pick<DropFacts, 'riderId'>, actor: DropActor): boolean {
  return actor.roleId === ROLE_ADMIN || (actor.roleId === ROLE_RIDER && d.riderId === actor.id);
}

/** Whether the drop's code still works (photo always does). */
export function codeLocked(d: Pick<DropFacts, 'codeTries'>): boolean {
  return d.codeTries >= DELIVERY_CODE_TRIES;
}

/** 'That code is not right. 3 tries left.' after a wrong code that made `tries` in all. */
export function wrongCodeMessage(tries: number): string {
  const left = DELIVERY_CODE_TRIES - tries;
  if (left <= 0) return `That code is not right, and after ${DELIVERY_CODE_TRIES} wrong codes it is locked: take a photo of the handover instead.`;
  return `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
}

/** A drop's day has to be today: nothing is delivered, or missed, before or after its day. */
function notToday(d: DropFacts, today: IsoDay): string | null {
  if (d.deliveryDate > today) return 'This delivery is not due yet: it can be marked only on its day.';
  if (d.deliveryDate < today) return 'This delivery was due on an earlier day: ask the kitchen to correct it.';
  return null;
}

/**
 * Marking a drop delivered with its proof (markDelivered): on its day, by its rider or an admin, when
 * it is not cancelled or already delivered. A missed drop can still be delivered that day (the
 * rider came back) until the owner has resolved it. `proof` CODE is refused once the code is locked.
 */
export function deliverRefusal(d: DropFacts, actor: DropActor, today: IsoDay, proof: ProofKind): string | null {
  if (d.status === 'DELIVERED') return 'This delivery is already marked delivered.';
  if (d.missedResolvedAt) return 'This missed delivery was already settled by the kitchen.';
  if (isFinalStatus(d.status)) return 'This delivery was cancelled.';
  if (!actsForDrop(d, actor)) return 'Only the rider this delivery is assigned to, or an admin, can mark it.';
  const day = notToday(d, today);
  if (day) return day;
  if (proof === 'CODE' && codeLocked(d)) return `The code is locked after ${DELIVERY_CODE_TRIES} wrong tries: take a photo of the handover instead.`;
  return null;
}

/** Marking a drop not delivered (markNotDelivered): the same people and day, not delivered, not already missed. */
export function notDeliveredRefusal(d: DropFacts, actor: DropActor, today: IsoDay): string | null {
  if (d.status === 'DELIVERED') return 'This delivery is already marked delivered.';
  if (isFinalStatus(d.status)) return 'This delivery was cancelled.';
  if (d.failedAt) return 'This delivery is already marked not delivered.';
  if (!actsForDrop(d, actor)) return 'Only the rider this delivery is assigned to, or an admin, can mark it.';
  return notToday(d, today);
}

/**
 * Taking back a Delivered or Couldn't deliver (undoDropOutcome): within UNDO_SECONDS of it, by whoever
 * marked it or an admin, while the owner has not resolved the missed drop.
 */
export function undoRefusal(
  d: DropFacts & { deliveredById: string | null; failedById: string | null },
  actor: DropActor,
  now: Date,
): string | null {
  const at = d.status === 'DELIVERED' ? d.deliveredAt : d.failedAt && !d.missedResolvedAt ? d.failedAt : null;
  const by = d.status === 'DELIVERED' ? d.deliveredById : d.failedById;
  if (!at) return 'There is nothing to undo on this delivery.';
  if (actor.roleId !== ROLE_ADMIN && by !== actor.id) return 'Only who marked it, or an admin, can undo it.';
  if (now.getTime() - at.getTime() > UNDO_SECONDS * 1000) return `It can be undone for ${UNDO_SECONDS} seconds only: ask the kitchen to correct it.`;
  return null;
}

/** Settling a missed drop (resolveMissedDelivery): an admin's, once, while it is missed. */
export function resolveMissedRefusal(d: DropFacts): string | null {
  if (d.missedResolvedAt) return 'This missed delivery was already settled.';
  if (dropState(d) !== 'missed') return 'Only a delivery the rider could not make can be settled as missed.';
  return null;
}

/**
 * Assigning (or unassigning) a drop to a rider (assignDeliveries): deliveries of today or later that
 * are not final, not missed and not sent by courier.
 */
export function assignRefusal(d: DropFacts, today: IsoDay): string | null {
  if (isFinalStatus(d.status)) return `A ${d.status.toLowerCase()} delivery cannot be assigned.`;
  if (d.deliveryDate < today) return 'A delivery of an earlier day cannot be assigned.';
  if (d.failedAt) return 'A missed delivery waits for the kitchen to settle it.';
  if (d.courier) return 'This delivery went with a courier.';
  return null;
}

/** Sending a delivery by courier (setShipment): one that is not final and not with a rider on the road. */
export function shipRefusal(d: DropFacts): string | null {
  if (isFinalStatus(d.status)) return `A ${d.status.toLowerCase()} delivery cannot be sent by courier.`;
  if (d.riderId) return 'This delivery is assigned to a rider: unassign it first.';
  return null;
}

/** The proof as everyone reads it (order page, calendar, dispatch, audit): 'Code used at 12:41', 'Photo at 12:41'. */
export function proofLine(proof: { kind: ProofKind; at: Date }): string {
  return `${proof.kind === 'CODE' ? 'Code used' : 'Photo'} at ${kolkataTime(proof.at)}`;
}

/** 'Not delivered at 12:41: Nobody at home' (the note follows when there is one). */
export function failureLine(failure: { reason: NotDeliveredReason; note: string | null; at: Date }): string {
  const note = failure.note?.trim() ? ` (${failure.note.trim()})` : '';
  return `Not delivered at ${kolkataTime(failure.at)}: ${NOT_DELIVERED_REASON_LABELS[failure.reason]}${note}`;
}

/** '12:41' in Kolkata, 24-hour. */
export function kolkataTime(instant: Date): string {
  const minutes = kolkataMinutesOfDay(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The setting `delivery.onTimeBy` ('13:00'): minutes after midnight a drop must be delivered by to be on time. */
export const DEFAULT_ON_TIME_BY = '13:00';
export function parseOnTimeBy(value: string | undefined): number {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec((value ?? '').trim()) ?? /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(DEFAULT_ON_TIME_BY)!;
  return Number(m[1]) * 60 + Number(m[2]);
}
export function onTimeByProblem(value: string): string | null {
  return /^([01]?\d|2[0-3]):([0-5]\d)$/.test(value.trim()) ? null : 'Enter a time of day, 24-hour, e.g. 13:00.';
}

/** Whether a drop delivered at `at` was on time: on its own day, by the hour the store promises. */
export function deliveredOnTime(deliveryDate: IsoDay, at: Date, onTimeByMinutes: number): boolean {
  return kolkataToday(at) === deliveryDate && kolkataMinutesOfDay(at) <= onTimeByMinutes;
}
