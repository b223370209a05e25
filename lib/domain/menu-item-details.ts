// What an item page tells beyond the name and price: ingredients, nutrition per 100 g and a portion
// guide by the dog's weight. Stored as JSON on MenuItem; these schemas are the one place that says
// what the JSON holds. The API reads through them (a malformed value shows as none rather than
// failing the menu) and the menu editor writes through them.
import { z } from 'zod';

/** Per 100 g as served: energy in kcal, the rest in grams (the "guaranteed analysis" of pet food). */
export const nutritionSchema = z.object({
  energyKcal: z.number().int().min(0).max(900),
  proteinG: z.number().min(0).max(100),
  fatG: z.number().min(0).max(100),
  fibreG: z.number().min(0).max(100),
  moistureG: z.number().min(0).max(100),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** One row: a dog of `dogWeightKg` gets `perDay` a day, in the item's unit (grams, ml or pieces). */
export const portionRowSchema = z.object({
  dogWeightKg: z.number().int().min(1).max(100),
  perDay: z.number().int().min(1).max(10_000),
});
export type PortionRow = z.infer<typeof portionRowSchema>;

export const portionGuideSchema = z
  .array(portionRowSchema)
  .max(12, 'A portion guide has at most 12 rows.')
  .refine((rows) => rows.every((r, i) => i === 0 || r.dogWeightKg > rows[i - 1].dogWeightKg), 'List the weights from the lightest dog up, each once.');

export const ingredientsSchema = z.array(z.string().trim().min(1).max(60)).max(30);

/** Nutrition as stored, or null when none was given or it does not read as nutrition. */
export function readNutrition(value: unknown): Nutrition | null {
  const parsed = nutritionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The portion guide as stored, [] when none was given or it does not read as one. */
export function readPortionGuide(value: unknown): PortionRow[] {
  const parsed = portionGuideSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * How much a day for a dog of `weightKg`: the row for the nearest listed weight at or above it (a
 * 15 kg dog eats what the 15 kg row says; a 12 kg dog the 15 kg row, erring towards enough), or the
 * heaviest row for a dog heavier than any listed. Null without a guide.
 */
export function portionFor(guide: readonly PortionRow[], weightKg: number): PortionRow | null {
  if (guide.length === 0) return null;
  return guide.find((r) => r.dogWeightKg >= weightKg) ?? guide[guide.length - 1];
}

/** The rows of the nutrition table, in the order pet food labels print them. */
export function nutritionRows(n: Nutrition): { label: string; value: string }[] {
  const grams = (g: number) => `${Number(g.toFixed(1))} g`;
  return [
    { label: 'Energy', value: `${n.energyKcal} kcal` },
    { label: 'Protein', value: grams(n.proteinG) },
    { label: 'Fat', value: grams(n.fatG) },
    { label: 'Fibre', value: grams(n.fibreG) },
    { label: 'Moisture', value: grams(n.moistureG) },
  ];
}
