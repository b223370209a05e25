// What setCapacity and getCapacity take. The values are checked by normalizeCapacity (capacity.ts),
// which names the bad date; this only bounds the shape.
import { z } from 'zod';
import { MAX_CAPACITY_OVERRIDES } from '../capacity';
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
