// What setCapacity and getCapacity take. The values are checked by normalizeCapacity (capacity.ts),
// which names the bad date; this only bounds the shape.
import { z } from 'zod';
import { MAX_CAPACITY_OVERRIDES, MAX_PORTIONS_PER_DAY } from '../capacity';
import { isIsoDay } from '../calendar';
import { id, isoDay } from './fields';

const portions = z.number().int().nullish();

export const setCapacityInput = z.object({
  categoryId: id,
  /** null or left out: no daily limit */
  maxPerDay: portions,
  /** left out: keep the overrides; a list replaces those from today on */
  overrides: z.array(z.object({ date: z.string().trim().max(10), max: portions })).max(MAX_CAPACITY_OVERRIDES * 2).nullish(),
});

export const getCapacityInput = z.object({ from: isoDay, to: isoDay });

/** Portions as an admin types them: a whole number, or nothing for "no limit". */
const portionsText = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(n <= MAX_PORTIONS_PER_DAY)) {
    ctx.addIssue({ code: 'custom', message: `Enter a whole number of portions from 0 to ${MAX_PORTIONS_PER_DAY.toLocaleString('en-IN')}, or leave it empty for no limit.` });
    return z.NEVER;
  }
  return n;
});

/**
 * The capacity form of one category (/admin/capacity): the daily maximum and the dates with their
 * own, as typed. Past and far dates are the server's to refuse (normalizeCapacity), with its today.
 */
export const capacityForm = z
  .object({
    maxPerDay: portionsText,
    overrides: z
      .array(z.object({ date: z.string().trim().min(1, 'Choose a date, or remove the row.').refine(isIsoDay, 'Use a date as YYYY-MM-DD.'), max: portionsText }))
      .max(MAX_CAPACITY_OVERRIDES, `At most ${MAX_CAPACITY_OVERRIDES} dates can have their own capacity.`),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.overrides.forEach((o, i) => {
      if (seen.has(o.date)) ctx.addIssue({ code: 'custom', path: ['overrides', i, 'date'], message: 'This date is listed twice.' });
      seen.add(o.date);
    });
  });

