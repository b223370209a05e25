// A suborder's deliveries as the order page shows them to one viewer: each day with its label, what
// it brings when that differs from the order, where it goes when elsewhere, and what the viewer may
// do to it (lib/domain/delivery-actions.ts), plus what the plan-wide forms offer. Built on the server
// from the order's view; the components only draw it.
import 'server-only';
import { addressOneLine, sameAddressCopy } from '@/lib/domain/address-snapshot';
import type { IsoDay } from '@/lib/domain/calendar';
import { deliveryActions, deliveryLabel, planDeliveryFacts, skipOutcomeWords, type DeliveryActions, type Who } from '@/lib/domain/delivery-actions';
import { bringsAsOrdered, dayItemWords, itemOptions, type ItemOption } from '@/lib/domain/delivery-items';
import type { OrderStatus } from '@/lib/domain/order-status';
import { isPaid, type PaymentStatus } from '@/lib/domain/payment-status';
import { purchaseModeOf } from '@/lib/domain/repeat';
import type { DropOnRoad } from '@/lib/riders/drop-view';
import type { OrderItemView, SuborderView } from './order-view';

/** Who looks, when, and what the answer depends on beyond the suborder. */
export type DeliveryViewer = { who: Who; now: Date; paymentStatus: PaymentStatus; closedDates: readonly IsoDay[] };

export type DeliveryLine = {
  id: string;
  deliveryDate: IsoDay;
  status: OrderStatus;
  /** 'Paused', 'Skipped', 'Kitchen closed' or the status's label */
  label: string;
  /** the day that makes up for this skipped one / the skipped day this one makes up for */
  madeUpOn: IsoDay | null;
  replaces: IsoDay | null;
  /** what the day brings, when it is not what was ordered ('1 × 500 g Fish Bowl') */
  changedItems: string[] | null;
  /** where the day goes, when not to the address it was ordered to */
  goesTo: string | null;
  /** null: the viewer may change nothing (no `viewer` given) */
  actions: DeliveryActions | null;
  /** the Change form's options: what the day brings, then the suborder's other variants at 0 */
  options: ItemOption[];
  /** its rider, code, proof, failure or courier (lib/riders/drop-view.ts) */
  road: DropOnRoad;
};

export type SuborderDeliveries = {
  lines: DeliveryLine[];
  /** the days the viewer may still take away: the pause and cancel forms offer these */
  changeable: IsoDay[];
  /** the days that may still go elsewhere: the change-address form offers these */
  movable: IsoDay[];
  /** the first paused day that may come back (End pause), if any */
  resumeFrom: IsoDay | null;
  /** what a skip does, said before it is confirmed */
  skipOutcome: string;
  /** a paid one-time day: its money may go to the wallet or back to UPI */
  refundChoice: boolean;
  /** the saved address the coming deliveries go to now */
  currentAddressId: string | null;
};

/** Items as the Change form's options (every variant with how many the day brings). */
function asOptions(items: readonly OrderItemView[]): ItemOption[] {
  return items.flatMap((i) => i.variants.map((v) => ({ variantId: v.itemVariant.id, name: i.name, unit: v.unit, unitType: i.unitType, price: v.price, quantity: v.quantity })));
}

export function suborderDeliveries(suborder: SuborderView, viewer: DeliveryViewer | null): SuborderDeliveries {
  const subscription = purchaseModeOf(suborder.repeatType) === 'SUBSCRIBE';
  const plan = { subscription, cancelledFrom: suborder.cancelledFrom };
  const closedDates = viewer?.closedDates ?? [];
  const facts = planDeliveryFacts(
    suborder.deliveries.map((d) => ({ id: d.id, replacesDeliveryId: d.replacesDeliveryId, deliveryDate: d.deliveryDate, status: d.status, skipped: d.skippedAt !== null, paused: d.pausedAt !== null, credited: d.credited })),
  );
  const dayOf = new Map(suborder.deliveries.map((d) => [d.id, d.deliveryDate]));
  const madeUpOn = new Map(suborder.deliveries.filter((d) => d.replacesDeliveryId).map((d) => [d.replacesDeliveryId!, d.deliveryDate]));
  const ordered = asOptions(suborder.items.filter((i) => i.enable));
  const lines: DeliveryLine[] = suborder.deliveries.map((d) => {
    const f = facts.get(d.id)!;
    const brings = asOptions(d.items);
    return {
      id: d.id,
      deliveryDate: d.deliveryDate,
      status: d.status,
      label: deliveryLabel(f, closedDates),
      madeUpOn: madeUpOn.get(d.id) ?? null,
      replaces: d.replacesDeliveryId ? (dayOf.get(d.replacesDeliveryId) ?? null) : null,
      changedItems: !f.skipped && !bringsAsOrdered(brings, ordered) ? dayItemWords(brings) : null,
      goesTo: d.location && suborder.location && !sameAddressCopy(d.location, suborder.location) ? (d.location.title ?? addressOneLine(d.location)) : null,
      actions: viewer ? deliveryActions(f, plan, viewer.paymentStatus, viewer.who, viewer.now, closedDates) : null,
      options: itemOptions(brings, asOptions(suborder.items)),
      road: d.road,
    };
  });
  const changeable = lines.filter((l) => l.actions?.skip.allowed);
  const paid = viewer ? isPaid(viewer.paymentStatus) : false;
  return {
    lines,
    changeable: changeable.map((l) => l.deliveryDate),
    movable: lines.filter((l) => l.actions?.move.allowed).map((l) => l.deliveryDate),
    resumeFrom: subscription ? (lines.find((l) => facts.get(l.id)!.paused && l.actions?.undo.allowed)?.deliveryDate ?? null) : null,
    skipOutcome: viewer ? skipOutcomeWords(plan, viewer.paymentStatus) : '',
    refundChoice: !subscription && paid,
    // where the subscription goes now: the next delivery that can still change
    currentAddressId: suborder.deliveries.find((d) => d.id === changeable[0]?.id)?.location?.id ?? suborder.location?.id ?? null,
  };
}
