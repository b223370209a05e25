// A cart as the browser sends it to be saved (saveCart, mergeGuestCarts). Prices are not part of
// it: the server reads them from the menu.
import { z } from 'zod';
import { CATEGORY_ENUMS } from '../categories';
import { DELIVERY_DAYS, PURCHASE_MODES } from '../repeat';
import { MAX_DELIVERY_DATES } from '../delivery-dates';
import { id, isoDay, noteText } from './fields';

export const cartVariantInput = z.object({ variantId: id, qty: z.number().int() });

export const cartItemInput = z.object({
  menuItemId: id,
  specialInstructions: noteText(300),
  variants: z.array(cartVariantInput).max(20),
});

export const cartInput = z.object({
  kind: z.enum(CATEGORY_ENUMS),
  buyOrSubscribe: z.enum(PURCHASE_MODES),
  deliveryDates: z.array(isoDay).max(MAX_DELIVERY_DATES),
  deliveryDays: z.array(z.enum(DELIVERY_DAYS)).max(DELIVERY_DAYS.length),
  /** a renewal's start; null or missing: as soon as possible */
  subscriptionStartsOn: isoDay.nullish().transform((v) => v ?? null),
  addressId: id.nullish().transform((v) => v ?? null),
  additionalNotes: noteText(300),
  items: z.array(cartItemInput).max(50),
});
export type CartInput = z.infer<typeof cartInput>;
