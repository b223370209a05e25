// The order page's "Change" form of a coming delivery, checked in the browser with
// changeDeliveryItems's own quantity rule (deliveryItemsInput): each quantity is typed as text, read
// as a number, and its problem is said beside it in the server's words; the quantities together
// carry one line for the group.
import { z } from 'zod';
import { MAX_ITEM_QUANTITY } from '../delivery-items';
import { deliveryItemsInput } from './order-input';

/** The line under the quantities while any of them cannot be sent. */
export const QUANTITIES_MESSAGE = `Quantities must be whole numbers from 0 to ${MAX_ITEM_QUANTITY}.`;

// An empty box brings none, as 0 does.
const typedQuantity = z
  .string()
  .transform((typed) => (typed.trim() === '' ? 0 : Number(typed)))
  .refine((n) => !Number.isNaN(n), 'Quantities must be whole numbers.')
  .pipe(deliveryItemsInput.element.shape.quantity);

export const changeItemsFormSchema = z.object({
  items: z.array(z.object({ variantId: z.string(), quantity: typedQuantity })),
  applyToLaterDeliveries: z.boolean(),
});
export type ChangeItemsFormValues = z.input<typeof changeItemsFormSchema>;
export type ChangeItemsFormOutput = z.output<typeof changeItemsFormSchema>;
