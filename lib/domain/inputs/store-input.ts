// What setStoreStatus takes. Each closed date is checked by normalizeClosedDates (store-status.ts),
// which names the bad one; this only bounds the shape.
import { z } from 'zod';
import { MAX_CLOSED_DATES, MAX_CLOSED_MESSAGE_LENGTH } from '../store-status';
import { optionalText } from './fields';
import { compareDays, isIsoDay, type IsoDay } from '../calendar';
import { normalizeIndianMobile } from '../phone';

export const storeStatusInput = z.object({
  openStatus: z.boolean(),
  /** left out: keep the current message; null or '': none */
  closedMessage: optionalText('closed message', MAX_CLOSED_MESSAGE_LENGTH),
  /** left out: keep the current dates; a list replaces them. Past days are dropped, so a few more may come in. */
  closedDates: z.array(z.string().trim().max(10)).max(MAX_CLOSED_DATES * 2).nullish(),
});
export const closeDatesInput = z.object({
  dates: z.array(z.string().trim().max(10)).min(1, 'Choose at least one date to close.').max(MAX_CLOSED_DATES),
  bookings: z.enum(['MOVE', 'CANCEL']),
});

export type StoreStatusInput = z.infer<typeof storeStatusInput>;

/** The admin's open/closed form (/admin/store): the radios' value and the message, as typed. */
export const storeOpenForm = z.object({
  openStatus: z.enum(['open', 'closed']).transform((v) => v === 'open'),
  closedMessage: storeStatusInput.shape.closedMessage,
});

/** Closing the kitchen from a day (through another, for a range), never before `today`. */
export const closedDatesForm = (today: IsoDay) =>
  z
    .object({
      from: z.string().refine(isIsoDay, 'Please choose a date.').refine((d) => compareDays(d, today) >= 0, 'Please choose today or a later day.'),
      through: z.string().refine((d) => d === '' || isIsoDay(d), 'Please choose a date, or leave it empty.'),
    })
    .superRefine((form, ctx) => {
      if (form.through && compareDays(form.through, form.from) < 0) ctx.addIssue({ code: 'custom', path: ['through'], message: 'The last day must be on or after the first.' });
    });

/**
 * What requestDeliveryArea takes: a PIN, and a phone number (as a customer types it) or an email
 * address. The contact comes out normalised: '+91XXXXXXXXXX' or a lower-case address.
 */
export const deliveryAreaRequestInput = z.object({
  pinCode: z.string().trim().regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit PIN code.'),
  contact: z
    .string({ error: 'Please enter your phone number or email address.' })
    .trim()
    .min(1, 'Please enter your phone number or email address.')
    .max(120, 'Please enter a phone number or an email address of at most 120 characters.')
    .transform((value, ctx) => {
      if (value.includes('@')) {
        if (z.email().safeParse(value).success) return value.toLowerCase();
      } else {
        const phone = normalizeIndianMobile(value);
        if (phone) return phone;
      }
      ctx.addIssue({ code: 'custom', message: 'Please enter a 10-digit mobile number or an email address.' });
      return z.NEVER;
    }),
});
export type DeliveryAreaRequestInput = z.infer<typeof deliveryAreaRequestInput>;
