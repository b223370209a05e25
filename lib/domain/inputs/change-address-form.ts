// The order page's "Change address" form, checked in the browser with changeDeliveryAddress's own
// argument rules (an address id, a day as YYYY-MM-DD), and what the customer reads when no address
// is chosen yet.
import { z } from 'zod';
import { id, isoDay } from './fields';

export const CHOOSE_ADDRESS_MESSAGE = 'Please choose the address.';

export const changeAddressFormSchema = z.object({
  locationId: z
    .string()
    .refine((v) => v !== '', CHOOSE_ADDRESS_MESSAGE)
    .pipe(id),
  from: isoDay,
});
export type ChangeAddressFormValues = z.input<typeof changeAddressFormSchema>;
