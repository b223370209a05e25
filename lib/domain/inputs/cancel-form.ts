// The order page's cancel form, checked in the browser before it asks to confirm: a reason (the
// customer says why, the admins read it), a few words when the reason is "Other"
// (cancelReasonError, the rule cancelSubscription applies), the day it starts and where money goes.
import { z } from 'zod';
import { CANCEL_REASONS, cancelReasonError } from '../plan-changes';
import { isoDay } from './fields';

export const CHOOSE_REASON_MESSAGE = 'Please choose a reason.';

export const cancelFormSchema = z
  .object({
    from: isoDay,
    reason: z.union([z.enum(CANCEL_REASONS), z.literal('')]),
    note: z.string().max(500),
    refundTo: z.enum(['WALLET', 'UPI']),
  })
  .superRefine((v, ctx) => {
    if (v.reason === '') return ctx.addIssue({ code: 'custom', path: ['reason'], message: CHOOSE_REASON_MESSAGE });
    const noteProblem = cancelReasonError(v.reason, v.note);
    if (noteProblem) ctx.addIssue({ code: 'custom', path: ['note'], message: noteProblem });
  });
export type CancelFormValues = z.output<typeof cancelFormSchema>;
