// The customer's data rights: deleting their own account (deleteMyAccount).
import { z } from 'zod';

export const deleteMyAccountInput = z.object({
  /** typed again by the person, as they log in with it: the account's own number, or nothing happens */
  confirmPhoneNumber: z.string().trim().min(1, 'Please type your mobile number to confirm.').max(20),
});
export type DeleteMyAccountInput = z.infer<typeof deleteMyAccountInput>;
