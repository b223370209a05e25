// The customer's own profile forms (/profile-update and the sign-up of /profile-create), checked in
// the browser with the very rules updateUser applies (user-input.ts), plus what these forms ask
// more: a first name, and on sign-up the privacy policy agreed to. The server still checks its own.
import { z } from 'zod';
import { email, personNameOf } from './user-input';

export const FIRST_NAME_REQUIRED = 'Please enter your first name.';
export const PRIVACY_CONSENT_REQUIRED = 'Please read the privacy policy and tick the box to agree to it.';

const firstName = personNameOf('first name').refine((v) => !!v, FIRST_NAME_REQUIRED);

export const profileFormSchema = z.object({
  firstName,
  lastName: personNameOf('last name'),
  email,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const signUpFormSchema = profileFormSchema.extend({
  agreed: z.boolean().refine((v) => v, PRIVACY_CONSENT_REQUIRED),
});
export type SignUpFormValues = z.input<typeof signUpFormSchema>;
