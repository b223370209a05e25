// What a customer (or an admin for them) may still undo or cancel on a plan after checkout: which
// days an undo, a resume or a cancellation reaches and what it does. Whether each day may be acted
// on, by whom and until when is delivery-actions.ts. Pure: days are Kolkata days, `now` is passed in.
import { addDays, compareDays, formatDay, type IsoDay } from './calendar';
import { deliveryActions, openBeforeCutoff, whyNot, type ChangeContext, type DeliveryFacts, type Refusal, type Who } from './delivery-actions';
import { isFinalStatus } from './order-status';

export type { ChangeContext, Who } from './delivery-actions';

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

/** A delivery of the plan, with its id and (for a subscription's skipped day) its make-up day's id. */
export type PlanDelivery = DeliveryFacts & { id: string; madeUpBy: (NonNullable<DeliveryFacts['madeUpBy']> & { id: string }) | null };

function actionsOf(d: DeliveryFacts, c: ChangeContext) {
  return deliveryActions(d, c.plan, c.payment, c.who, c.now, c.closedDates);
}

/**
 * How a skip is undone, or why it cannot be (delivery-actions.ts decides whether; this says what):
 *   a subscription's day made up later: its make-up day goes (no money: the day only moves back);
 *   a day whose money was taken off what is due or given back (`credited`): it is charged again,
 *   settled like every change that costs more (settlement.ts: due by UPI, the wallet, or on a paid
 *   order the rest by UPI as a top-up holding the undo);
 *   any other day: it simply comes back.
 */
export function unskipPlan(d: DeliveryFacts, c: ChangeContext): { error: string } | { removeReplacement: boolean; chargeAgain: boolean } {
  const undo = actionsOf(d, c).undo;
  if (!undo.allowed) return { error: undo.whyNot };
  return { removeReplacement: c.plan.subscription && d.madeUpBy !== null, chargeAgain: d.credited };
}

// A paused day past its cutoff, on a day the kitchen closed, or after the plan's end stays paused
// (with its make-up day); any other refusal refuses the whole resume.
const STAYS_PAUSED: readonly Refusal[] = ['CUTOFF', 'CLOSED_DAY', 'PLAN_ENDED'];

/**
 * Ending a pause early: the paused days that may come back do, and each one's make-up day goes.
 * The others stay paused (and keep their make-up days). A paused day that was not made up (a
 * cancelled plan with no free day before its end) had its money taken off or given back: it is
 * charged again (`chargeAgain`, the days whose money the resume settles, as unskipPlan's).
 */
export function resumePlan(deliveries: readonly PlanDelivery[], c: ChangeContext): { error: string } | { resume: PlanDelivery[]; chargeAgain: PlanDelivery[] } {
  const paused = deliveries.filter((d) => d.paused && d.skipped);
  if (paused.length === 0) return { error: 'This subscription is not paused.' };
  const resume: PlanDelivery[] = [];
  for (const d of paused) {
    const undo = actionsOf(d, c).undo;
    if (undo.allowed) resume.push(d);
    else if (!STAYS_PAUSED.includes(undo.because)) return { error: undo.whyNot };
  }
  if (resume.length === 0) return { error: 'The paused days have all passed their cutoff, so there is nothing left to bring back.' };
  return { resume, chargeAgain: resume.filter((d) => d.credited) };
}

export type CancellableDelivery = Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped'> & { id: string };

/**
 * Cancelling the rest of a subscription from `from` (or, when not given, from the first day still
 * before its cutoff): every open delivery on or after that day goes, or none does. `from` earlier
 * than the first changeable day is refused, naming it.
 */
export function cancelPlan(deliveries: readonly CancellableDelivery[], from: IsoDay | null, who: Who, now: Date): { error: string } | { from: IsoDay; cancel: CancellableDelivery[] } {
  const open = deliveries.filter((d) => !d.skipped && !isFinalStatus(d.status));
  const changeable = open.filter((d) => openBeforeCutoff(d, who, now).allowed);
  if (changeable.length === 0) return { error: 'There are no deliveries left that can still be cancelled.' };
  const earliest = changeable.reduce((a, b) => (compareDays(a.deliveryDate, b.deliveryDate) <= 0 ? a : b)).deliveryDate;
  const start = from ?? earliest;
  const going = open.filter((d) => compareDays(d.deliveryDate, start) >= 0);
  for (const d of going) {
    const refused = whyNot(openBeforeCutoff(d, who, now));
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
