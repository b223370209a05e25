import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { addDays, compareDays, isIsoDay, type IsoDay } from '@/lib/domain/calendar';
import { limitOn, MAX_CAPACITY_RANGE_DAYS, type CapacityDay } from '@/lib/domain/capacity';
import { bookedKey, bookedPortions, readLimits } from './read-capacity';

/**
 * getCapacity: per day from `from` to `to` (both included) and per category, the portions booked
 * and the limit. Public (the date picker shows full days): counts only, never who booked. A
 * category without a limit that day and nothing booked has no row.
 */
export async function getCapacity(from: string, to: string, opts: { onlyLimited?: boolean } = {}): Promise<CapacityDay[]> {
  if (!isIsoDay(from)) throw badInput('from must be a date (YYYY-MM-DD).', 'from');
  if (!isIsoDay(to)) throw badInput('to must be a date (YYYY-MM-DD).', 'to');
  if (compareDays(from, to) > 0) throw badInput('from must not be after to.', 'to');
  if (compareDays(to, addDays(from, MAX_CAPACITY_RANGE_DAYS - 1)) > 0) throw badInput(`Ask for at most ${MAX_CAPACITY_RANGE_DAYS} days at a time.`, 'to');
  const limits = await readLimits(db, from, to);
  const limited = [...limits.values()].filter((l) => l.limits.maxPerDay !== null || [...l.limits.overrides.values()].some((m) => m !== null)).map((l) => l.categoryEnum);
  if (opts.onlyLimited && limited.length === 0) return [];
  const booked = await bookedPortions(db, from, to, opts.onlyLimited ? limited : undefined);
  const rows: CapacityDay[] = [];
  for (let day: IsoDay = from; compareDays(day, to) <= 0; day = addDays(day, 1)) {
    for (const l of limits.values()) {
      const max = limitOn(l.limits, day);
      const b = booked.get(bookedKey(l.categoryEnum, day)) ?? 0;
      if (opts.onlyLimited && !limited.includes(l.categoryEnum)) continue;
      if (max !== null || b > 0) rows.push({ date: day, categoryEnum: l.categoryEnum, booked: b, max });
    }
  }
  return rows;
}
