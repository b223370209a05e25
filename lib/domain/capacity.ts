// Kitchen capacity: how many portions of a category the kitchen cooks for one delivery
// day. A portion is one unit of a variant as the cook sheet counts it (quantity 3 of "500 g" is 3
// portions). A category has a daily maximum (null: no limit) and per-date overrides (festival days);
// a booking that would go over the limit is refused, naming the next date with room.
import { addDays, compareDays, formatDay, type IsoDay } from './calendar';
import type { CategoryCode } from './categories';

/** A sane ceiling for one day's portions of one category (the kitchen's size is a few hundred). */
export const MAX_PORTIONS_PER_DAY = 100_000;
/** How many per-date overrides one category may have at a time. */
export const MAX_CAPACITY_OVERRIDES = 120;
/** How far ahead an override may be set (a year of festivals). */
export const MAX_OVERRIDE_DAYS_AHEAD = 366;
/** getCapacity answers for at most this many days at once (a date picker's quarter). */
export const MAX_CAPACITY_RANGE_DAYS = 93;
/** How far a refusal looks for "the next date with room". */
export const NEXT_ROOM_SEARCH_DAYS = 120;

/** One category's limits: its daily maximum and its overrides by day. */
export type CapacityLimits = { maxPerDay: number | null; overrides: ReadonlyMap<IsoDay, number | null> };

/** The limit on `day`: the override when there is one (null there means no limit), else the daily maximum. */
export function limitOn(limits: CapacityLimits, day: IsoDay): number | null {
  return limits.overrides.has(day) ? (limits.overrides.get(day) ?? null) : limits.maxPerDay;
}

/** Full: nothing more can be booked (a limit of 0 is a day the category is not cooked). */
export function isFull(booked: number, max: number | null): boolean {
  return max !== null && booked >= max;
}

/** Whether `wanted` more portions fit beside `booked` under `max`. */
export function fits(booked: number, wanted: number, max: number | null): boolean {
  return max === null || booked + wanted <= max;
}

/** The portions one delivery of a suborder carries: every enabled item's variant quantities. */
export function portionsOf(items: readonly { enable?: boolean; variants: readonly { quantity: number }[] }[]): number {
  return items.reduce((n, item) => (item.enable === false ? n : n + item.variants.reduce((m, v) => m + Math.max(0, v.quantity), 0)), 0);
}

/**
 * The first day after `day` (within NEXT_ROOM_SEARCH_DAYS) that is not closed and where `wanted`
 * portions fit; null when none does.
 */
export function nextDateWithRoom(input: {
  day: IsoDay;
  wanted: number;
  limits: CapacityLimits;
  bookedOn: (day: IsoDay) => number;
  closedDates: readonly IsoDay[];
}): IsoDay | null {
  for (let i = 1; i <= NEXT_ROOM_SEARCH_DAYS; i++) {
    const d = addDays(input.day, i);
    if (input.closedDates.includes(d)) continue;
    if (fits(input.bookedOn(d), input.wanted, limitOn(input.limits, d))) return d;
  }
  return null;
}

/** The refusal a customer reads when a date is full. */
export function fullDateMessage(title: string, day: IsoDay, next: IsoDay | null): string {
  const then = next ? ` The next date with room is ${formatDay(next)}.` : ' Please choose another date.';
  return `${title}: ${formatDay(day)} is fully booked.${then}`;
}

/**
 * setCapacity's values against today (their shape, amounts and repeats are setCapacityInput's rules,
 * lib/domain/inputs/capacity-input.ts): no override in the past or more than a year ahead. The
 * overrides sorted by date, or the first problem in words.
 */
export function normalizeCapacity(
  input: { maxPerDay: number | null | undefined; overrides: readonly { date: IsoDay; max: number | null | undefined }[] | null | undefined },
  today: IsoDay,
): { ok: true; maxPerDay: number | null; overrides: { date: IsoDay; max: number | null }[] | null } | { ok: false; field: string; message: string } {
  const maxPerDay = input.maxPerDay ?? null;
  if (input.overrides == null) return { ok: true, maxPerDay, overrides: null };
  const overrides: { date: IsoDay; max: number | null }[] = [];
  for (const o of input.overrides) {
    if (compareDays(o.date, today) < 0) return { ok: false, field: 'overrides', message: `${formatDay(o.date)} has passed.` };
    if (compareDays(o.date, addDays(today, MAX_OVERRIDE_DAYS_AHEAD)) > 0) return { ok: false, field: 'overrides', message: `${formatDay(o.date)} is more than a year ahead.` };
    overrides.push({ date: o.date, max: o.max ?? null });
  }
  return { ok: true, maxPerDay, overrides: overrides.sort((a, b) => compareDays(a.date, b.date)) };
}

/** One row of getCapacity: a category's booked portions and limit on a day. */
export type CapacityDay = { date: IsoDay; categoryEnum: CategoryCode; booked: number; max: number | null };

/** The days each category is full on, for the date picker. */
export function fullDatesByCategory(rows: readonly CapacityDay[]): Partial<Record<CategoryCode, IsoDay[]>> {
  const out: Partial<Record<CategoryCode, IsoDay[]>> = {};
  for (const r of rows) if (isFull(r.booked, r.max)) (out[r.categoryEnum] ??= []).push(r.date);
  for (const days of Object.values(out)) days.sort(compareDays);
  return out;
}
