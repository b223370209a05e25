// The audit log: getAuditLog's arguments, and the /admin/audit filter form as the admin types it
// (each field named as its URL parameter, so the form also works as a plain GET before any script).
import { z } from 'zod';
import { INVALID_MOBILE_MESSAGE, normalizeIndianMobile } from '../phone';
import { id, paging } from './fields';

export const getAuditLogInput = z.object({ ...paging, userId: id.nullish(), actorId: id.nullish() });

/** The audit log's filters: a customer's mobile number as typed (empty: everyone's), an admin's id (empty: any admin). */
export const auditFilterFormSchema = z.object({
  customer: z
    .string()
    .trim()
    .refine((v) => v === '' || normalizeIndianMobile(v) !== null, INVALID_MOBILE_MESSAGE),
  admin: z.literal('').or(id),
});
export type AuditFilterFormValues = z.input<typeof auditFilterFormSchema>;
