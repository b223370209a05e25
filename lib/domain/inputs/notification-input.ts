// getNotifications and the admin's deadline extension.
import { z } from 'zod';
import { id, paging, wholeNumberText } from './fields';
import { MAX_DEADLINE_EXTENSION_HOURS } from '../payment-deadline';

export const listNotificationsInput = z.object({ userId: id.nullish(), ...paging });
export type ListNotificationsInput = z.infer<typeof listNotificationsInput>;

export const extendPaymentDeadlineInput = z.object({
  orderId: id,
  hours: z
    .number({ error: 'Please enter a number of hours.' })
    .int('Please enter whole hours.')
    .min(1, 'Extend by at least 1 hour.')
    .max(MAX_DEADLINE_EXTENSION_HOURS, `Extend by at most ${MAX_DEADLINE_EXTENSION_HOURS} hours (30 days) at a time.`),
});
export type ExtendPaymentDeadlineInput = z.infer<typeof extendPaymentDeadlineInput>;

/** The admin's "give more time to pay" form: the hours as typed, then the same bounds. */
export const extendPaymentDeadlineForm = z.object({ hours: wholeNumberText('Please enter whole hours.').pipe(extendPaymentDeadlineInput.shape.hours) });
