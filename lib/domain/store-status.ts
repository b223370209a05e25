// The store's open/closed switch and the kitchen's closed dates (holidays). While the store is
// closed nobody can place an order; a closed date is never offered as a delivery date, never part
// of a subscription schedule (delivery-dates.ts subscriptionDates) and never a replacement date
// (delivery-changes.ts). Closed dates are Asia/Kolkata days.
import { addDays, compareDays, formatDay, isIsoDay, type IsoDay } from './calendar';

export type StoreStatus = { openStatus: boolean; closedMessage: string | null; closedDates: IsoDay[] };

export const OPEN_STORE: StoreStatus = { openStatus: true, closedMessage: null, closedDates: [] };

/** A year of holidays is plenty; more is a mistake (or a script gone wrong). */
export const MAX_CLOSED_DATES = 60;
/** Closed dates are planned at most a year ahead. */
export const MAX_CLOSED_DAYS_AHEAD = 366;
export const MAX_CLOSED_MESSAGE_LENGTH = 300;

export const DEFAULT_CLOSED_MESSAGE = 'We are closed right now and are not taking orders. Please check back soon.';

/** What customers read while the store is closed: the admin's message, or a plain default. */
export function closedNotice(store: Pick<StoreStatus, 'closedMessage'>): string {
  return store.closedMessage?.trim() || DEFAULT_CLOSED_MESSAGE;
}

/** null while orders may be placed; otherwise why not, fit for a BAD_USER_INPUT. */
export function orderingClosedError(store: StoreStatus): string | null {
  return store.openStatus ? null : `The store is closed: ${closedNotice(store)}`;
}

/** Closed dates still to come: past holidays mean nothing to anyone. */
export function upcomingClosedDates(dates: readonly IsoDay[], today: IsoDay): IsoDay[] {
  return [...new Set(dates)].filter((d) => compareDays(d, today) >= 0).sort();
}

/**
 * The closed dates an admin sends, as they will be stored: each a real day, past days dropped
 * (they are kept nowhere), no repeats, in order, at most a year ahead and at most
 * MAX_CLOSED_DATES of them. Returns the dates or the message naming what is wrong.
 */
export function normalizeClosedDates(dates: readonly string[], today: IsoDay): { ok: true; dates: IsoDay[] } | { ok: false; message: string } {
  const invalid = dates.find((d) => !isIsoDay(d));
  if (invalid !== undefined) return { ok: false, message: `"${invalid}" is not a date (use YYYY-MM-DD).` };
  const upcoming = upcomingClosedDates(dates, today);
  const latest = addDays(today, MAX_CLOSED_DAYS_AHEAD);
  const tooFar = upcoming.find((d) => compareDays(d, latest) > 0);
  if (tooFar) return { ok: false, message: `${formatDay(tooFar)} is more than a year ahead. Closed dates can be set up to ${formatDay(latest)}.` };
  if (upcoming.length > MAX_CLOSED_DATES) return { ok: false, message: `At most ${MAX_CLOSED_DATES} closed dates can be kept.` };
  return { ok: true, dates: upcoming };
}

/** Ends the refusal to close a day that has bookings with setStoreStatus; the store page offers closeDates' choice on it. */
export const CLOSE_WITH_BOOKINGS_HINT = 'Choose whether to move them or cancel them with credit.';

/** The admin's message as stored: trimmed, empty means none. */
export function normalizeClosedMessage(message: string | null | undefined): string | null {
  return message?.trim() || null;
}
