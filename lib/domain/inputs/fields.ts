// The building blocks every input schema is made of, so an id, a day or an amount is checked the
// same way in every operation. Pure zod: the server validates with these, the browser only imports
// the types inferred from them.
import { z } from 'zod';
import { isIsoDay } from '../calendar';
import { parseRupees, RUPEES_MESSAGE } from '../money';

export const id = z.string().trim().min(1).max(64);
export const ref = z.object({ id });

/** 'YYYY-MM-DD', a real calendar day. */
export const isoDay = z.string().trim().refine(isIsoDay, 'Use a date as YYYY-MM-DD.');

/** paise */
export const money = z.number().int().min(0).max(100_000_000);

/** An amount a person types in rupees ('500', '499.50') in a form, read as paise. */
export const rupees = z.string().transform((text, ctx) => {
  const paise = parseRupees(text);
  if (paise === null) {
    ctx.addIssue({ code: 'custom', message: RUPEES_MESSAGE });
    return z.NEVER;
  }
  return paise;
});

/** A whole number as a person types it in a form ('24'), read as a number; `message` when it is not one. */
export const wholeNumberText = (message: string) =>
  z.string().transform((text, ctx) => {
    const trimmed = text.trim();
    if (!/^\d{1,9}$/.test(trimmed)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(trimmed);
  });

export const paging = {
  skip: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
};

/** A text field a person must fill in; the message names it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

/**
 * An optional text field on an update: left out means "keep what is there", while '' (an emptied
 * form field) or null means "none".
 */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .nullish()
    .transform((s) => (s === undefined ? undefined : s || null));

/** Free text that may be absent: null when missing or blank. */
export const noteText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v?.trim() ? v : null));
