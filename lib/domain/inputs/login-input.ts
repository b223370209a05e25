// The login's first step: the mobile number a code is sent to. sendOtp's argument rule (the resolver
// parses with loginPhoneNumber) and the login form's check are this one schema; the form also asks
// what the service checks next (an Indian mobile number), with the service's own words.
import { z } from 'zod';
import { INVALID_MOBILE_MESSAGE, normalizeIndianMobile } from '../phone';

export const loginPhoneNumber = z.string().trim().min(1, 'Please enter your mobile number.').max(20, INVALID_MOBILE_MESSAGE);

export const loginPhoneFormSchema = z.object({
  phone: loginPhoneNumber.refine((v) => v === '' || normalizeIndianMobile(v) !== null, INVALID_MOBILE_MESSAGE),
});
export type LoginPhoneForm = z.input<typeof loginPhoneFormSchema>;
