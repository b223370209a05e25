// changeDeliveryAddress's arguments, and the order page's "Change address" form checked in the
// browser with the same rules (an address id, a day as YYYY-MM-DD); the customer reads what is
// missing when no address is chosen yet.
import { z } from 'zod';
import { id, isoDay } from './fields';

export const CHOOSE_ADDRESS_MESSAGE = 'Please choose the address.';

/** The saved address deliveries move to: an id, and none chosen said in words. */
const chosenAddress = z
  .string()
  .refine((v) => v !== '', CHOOSE_ADDRESS_MESSAGE)
  .pipe(id);

export const changeDeliveryAddressInput = z.object({ suborderId: id, locationId: chosenAddress, from: isoDay.nullish() });

/** The form: the address and the day (the subscription is the page's). */
export const changeAddressFormSchema = changeDeliveryAddressInput.pick({ locationId: true }).extend({ from: isoDay });
export type ChangeAddressFormValues = z.input<typeof changeAddressFormSchema>;
