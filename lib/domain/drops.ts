// How a drop's outcome on the road reads, the same on the rider's page, the order page, the
// calendar, dispatch and the audit log: delivered with the customer's code or a photo (and when),
// not delivered and why, a missed drop settled; and when a drop counts as on time. What may be done
// to a drop, by whom, is lib/domain/delivery-actions.ts (roadActions).
import { kolkataMinutesOfDay, kolkataToday, type IsoDay } from './calendar';

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

/** A share as the dashboard shows it: '92%', or '–' when there is nothing to count yet. */
export function rateText(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}

/**
 * The owner's road figures over some days: of the drops delivered with proof, the share on time;
 * of the drops a rider finished (delivered with proof, or missed), the share missed.
 */
export function roadRates(c: { delivered: number; onTime: number; missed: number }): { onTime: string; missed: string } {
  return { onTime: rateText(c.onTime, c.delivered), missed: rateText(c.missed, c.delivered + c.missed) };
}
