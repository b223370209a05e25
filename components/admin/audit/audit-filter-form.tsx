'use client';

import { useRouter } from 'next/navigation';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { auditFilterFormSchema } from '@/lib/domain/inputs/audit-input';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { ButtonLink } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { auditHref, type AuditQuery } from './audit-href';

/**
 * Filter by the customer's mobile number and by the admin who made the change. The URL is the
 * state (the page keys the form by it, so Clear or a link starts it again): with the page's script the checked filters (lib/domain/inputs/audit-input.ts) become that
 * URL, a number that is no mobile number said beside it; before it, the form is a plain GET.
 */
export function AuditFilterForm({ query, admins, actorId }: { query: AuditQuery; admins: { id: string; name: string }[]; actorId: string | null }) {
  const router = useRouter();
  const kit = useSchemaForm(auditFilterFormSchema, { defaultValues: { customer: query.customer, admin: actorId ?? '' } });
  const submit = kit.submitWith((v) => router.push(auditHref({ customer: v.customer, admin: v.admin })));
  return (
    <Form
      kit={kit}
      onSubmit={submit}
      method="get"
      action="/admin/audit"
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto]"
    >
      <FormField
        name="customer"
        label="Customer's mobile number"
        className="flex flex-col gap-1"
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '98765 43210', defaultValue: query.customer, className: controlClasses }}
      />
      <FormField name="admin" label="Changed by" className="flex flex-col gap-1">
        {(control) => (
          <select defaultValue={actorId ?? ''} {...control} className={controlClasses}>
            <option value="">Any admin</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="self-end">
        <SubmitRow label="Filter" secondary={<ButtonLink href="/admin/audit" variant="secondary">Clear</ButtonLink>} />
      </div>
    </Form>
  );
}
