// Order again on a subscription that is still running: it would start a second plan beside the
// first, so the customer is told and offered to extend the running one (renewal.ts) instead. And
// where a reorder goes: the address the plan's deliveries go to now, which a change of address may
// have moved away from the one chosen at checkout. Pure: days are Kolkata days.
import { addDays, compareDays, formatDay, type IsoDay } from './calendar';
import { isFinalStatus, lastDeliveryDate, type OrderStatus } from './order-status';
import { RENEWAL_LEAD_DAYS, renewalError } from './renewal';
import type { CategoryCode } from './categories';
import type { RepeatType } from './repeat';

export type PlanDelivery = { deliveryDate: IsoDay; status: OrderStatus };
type Plan = { repeatType: RepeatType; status: OrderStatus; deliveries: readonly PlanDelivery[] };

/**
 * The last day a subscription still delivers when it is running on `today`: one of its deliveries
 * on or after today is still coming (not delivered, cancelled or skipped). Null for a one-time
 * order, a cancelled or finished plan, or one whose coming days were all skipped or cancelled.
 */
export function runningPlanUntil(plan: Plan, today: IsoDay): IsoDay | null {
  if (plan.repeatType === 'NONE' || isFinalStatus(plan.status)) return null;
  const coming = plan.deliveries.filter((d) => !isFinalStatus(d.status) && compareDays(d.deliveryDate, today) >= 0);
  if (coming.length === 0) return null;
  return lastDeliveryDate(coming);
}

export function isPlanRunning(plan: Plan, today: IsoDay): boolean {
  return runningPlanUntil(plan, today) !== null;
}

/** What Order again says of a running plan, and whether "Extend it" (renewSubscription) is open today. */
export type RunningPlanOffer = { until: IsoDay; extendableNow: boolean; extendableFrom: IsoDay };

export function runningPlanOffer(plan: Plan, today: IsoDay): RunningPlanOffer | null {
  const until = runningPlanUntil(plan, today);
  if (!until) return null;
  const endDate = lastDeliveryDate([...plan.deliveries]);
  const extendableNow = renewalError({ repeatType: plan.repeatType, status: plan.status, endDate }, today) === null;
  return { until, extendableNow, extendableFrom: addDays(endDate ?? until, -RENEWAL_LEAD_DAYS) };
}

/** The words Order again shows (and the server refuses with) for a running plan of `title`. */
export function runningPlanMessage(title: string, offer: RunningPlanOffer): string {
  return [
    `Your ${title} subscription is still running, with deliveries until ${formatDay(offer.until)}. Ordering it again would start a second plan beside it.`,
    offer.extendableNow ? 'Renew it instead to extend it: the next period starts the day after its last delivery.' : `You can renew it to extend it from ${formatDay(offer.extendableFrom)}.`,
  ].join(' ');
}

export type LocatedDelivery = PlanDelivery & { locationId: string | null };

/**
 * The saved address a suborder's meals go to now: that of its latest delivery still coming or
 * delivered (a change of address moves the coming ones from a day on, so the latest says where the
 * plan goes after the move); when every day was cancelled, that of the latest day. A delivery
 * whose address was deleted says nothing; then the suborder's own (the checkout's) address.
 */
export function currentDeliveryLocation(deliveries: readonly LocatedDelivery[], suborderLocationId: string | null): string | null {
  const latestFirst = [...deliveries].sort((a, b) => {
    const cancelled = Number(a.status === 'CANCELLED') - Number(b.status === 'CANCELLED');
    return cancelled !== 0 ? cancelled : compareDays(b.deliveryDate, a.deliveryDate);
  });
  return latestFirst.find((d) => d.locationId !== null)?.locationId ?? suborderLocationId;
}

/** What Order again offers for each running plan among `suborders`: its words, and "Extend it" (renew) when open. */
export type RunningPlanChoice = { suborderId: string; kind: CategoryCode; title: string; message: string; extendableNow: boolean };

export function runningPlanChoices(suborders: readonly (Plan & { id: string; categoryEnum: CategoryCode; category: { title: string } })[], today: IsoDay): RunningPlanChoice[] {
  return suborders.flatMap((s) => {
    const offer = runningPlanOffer(s, today);
    return offer ? [{ suborderId: s.id, kind: s.categoryEnum, title: s.category.title, message: runningPlanMessage(s.category.title, offer), extendableNow: offer.extendableNow }] : [];
  });
}
