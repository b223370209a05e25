// What setCapacity and getCapacity take, and the capacity form of one category (/admin/capacity):
// the one place of each capacity rule's words. The form reads the numbers as typed and then applies
// setCapacity's own rules; what depends on today (a past date, one more than a year ahead) is the
// server's to refuse (normalizeCapacity, capacity.ts).
import { z } from 'zod';
import { MAX_CAPACITY_OVERRIDES, MAX_PORTIONS_PER_DAY } from '../capacity';
import { id, isoDay } from './fields';

export const PORTIONS_MESSAGE = `Enter a whole number of portions from 0 to ${MAX_PORTIONS_PER_DAY.toLocaleString('en-IN')}, or leave it empty for no limit.`;
export const OVERRIDES_MESSAGE = `At most ${MAX_CAPACITY_OVERRIDES} dates can have their own capacity.`;
export const DATE_TWICE_MESSAGE = 'This date is listed twice.';

/** A day's portions: a whole number up to the ceiling; null (or left out, in the API) is no limit. */
const portions = z.number({ error: PORTIONS_MESSAGE }).int(PORTIONS_MESSAGE).min(0, PORTIONS_MESSAGE).max(MAX_PORTIONS_PER_DAY, PORTIONS_MESSAGE).nullable();

/** The dates with their own capacity: at most so many, each once (named at its second row). */
const overrideList = <Row extends z.ZodType<{ date: string }>>(row: Row) =>
  z
    .array(row)
    .max(MAX_CAPACITY_OVERRIDES, OVERRIDES_MESSAGE)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((o, i) => {
        if (seen.has(o.date)) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: DATE_TWICE_MESSAGE });
        seen.add(o.date);
      });
    });

export const setCapacityInput = z.object({
  categoryId: id,
  /** null or left out: no daily limit */
  maxPerDay: portions.optional(),
  /** left out: keep the overrides; a list replaces those from today on */
  overrides: overrideList(z.object({ date: isoDay, max: portions.optional() })).nullish(),
});

export const getCapacityInput = z.object({ from: isoDay, to: isoDay });

/** Portions as an admin types them: a whole number, or nothing for "no limit"; then setCapacity's rule. */
const portionsText = z
  .string()
  .transform((text) => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  })
  .pipe(portions);

/** The capacity form of one category: the daily maximum and the dates with their own, as typed. */
export const capacityForm = z.object({
  maxPerDay: portionsText,
  overrides: overrideList(z.object({ date: z.string().trim().min(1, 'Choose a date, or remove the row.').pipe(isoDay), max: portionsText })),
});
