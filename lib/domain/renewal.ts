// Renewing a subscription (architecture.md "Subscriptions after checkout"): from 3 days before
// its last delivery the order pages offer "Renew", which fills the cart with the same items and
// schedule for the next period, starting the day after the current one ends.
import { addDays, compareDays, formatDay, type IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import type { RepeatType } from './repeat';

/** "Renew" shows from this many days before the last delivery. */
export const RENEWAL_LEAD_DAYS = 3;
/** ...and for this many days after it: a lapsed subscriber can still pick up where they left off. */
export const RENEWAL_GRACE_DAYS = 30;

type RenewableSuborder = { repeatType: RepeatType; status: OrderStatus; endDate: IsoDay | null };

/** The day the next period starts: the day after the current period's last delivery. */
export function renewalStartsOn(endDate: IsoDay): IsoDay {
  return addDays(endDate, 1);
}

/** null when the suborder may be renewed today; otherwise why not, fit to show the customer. */
export function renewalError(suborder: RenewableSuborder, today: IsoDay): string | null {
  if (suborder.repeatType === 'NONE') return 'Only a subscription can be renewed. To order this again, add it from the menu.';
  if (suborder.status === 'CANCELLED' || !suborder.endDate) return 'This subscription was cancelled and cannot be renewed. Please subscribe again from the menu.';
  const opens = addDays(suborder.endDate, -RENEWAL_LEAD_DAYS);
  if (compareDays(today, opens) < 0) return `This subscription can be renewed from ${formatDay(opens)}.`;
  if (compareDays(today, addDays(suborder.endDate, RENEWAL_GRACE_DAYS)) > 0) return 'This subscription ended too long ago to renew. Please subscribe again from the menu.';
  return null;
}

export function canRenew(suborder: RenewableSuborder, today: IsoDay): boolean {
  return renewalError(suborder, today) === null;
}
