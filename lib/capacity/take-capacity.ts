// Taking capacity inside a booking's transaction (saveOrders, a skipped subscription delivery's
// replacement, a delivery moved off a closed day). Each limited (category, day) is serialised by a
// transaction-scoped advisory lock taken in key order: two bookings for the last portions of a day
// wait for each other, the second counts what the first committed, so 20 concurrent orders for the
// last 5 portions book exactly 5. Days without a limit take no lock.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { badInput } from '@/lib/errors';
import { addDays, compareDays, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { fits, fullDateMessage, limitOn, nextDateWithRoom, NEXT_ROOM_SEARCH_DAYS } from '@/lib/domain/capacity';
import { bookedKey, bookedPortions, readLimits, suborderPortions } from './read-capacity';

type Tx = Prisma.TransactionClient;

/** Portions a booking adds on each of its days. */
export type CapacityWant = { categoryEnum: CategoryCode; days: readonly IsoDay[]; portions: number };

/** A day a want does not fit on, and the next one where it would. */
export type FullDay = { categoryEnum: CategoryCode; title: string; day: IsoDay; next: IsoDay | null; want: number };

/**
 * Locks every limited (category, day) the wants touch and answers the days where they do not fit
 * (empty: everything fits). The locks are held until the caller's transaction ends, so what it
 * writes next is counted by whoever comes after.
 */
export async function findFullDays(tx: Tx, wants: readonly CapacityWant[], closedDates: readonly IsoDay[]): Promise<FullDay[]> {
  const all = wants.flatMap((w) => w.days);
  if (all.length === 0) return [];
  const from = all.reduce((a, b) => (compareDays(a, b) <= 0 ? a : b));
  const to = all.reduce((a, b) => (compareDays(a, b) >= 0 ? a : b));
  const limits = await readLimits(tx, from, addDays(to, NEXT_ROOM_SEARCH_DAYS));

  const wanted = new Map<string, { categoryEnum: CategoryCode; day: IsoDay; portions: number; max: number }>();
  for (const w of wants) {
    const l = limits.get(w.categoryEnum);
    if (!l || w.portions <= 0) continue;
    for (const day of w.days) {
      const max = limitOn(l.limits, day);
      if (max === null) continue;
      const key = bookedKey(w.categoryEnum, day);
      const seen = wanted.get(key);
      if (seen) seen.portions += w.portions;
      else wanted.set(key, { categoryEnum: w.categoryEnum, day, portions: w.portions, max });
    }
  }
  if (wanted.size === 0) return [];
  const keys = [...wanted.keys()].sort();
  // One statement, the keys sorted inside: every booking takes its locks in the same order.
  await tx.$queryRaw`SELECT count(pg_advisory_xact_lock(hashtext('capacity:' || k)))::int AS n FROM (SELECT k FROM unnest(${keys}::text[]) AS k ORDER BY k) AS ordered`;
  const cats = [...new Set([...wanted.values()].map((w) => w.categoryEnum))];
  const booked = await bookedPortions(tx, from, to, cats);

  const full: FullDay[] = [];
  for (const key of keys) {
    const w = wanted.get(key)!;
    if (fits(booked.get(key) ?? 0, w.portions, w.max)) continue;
    const l = limits.get(w.categoryEnum)!;
    const ahead = await bookedPortions(tx, addDays(w.day, 1), addDays(w.day, NEXT_ROOM_SEARCH_DAYS), [w.categoryEnum]);
    const next = nextDateWithRoom({ day: w.day, wanted: w.portions, limits: l.limits, bookedOn: (d) => ahead.get(bookedKey(w.categoryEnum, d)) ?? 0, closedDates });
    full.push({ categoryEnum: w.categoryEnum, title: l.title, day: w.day, next, want: w.portions });
  }
  return full;
}

/** findFullDays, refusing the first full day in words that name the next date with room. */
export async function takeCapacity(tx: Tx, wants: readonly (CapacityWant & { field: string })[], closedDates: readonly IsoDay[]): Promise<void> {
  const full = await findFullDays(tx, wants, closedDates);
  if (full.length === 0) return;
  const [first] = full.sort((a, b) => compareDays(a.day, b.day));
  const field = wants.find((w) => w.categoryEnum === first.categoryEnum)?.field;
  throw badInput(fullDateMessage(first.title, first.day, first.next), field, { date: first.day, nextDateWithRoom: first.next });
}

/**
 * Days that come back into the kitchen's count (an undone skip, a pause ended early) take their
 * capacity again: each day's own portions (changed items) or else its suborder's. Call it after the
 * make-up days they replace are removed, so those free their room first.
 */
export async function retakeCapacity(
  tx: Tx,
  suborder: { id: string; categoryEnum: CategoryCode },
  days: readonly { day: IsoDay; portions: number | null }[],
  closedDates: readonly IsoDay[],
  field: string,
): Promise<void> {
  if (days.length === 0) return;
  const own = await suborderPortions(tx, suborder.id);
  const byPortions = new Map<number, IsoDay[]>();
  for (const d of days) {
    const portions = d.portions ?? own;
    byPortions.set(portions, [...(byPortions.get(portions) ?? []), d.day]);
  }
  await takeCapacity(tx, [...byPortions].map(([portions, list]) => ({ categoryEnum: suborder.categoryEnum, days: list, portions, field })), closedDates);
}
