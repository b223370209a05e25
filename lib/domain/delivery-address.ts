// Where a delivery goes, changed after checkout (issue 21, "Change where it goes"): which deliveries
// of a suborder move to another saved address from a day on, which coming deliveries follow an
// edited address, and whether an address can take a category at all. Pure: days are Kolkata days,
// `now` is passed in. The cutoff is skipping's (delivery-changes.ts): a customer until 22:00 the
// day before, an admin until the delivery is final.
import { compareDays, formatDay, type IsoDay } from './calendar';
import type { CategoryCode } from './categories';
import { deliveryChangeError } from './delivery-changes';
import { isFinalStatus, type OrderStatus } from './order-status';
import { deliveryPinError } from './pincodes';
import type { Who } from './plan-changes';

export type MovableDelivery = { id: string; deliveryDate: IsoDay; status: OrderStatus; skipped: boolean; locationId: string | null };

/** A delivery that is still coming: not skipped, not delivered or cancelled. */
function isOpen(d: MovableDelivery): boolean {
  return !d.skipped && !isFinalStatus(d.status);
}

/**
 * Moving a suborder to `toLocationId` from `from` (or, when not given, from the first day still
 * before its cutoff): every open delivery on or after that day moves, or none does. A `from`
 * earlier than the first changeable day is refused, naming it (as cancelling is). Deliveries that
 * already go there are left as they are; when all of them do, there is nothing to move.
 */
export function addressMovePlan(
  deliveries: readonly MovableDelivery[],
  toLocationId: string,
  from: IsoDay | null,
  who: Who,
  now: Date,
): { error: string } | { from: IsoDay; move: MovableDelivery[] } {
  const open = deliveries.filter(isOpen);
  const changeable = open.filter((d) => deliveryChangeError(d, who, now) === null);
  if (changeable.length === 0) return { error: 'There are no deliveries left that can still be moved.' };
  const earliest = changeable.reduce((a, b) => (compareDays(a.deliveryDate, b.deliveryDate) <= 0 ? a : b)).deliveryDate;
  const start = from ?? earliest;
  const going = open.filter((d) => compareDays(d.deliveryDate, start) >= 0);
  for (const d of going) {
    const refused = deliveryChangeError(d, who, now);
    if (refused) return { error: `Nothing was moved: the earliest day you can move from is ${formatDay(earliest)}. ${refused}` };
  }
  if (going.length === 0) return { error: `There are no deliveries on or after ${formatDay(start)} to move.` };
  const move = going.filter((d) => d.locationId !== toLocationId);
  if (move.length === 0) return { error: `Every delivery from ${formatDay(start)} already goes to that address.` };
  return { from: start, move };
}

/**
 * When a saved address is edited: the deliveries going there that may still change, which follow
 * the edit when the customer says yes. The others (past their cutoff, delivered, skipped) keep the
 * copy they have.
 */
export function deliveriesFollowingEdit<D extends MovableDelivery>(deliveries: readonly D[], addressId: string, who: Who, now: Date): D[] {
  return deliveries.filter((d) => d.locationId === addressId && isOpen(d) && deliveryChangeError(d, who, now) === null);
}

/**
 * null when a suborder of `kind`, taxed at `placeOfSupply` (the GST state code of the address it
 * was ordered to), may go to this address; otherwise why not. The PIN rule is checkout's (meals and
 * add-ons only to served PINs, treats anywhere). The state must stay: the tax of what was invoiced
 * depends on it, so a move to another state is a new order.
 */
export function addressServesError(
  kind: CategoryCode,
  address: { title: string; zipCode: string; stateCode: string | null },
  placeOfSupply: string | null,
  servicePins: ReadonlySet<string>,
): string | null {
  const pin = deliveryPinError(kind, address.zipCode, servicePins);
  if (pin) return `${address.title}: ${pin}`;
  if (!address.stateCode) return `Please edit the address "${address.title}" and choose its state first.`;
  if (placeOfSupply && address.stateCode !== placeOfSupply) return `${address.title} is in another state than this order's address, which changes its tax. Please place a new order for it.`;
  return null;
}
