// Changing a subscription after checkout (architecture.md "Subscriptions after checkout"): how long
// a pause may be, and where a skipped subscription delivery is made up. Who may skip which delivery
// until when is delivery-actions.ts. All days are Asia/Kolkata days.
import { addDays, compareDays, WEEKDAYS, weekdayOf, type IsoDay, type Weekday } from './calendar';
import { chosenWeekdays, parseRepeatInfo, type Repeat } from './repeat';

/** A pause longer than a quarter is a cancellation; admins handle those. */
export const MAX_PAUSE_DAYS = 92;

/** null when from..to (both included) is a range that may be paused; otherwise why not. */
export function pauseRangeError(from: IsoDay, to: IsoDay): string | null {
  if (compareDays(from, to) > 0) return 'The pause must end on or after the day it starts.';
  if (compareDays(addDays(from, MAX_PAUSE_DAYS - 1), to) < 0) return `A pause can last at most ${MAX_PAUSE_DAYS} days. For longer, please contact us.`;
  return null;
}

/**
 * The weekdays a subscription delivers on: every day for DAILY, its weekdays for WEEKLY. A CUSTOM
 * subscription (dates picked one by one) has no weekly rule, so its "same schedule" is the
 * weekdays its original dates fell on (replacements not counted); failing that, any day.
 */
export function scheduleWeekdays(repeat: Repeat, originalDates: readonly IsoDay[]): Weekday[] {
  const days = parseRepeatInfo(repeat);
  const weekdays = days && days.length > 0 ? chosenWeekdays(days) : [...new Set(originalDates.map(weekdayOf))];
  return weekdays.length > 0 ? WEEKDAYS.filter((w) => weekdays.includes(w)) : [...WEEKDAYS];
}

// A schedule that finds no open day in three years is a bug or a runaway list of closed dates.
const SEARCH_LIMIT_DAYS = 3 * 366;

/**
 * Where `count` skipped subscription deliveries are made up: the next days strictly after `after`
 * that fall on the schedule's weekdays, are not closed and are not already a delivery date of the
 * suborder (a cancelled or skipped date counts: one delivery row per date). The caller passes as
 * `after` the latest of the suborder's last delivery date (any status, within its life), the end of
 * a pause, and the customer's cutoff day, so a replacement is never in the past, never inside the
 * pause. A cancelled plan (`before`: the first day it no longer delivers) makes up only what fits
 * before its end: fewer dates than asked (the rest is given back by the caller), never after it.
 */
export function replacementDates({
  weekdays,
  taken,
  closedDates,
  after,
  count,
  before = null,
}: {
  weekdays: readonly Weekday[];
  taken: readonly IsoDay[];
  closedDates: readonly IsoDay[];
  after: IsoDay;
  count: number;
  before?: IsoDay | null;
}): IsoDay[] {
  const days = new Set(weekdays);
  const blocked = new Set([...taken, ...closedDates]);
  const dates: IsoDay[] = [];
  for (let i = 1; dates.length < count && i <= SEARCH_LIMIT_DAYS; i++) {
    const day = addDays(after, i);
    if (before && compareDays(day, before) >= 0) return dates;
    if (days.has(weekdayOf(day)) && !blocked.has(day)) dates.push(day);
  }
  if (dates.length < count) throw new RangeError('No open day found for a replacement delivery');
  return dates;
}

/** The latest of some days (for `after` above). */
export function latestDay(...days: (IsoDay | null | undefined)[]): IsoDay {
  const present = days.filter((d): d is IsoDay => !!d);
  if (present.length === 0) throw new RangeError('latestDay needs at least one day');
  return present.reduce((a, b) => (compareDays(a, b) >= 0 ? a : b));
}
