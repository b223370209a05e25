// Which delivery dates a customer may choose (architecture.md "Delivery dates"). All days are
// Asia/Kolkata calendar days; `now` is passed in (clock().now() on the server) so tests can pin it.
import type { CategoryCode } from './categories';
import { addDays, addMonths, compareDays, formatDay, isIsoDay, kolkataDayStart, kolkataMinutesOfDay, kolkataToday, weekdayOf, type IsoDay } from './calendar';
import { chosenWeekdays, type DeliveryDay, type PurchaseMode } from './repeat';

/** Orders for the next day close at 22:00 Kolkata time. */
export const CUTOFF_MINUTES = 22 * 60;

export const MAX_DELIVERY_DATES = 366;

export const DEFAULT_SUBSCRIPTION_MONTHS = 1;
// A runaway configuration value must not make an order with thousands of deliveries.
export const MAX_SUBSCRIPTION_MONTHS = 12;

// Days from today to a category's earliest delivery (spec: treats are baked and sent across India).
export const CATEGORY_LEAD_DAYS: Record<CategoryCode, number> = { CDM: 1, PDM: 2, ADON: 2, TREATS: 10 };

/**
 * The category's earliest delivery day. A subscription's first delivery is never
 * earlier than its category's earliest date (the spec's "subscriptions start tomorrow" made a treats
 * subscription arrive nine days before treats can be made), so both modes share one lead. `mode` stays
 * in the signature so every caller keeps saying which mode it asks for.
 */
export function earliestDeliveryDate(kind: CategoryCode, mode: PurchaseMode, now: Date): IsoDay {
  void mode;
  return addDays(kolkataToday(now), CATEGORY_LEAD_DAYS[kind]);
}

/** The last day that can no longer be prepared for: today, or tomorrow once it is 22:00 or later. */
export function cutoffDay(now: Date): IsoDay {
  const today = kolkataToday(now);
  return kolkataMinutesOfDay(now) >= CUTOFF_MINUTES ? addDays(today, 1) : today;
}

/** True when the first delivery falls on or before the cutoff day: the cart flags it, the server refuses it. */
export function isWithinCutoff(firstDelivery: IsoDay, now: Date): boolean {
  return now.getTime() >= changeCutoff(firstDelivery, 'customer').getTime();
}

/**
 * The instant the delivery of `day` can no longer be ordered or changed: for a customer CUTOFF_MINUTES
 * (22:00) Kolkata the evening before, the same for ordering and for every change after checkout; for
 * an admin, when the day itself is over. lib/domain/delivery-actions.ts says it in words.
 */
export function changeCutoff(day: IsoDay, who: 'customer' | 'admin'): Date {
  if (who === 'admin') return kolkataDayStart(addDays(day, 1));
  return new Date(kolkataDayStart(addDays(day, -1)).getTime() + CUTOFF_MINUTES * 60_000);
}

/** The cutoff's time as people say it: '10 pm'. */
export function cutoffTimeWords(): string {
  const hours = Math.floor(CUTOFF_MINUTES / 60);
  const minutes = CUTOFF_MINUTES % 60;
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`;
}

export function firstAllowedDeliveryDate(kind: CategoryCode, mode: PurchaseMode, now: Date): IsoDay {
  const earliest = earliestDeliveryDate(kind, mode, now);
  const afterCutoff = addDays(cutoffDay(now), 1);
  return compareDays(earliest, afterCutoff) >= 0 ? earliest : afterCutoff;
}

/**
 * Every chosen weekday from start (inclusive) for `months` months (end exclusive), leaving out the
 * kitchen's closed dates: a subscription simply has no delivery on a holiday (and costs that much
 * less), in the browser's preview and in the server's check alike.
 */
export function subscriptionDates({
  days,
  start,
  months,
  closedDates,
}: {
  days: DeliveryDay[];
  start: IsoDay;
  months: number;
  closedDates: readonly IsoDay[];
}): IsoDay[] {
  const weekdays = new Set(chosenWeekdays(days));
  if (weekdays.size === 0 || months <= 0) return [];
  const closed = new Set(closedDates);
  const end = addMonths(start, months);
  const dates: IsoDay[] = [];
  for (let day = start; compareDays(day, end) < 0; day = addDays(day, 1)) {
    if (weekdays.has(weekdayOf(day)) && !closed.has(day)) dates.push(day);
  }
  return dates;
}

// A renewal may wait for the current period to end; nothing else needs a start further out, and a
// far-off start would only be a typo or a tampered request.
export const MAX_SUBSCRIPTION_START_AHEAD_DAYS = 60;

/**
 * Where a subscription's schedule starts: the first allowed date, or the later day a renewal asked
 * for (the day after the current period ends). Never earlier than the first allowed date, so a
 * cart that waited past a cutoff simply starts later.
 */
export function subscriptionStartDate(kind: CategoryCode, now: Date, requested: IsoDay | null | undefined): IsoDay {
  const first = firstAllowedDeliveryDate(kind, 'SUBSCRIBE', now);
  return requested && isIsoDay(requested) && compareDays(requested, first) > 0 ? requested : first;
}

/**
 * null when a subscription's schedule may start on `firstDelivery`; otherwise why not (the
 * first delivery is never earlier than the category's earliest date). The server says this instead of
 * "your schedule has changed" when a browser sends a schedule that starts too soon.
 */
export function subscriptionFirstDeliveryError(kind: CategoryCode, firstDelivery: IsoDay, now: Date): string | null {
  const first = firstAllowedDeliveryDate(kind, 'SUBSCRIBE', now);
  if (compareDays(firstDelivery, first) >= 0) return null;
  return `The first delivery of a subscription can be no earlier than ${formatDay(first)}. Please review your cart.`;
}

/** null when a requested start may be used; otherwise the message to show. */
export function subscriptionStartError(requested: IsoDay | null | undefined, now: Date): string | null {
  if (!requested) return null;
  if (!isIsoDay(requested)) return 'The start date of the subscription is not a valid date.';
  const latest = addDays(kolkataToday(now), MAX_SUBSCRIPTION_START_AHEAD_DAYS);
  if (compareDays(requested, latest) > 0) return `A subscription can start at most ${MAX_SUBSCRIPTION_START_AHEAD_DAYS} days ahead (by ${formatDay(latest)}).`;
  return null;
}

/** The `subscription.months` configuration value: a whole number from 1 to 12, else the default 1. */
export function subscriptionMonthsFromConfig(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  return n >= 1 && n <= MAX_SUBSCRIPTION_MONTHS ? n : DEFAULT_SUBSCRIPTION_MONTHS;
}

/**
 * The last day a delivery may be chosen: the same horizon a subscription schedule has (from the
 * first allowed date for `months` months, end exclusive), so a bought date can never lie beyond
 * what a subscription could reach (a date in year 9999 is refused).
 */
export function lastAllowedDeliveryDate(kind: CategoryCode, mode: PurchaseMode, now: Date, months: number): IsoDay {
  return addDays(addMonths(firstAllowedDeliveryDate(kind, mode, now), Math.max(1, months)), -1);
}

/**
 * null when the dates may be ordered; otherwise the message to show the customer. `months` is
 * `subscription.months`; `closedDates` are the kitchen holidays.
 */
export function validateDeliveryDates({
  kind,
  mode,
  dates,
  now,
  months,
  closedDates,
}: {
  kind: CategoryCode;
  mode: PurchaseMode;
  dates: IsoDay[];
  now: Date;
  months: number;
  closedDates: readonly IsoDay[];
}): string | null {
  if (dates.length === 0) return 'Please choose at least one delivery date.';
  if (dates.length > MAX_DELIVERY_DATES) return `Please choose at most ${MAX_DELIVERY_DATES} delivery dates.`;
  if (!dates.every(isIsoDay)) return 'One of the delivery dates is not a valid date. Please choose your dates again.';
  if (new Set(dates).size !== dates.length) return 'Each delivery date can be chosen only once.';
  const first = firstAllowedDeliveryDate(kind, mode, now);
  if (dates.some((d) => compareDays(d, first) < 0)) {
    return `The earliest delivery date you can choose is ${formatDay(first)}. Please choose that day or later.`;
  }
  const last = lastAllowedDeliveryDate(kind, mode, now, months);
  if (dates.some((d) => compareDays(d, last) > 0)) {
    return `The last delivery date you can choose is ${formatDay(last)}. Please choose that day or earlier.`;
  }
  const closed = [...dates].sort().find((d) => closedDates.includes(d));
  if (closed) return `The kitchen is closed on ${formatDay(closed)}. Please choose another day.`;
  return null;
}

/**
 * Every day the cart's calendar lets the customer pick, in order: from the first allowed date (a
 * subscription: its start, which a renewal may put later) to the horizon, without the kitchen's
 * closed dates. The calendar disables every other day; the server checks the same rules
 * (validateDeliveryDates) when the order arrives.
 */
export function choosableDeliveryDates({
  kind,
  mode,
  now,
  months,
  closedDates,
  startsOn,
}: {
  kind: CategoryCode;
  mode: PurchaseMode;
  now: Date;
  months: number;
  closedDates: readonly IsoDay[];
  /** a renewal's later start (subscriptions only); null: as soon as possible */
  startsOn: IsoDay | null;
}): IsoDay[] {
  const first = mode === 'SUBSCRIBE' ? subscriptionStartDate(kind, now, startsOn) : firstAllowedDeliveryDate(kind, mode, now);
  const last = lastAllowedDeliveryDate(kind, mode, now, months);
  const closed = new Set(closedDates);
  const days: IsoDay[] = [];
  for (let day = first; compareDays(day, last) <= 0; day = addDays(day, 1)) if (!closed.has(day)) days.push(day);
  return days;
}

/** The dates among `days` that fall on a delivery day's weekdays (a one-time order's shortcut). */
export function datesOnDays(days: readonly IsoDay[], deliveryDays: readonly DeliveryDay[]): IsoDay[] {
  const weekdays = new Set(chosenWeekdays(deliveryDays));
  return days.filter((d) => weekdays.has(weekdayOf(d)));
}
