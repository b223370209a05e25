// What a menu item the admin writes must be (the menu editor), and when an item can be
// ordered. Pure zod and functions: the API validates createMenuItem/updateMenuItem with
// menuItemInputSchema, the editor's form validates with menuItemFormSchema (the same rules, with the
// price typed in rupees and the GST rate in percent), and the cart and saveOrders ask
// soldOutProblem before taking an item for some dates.
import { z } from 'zod';
import { addDays, compareDays, formatDay, isIsoDay, type IsoDay } from './calendar';
import { FOOD_TYPES } from './food-types';
import { gstRateProblem, hsnProblem } from './gst';
import { UNIT_TYPES } from './units';
import { parseRupees } from './money';
import { ingredientsSchema, nutritionSchema, portionGuideSchema, type Nutrition, type PortionRow } from './menu-item-details';

export const MENU_ITEM_NAME_MAX = 80;
export const MENU_ITEM_DESCRIPTION_MAX = 1000;
export const MAX_VARIANTS = 10;
export const MAX_SOLD_OUT_DATES = 60;
/** ₹1,00,000: a price above it is a typo (an extra zero), not a dog meal */
export const MAX_VARIANT_PRICE = 10_000_000;
export const MAX_VARIANT_UNIT = 100_000;

const name = z
  .string({ error: 'Please enter the name.' })
  .trim()
  .min(2, 'The name needs at least 2 characters.')
  .max(MENU_ITEM_NAME_MAX, `The name can be at most ${MENU_ITEM_NAME_MAX} characters.`);
const description = z
  .string()
  .trim()
  .max(MENU_ITEM_DESCRIPTION_MAX, `The description can be at most ${MENU_ITEM_DESCRIPTION_MAX} characters.`)
  .nullish()
  .transform((s) => s || null);
const categoryId = z.string({ error: 'Please choose a category.' }).trim().min(1, 'Please choose a category.').max(64);
const foodType = z.enum(FOOD_TYPES, { error: 'Please choose veg or non-veg.' }).nullish().transform((v) => v ?? null);
const hsn = z
  .string({ error: 'Please enter the HSN code.' })
  .trim()
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => hsnProblem(s) === null, 'An HSN code is 4, 6 or 8 digits, e.g. 23091000 for dog food.');
const sortOrder = z.number({ error: 'The position is a whole number.' }).int('The position is a whole number.').min(0, 'The position is 0 or more.').max(10_000, 'The position is at most 10000.');
const soldOutDates = z
  .array(z.string().trim().refine(isIsoDay, 'A sold-out date is a day as YYYY-MM-DD.'))
  .max(MAX_SOLD_OUT_DATES, `At most ${MAX_SOLD_OUT_DATES} sold-out dates.`)
  .nullish()
  .transform((days) => [...new Set(days ?? [])].sort());
const unit = z
  .number({ error: 'Enter the size as a whole number.' })
  .int('Enter the size as a whole number.')
  .min(1, 'The size is at least 1.')
  .max(MAX_VARIANT_UNIT, `The size is at most ${MAX_VARIANT_UNIT}.`);
const unitType = z.enum(UNIT_TYPES, { error: 'Choose g, ml or pcs.' });
const imageId = z.string().trim().max(64).nullish().transform((s) => s || null);

/** No two variants of the same size: the menu could not tell them apart. */
function uniqueSizes(variants: readonly { unit: number; unitType: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    const key = `${v.unit} ${v.unitType}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'unit'], message: 'Two sizes are the same: change or remove one.' });
    seen.add(key);
  });
}

/** createMenuItem / updateMenuItem input (the contract's MenuItemInput): prices in paise, GST in tenths of a percent. */
export const menuItemInputSchema = z
  .object({
    name,
    description,
    categoryId,
    foodType,
    imageId,
    hsn,
    gstRate: z.number({ error: 'Please enter the GST rate.' }).int('A GST rate is a percentage from 0 to 40, in steps of 0.1.').refine((n) => gstRateProblem(n) === null, 'A GST rate is a percentage from 0 to 40, in steps of 0.1.'),
    sortOrder: sortOrder.nullish().transform((n) => n ?? 0),
    available: z.boolean().nullish().transform((b) => b ?? true),
    soldOutDates,
    ingredients: ingredientsSchema.nullish().transform((l) => l ?? []),
    nutrition: nutritionSchema.nullish().transform((n) => n ?? null),
    portionGuide: portionGuideSchema.nullish().transform((g) => g ?? []),
    variants: z
      .array(
        z.object({
          id: z.string().trim().max(64).nullish().transform((s) => s || null),
          unit,
          unitType,
          price: z.number().int('A price is in whole paise.').min(100, 'A price is at least ₹1.').max(MAX_VARIANT_PRICE, 'A price is at most ₹1,00,000.'),
        }),
      )
      .min(1, 'Add at least one size with its price.')
      .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} sizes.`),
  })
  .superRefine((v, ctx) => uniqueSizes(v.variants, ctx));
export type MenuItemInput = z.output<typeof menuItemInputSchema>;
export type MenuItemInputRaw = z.input<typeof menuItemInputSchema>;

const isPriceInRange = (paise: number | null) => paise !== null && paise >= 100 && paise <= MAX_VARIANT_PRICE;
const grams = (label: string) => z.string().trim().refine((s) => s === '' || (/^\d{1,3}(\.\d)?$/.test(s) && Number(s) <= 100), `${label} is in grams per 100 g, from 0 to 100, e.g. 12.5.`);
/** 'chicken, rice,  carrot' -> ['chicken', 'rice', 'carrot'] */
const splitList = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
const PERCENT = /^\d{1,2}(\.\d)?$/;

/**
 * The editor's form: what the admin types (rupees, percent, sizes as text), with the messages shown
 * beside each field. toMenuItemInput turns a valid form into the API's input.
 */
export const menuItemFormSchema = z
  .object({
    name,
    description: z.string().trim().max(MENU_ITEM_DESCRIPTION_MAX, `The description can be at most ${MENU_ITEM_DESCRIPTION_MAX} characters.`),
    categoryId,
    foodType: z.enum(['veg', 'nonveg', ''], { error: 'Please choose veg or non-veg.' }),
    imageId: z.string(),
    hsn,
    gstPercent: z
      .string()
      .trim()
      .refine((s) => PERCENT.test(s) && gstRateProblem(Math.round(Number(s) * 10)) === null, 'A GST rate is a percentage from 0 to 40, e.g. 5 or 12 or 2.5.'),
    sortOrder: z.string().trim().refine((s) => /^\d{1,5}$/.test(s) && Number(s) <= 10_000, 'The position is a whole number from 0 to 10000.'),
    available: z.boolean(),
    soldOutDates: z.array(z.object({ day: z.string().trim().refine(isIsoDay, 'Choose a date.') })).max(MAX_SOLD_OUT_DATES, `At most ${MAX_SOLD_OUT_DATES} sold-out dates.`),
    ingredients: z
      .string()
      .trim()
      .refine((s) => splitList(s).length <= 30 && splitList(s).every((x) => x.length <= 60), 'At most 30 ingredients, each at most 60 characters, separated by commas.'),
    nutrition: z.object({
      energyKcal: z.string().trim().refine((s) => s === '' || (/^\d{1,3}$/.test(s) && Number(s) <= 900), 'Energy is a whole number of kcal up to 900.'),
      proteinG: grams('Protein'),
      fatG: grams('Fat'),
      fibreG: grams('Fibre'),
      moistureG: grams('Moisture'),
    }),
    portionGuide: z.array(
      z.object({
        dogWeightKg: z.string().trim().refine((s) => /^\d{1,3}$/.test(s) && Number(s) >= 1 && Number(s) <= 100, 'A weight from 1 to 100 kg.'),
        perDay: z.string().trim().refine((s) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 10_000, 'A whole amount from 1 to 10000.'),
      }),
    ).max(12, 'A portion guide has at most 12 rows.'),
    variants: z
      .array(
        z.object({
          id: z.string(),
          unit: z.string().trim().refine((s) => /^\d{1,6}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_VARIANT_UNIT, `Enter the size as a whole number from 1 to ${MAX_VARIANT_UNIT}.`),
          unitType,
          rupees: z
            .string()
            .trim()
            .refine((s) => isPriceInRange(parseRupees(s)), 'Enter the price in rupees, from 1 to 100000, e.g. 120 or 120.50.'),
        }),
      )
      .min(1, 'Add at least one size with its price.')
      .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} sizes.`),
  })
  .superRefine((v, ctx) => {
    uniqueSizes(v.variants.map((x) => ({ unit: Number(x.unit), unitType: x.unitType })), ctx);
    // nutrition: all five figures or none
    const n = Object.values(v.nutrition);
    if (n.some((x) => x.trim() !== '') && n.some((x) => x.trim() === '')) ctx.addIssue({ code: 'custom', path: ['nutrition', 'energyKcal'], message: 'Fill in all five nutrition figures, or none.' });
    const weights = v.portionGuide.map((r) => Number(r.dogWeightKg));
    weights.forEach((w, i) => {
      if (i > 0 && !(w > weights[i - 1])) ctx.addIssue({ code: 'custom', path: ['portionGuide', i, 'dogWeightKg'], message: 'List the weights from the lightest dog up, each once.' });
    });
  });
export type MenuItemForm = z.input<typeof menuItemFormSchema>;

/** A valid form as the API's MenuItemInput. */
export function toMenuItemInput(form: z.output<typeof menuItemFormSchema>): MenuItemInputRaw {
  return {
    name: form.name,
    description: form.description || null,
    categoryId: form.categoryId,
    foodType: form.foodType || null,
    imageId: form.imageId || null,
    hsn: form.hsn,
    gstRate: Math.round(Number(form.gstPercent) * 10),
    sortOrder: Number(form.sortOrder),
    available: form.available,
    soldOutDates: form.soldOutDates.map((d) => d.day),
    ingredients: splitList(form.ingredients),
    nutrition: form.nutrition.energyKcal
      ? { energyKcal: Number(form.nutrition.energyKcal), proteinG: Number(form.nutrition.proteinG), fatG: Number(form.nutrition.fatG), fibreG: Number(form.nutrition.fibreG), moistureG: Number(form.nutrition.moistureG) }
      : null,
    portionGuide: form.portionGuide.map((r) => ({ dogWeightKg: Number(r.dogWeightKg), perDay: Number(r.perDay) })),
    // The form schema has checked each price parses; NaN (never reached) would be refused by the API's schema, not sent as a guess.
    variants: form.variants.map((v) => ({ id: v.id || null, unit: Number(v.unit), unitType: v.unitType, price: parseRupees(v.rupees) ?? Number.NaN })),
  };
}

/** A menu item as the editor's form starts: empty for a new one, or a copy of an item's values. */
export function menuItemFormValues(item?: {
  id?: string;
  name: string;
  description: string | null;
  categoryId: string;
  foodType: 'veg' | 'nonveg' | null;
  hsn: string;
  gstRate: number;
  sortOrder: number;
  available: boolean;
  soldOutDates: readonly string[];
  ingredients: readonly string[];
  nutrition: Nutrition | null;
  portionGuide: readonly PortionRow[];
  variants: readonly { id: string; unit: number; unitType: (typeof UNIT_TYPES)[number]; price: number }[];
}, opts: { duplicate?: boolean; defaultCategoryId?: string } = {}): MenuItemForm {
  if (!item) {
    return {
      name: '',
      description: '',
      categoryId: opts.defaultCategoryId ?? '',
      foodType: '',
      imageId: '',
      hsn: '23091000',
      gstPercent: '5',
      sortOrder: '0',
      available: true,
      soldOutDates: [],
      ingredients: '',
      nutrition: { energyKcal: '', proteinG: '', fatG: '', fibreG: '', moistureG: '' },
      portionGuide: [],
      variants: [{ id: '', unit: '', unitType: 'GRAMS', rupees: '' }],
    };
  }
  return {
    // a duplicate is a new item: its own name (the category's names are unique) and new sizes
    name: opts.duplicate ? `${item.name} (copy)`.slice(0, MENU_ITEM_NAME_MAX) : item.name,
    description: item.description ?? '',
    categoryId: item.categoryId,
    foodType: item.foodType ?? '',
    imageId: '',
    hsn: item.hsn,
    gstPercent: String(item.gstRate / 10),
    sortOrder: String(item.sortOrder),
    available: item.available,
    soldOutDates: item.soldOutDates.map((day) => ({ day })),
    ingredients: item.ingredients.join(', '),
    nutrition: item.nutrition
      ? { energyKcal: String(item.nutrition.energyKcal), proteinG: String(item.nutrition.proteinG), fatG: String(item.nutrition.fatG), fibreG: String(item.nutrition.fibreG), moistureG: String(item.nutrition.moistureG) }
      : { energyKcal: '', proteinG: '', fatG: '', fibreG: '', moistureG: '' },
    portionGuide: item.portionGuide.map((r) => ({ dogWeightKg: String(r.dogWeightKg), perDay: String(r.perDay) })),
    variants: item.variants.map((v) => ({ id: opts.duplicate ? '' : v.id, unit: String(v.unit), unitType: v.unitType, rupees: (v.price / 100).toFixed(2).replace(/\.00$/, '') })),
  };
}

import type { Availability } from './sold-out';
export type { Availability } from './sold-out';
export { soldOutBadge } from './sold-out';

/** The first day from `from` on which the item is not sold out; null when it is unavailable altogether. */
export function nextAvailableDay(item: Availability, from: IsoDay): IsoDay | null {
  if (!item.available) return null;
  const sold = new Set(item.soldOutDates);
  let day = from;
  // sold-out dates are at most MAX_SOLD_OUT_DATES, so this ends within that many steps
  while (sold.has(day)) day = addDays(day, 1);
  return day;
}

/**
 * Why the item cannot be delivered on these dates, naming the next date it is available; null when
 * it can. 'Chicken Rice is sold out on Tue, 1 Dec. It is available again from Wed, 2 Dec.'
 */
export function soldOutProblem(item: Availability, dates: readonly IsoDay[]): string | null {
  if (!item.available) return `${item.name} is sold out for now. Please remove it from your cart.`;
  const sold = new Set(item.soldOutDates);
  const hit = [...dates].filter((d) => sold.has(d)).sort(compareDays);
  if (hit.length === 0) return null;
  const next = nextAvailableDay(item, hit[0])!;
  const on = hit.length === 1 ? formatDay(hit[0]) : `${hit.slice(0, -1).map((d) => formatDay(d)).join(', ')} and ${formatDay(hit[hit.length - 1])}`;
  return `${item.name} is sold out on ${on}. It is available again from ${formatDay(next)}.`;
}

