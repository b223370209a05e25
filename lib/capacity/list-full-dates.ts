import 'server-only';
import { addDays, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { fullDatesByCategory, MAX_CAPACITY_RANGE_DAYS } from '@/lib/domain/capacity';
import { getCapacity } from './get-capacity';

/** The days each category is fully booked from today on (a quarter ahead): what the date picker greys out. */
export async function listFullDates(now: Date): Promise<Partial<Record<CategoryCode, IsoDay[]>>> {
  const today = kolkataToday(now);
  // Only limited categories can be full: with no limit set anywhere (the default) nothing is counted.
  return fullDatesByCategory(await getCapacity(today, addDays(today, MAX_CAPACITY_RANGE_DAYS - 1), { onlyLimited: true }));
}
