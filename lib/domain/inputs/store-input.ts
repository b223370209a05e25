// What setStoreStatus takes. Each closed date is checked by normalizeClosedDates (store-status.ts),
// which names the bad one; this only bounds the shape.
import { z } from 'zod';
import { MAX_CLOSED_DATES, MAX_CLOSED_MESSAGE_LENGTH } from '../store-status';
import { optionalText } from './fields';

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
