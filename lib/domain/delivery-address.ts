// Where a delivery goes, changed after checkout ("Change where it goes"): which deliveries of a
// suborder move to another saved address from a day on, which coming deliveries follow an edited
// address, and whether an address can take a category at all. Whether a day may still move, by whom
// and until when is delivery-actions.ts. Pure: days are Kolkata days, `now` is passed in.
import { compareDays, formatDay, type IsoDay } from './calendar';
import type { CategoryCode } from './categories';
import { changeVerdict, dayRefusal, openBeforeCutoff, whyNot, type ChangeContext, type DeliveryFacts, type Who } from './delivery-actions';
import { isFinalStatus } from './order-status';
import { deliveryPinError } from './pincodes';

export type MovableDelivery = Pick<DeliveryFacts, 'deliveryDate' | 'status' | 'skipped'> & { id: string; locationId: string | null };

function moveRefusal(d: MovableDelivery, c: ChangeContext): string | null {
  return whyNot(changeVerdict(d, c.plan, c.payment, c.who, c.now, c.closedDates));
}

/** A day that is not delivered at all (the kitchen closed it, or the plan ended before it) is left as it is. */
function leftAsItIs(d: MovableDelivery, c: ChangeContext): boolean {
  return !dayRefusal(d.deliveryDate, c.plan, c.closedDates).allowed;
}

/** A delivery that is still coming: not skipped, not delivered or cancelled. */
function isOpen(d: MovableDelivery): boolean {
  return !d.skipped && !isFinalStatus(d.status);
}

/**
 * Moving a suborder to `toLocationId` from `from` (or, when not given, from the first day still
 * before its cutoff): every open delivery on or after that day moves, or none does. A `from`
 * earlier than the first changeable day is refused, naming it (as cancelling is). Deliveries that
 * already go there, and days the kitchen closed, are left as they are; when all of them are,
 * there is nothing to move.
 */
export function addressMovePlan(deliveries: readonly MovableDelivery[], toLocationId: string, from: IsoDay | null, c: ChangeContext): { error: string } | { from: IsoDay; move: MovableDelivery[] } {
  const open = deliveries.filter(isOpen);
  const changeable = open.filter((d) => moveRefusal(d, c) === null);
  if (changeable.length === 0) return { error: 'There are no deliveries left that can still be moved.' };
  const earliest = changeable.reduce((a, b) => (compareDays(a.deliveryDate, b.deliveryDate) <= 0 ? a : b)).deliveryDate;
  const start = from ?? earliest;
  const going = open.filter((d) => compareDays(d.deliveryDate, start) >= 0 && !leftAsItIs(d, c));
  for (const d of going) {
    const refused = moveRefusal(d, c);
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
  return deliveries.filter((d) => d.locationId === addressId && openBeforeCutoff(d, who, now).allowed);
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
