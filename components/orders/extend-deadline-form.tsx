'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { extendPaymentDeadlineForm } from '@/lib/domain/inputs/notification-input';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { controlClasses } from '@/components/ui/field';

const EXTEND = graphql(`
  mutation ExtendPaymentDeadline($orderId: ID!, $hours: Int!) {
    extendPaymentDeadline(orderId: $orderId, hours: $hours) { id dueAt }
  }
`);

/** Admin: give the customer more time to pay before the order expires. */
export function ExtendDeadlineForm({ orderId }: { orderId: string }) {
  const kit = useMutationForm(extendPaymentDeadlineForm, EXTEND, {
    defaultValues: { hours: '24' },
    variables: (v) => ({ orderId, hours: v.hours }),
    success: (_, v) => `Deadline extended by ${v.hours} hours`,
  });
  return (
    <Form kit={kit} aria-label="Extend the payment deadline" className="flex flex-wrap items-start gap-2">
      <FormField name="hours" label="Give more time to pay (hours)" input={{ inputMode: 'numeric', autoComplete: 'off', className: `${controlClasses} w-28` }} />
      <div className="sm:mt-6">
        <SubmitRow label="Extend deadline" busyLabel="Extending…" variant="secondary" />
      </div>
    </Form>
  );
}
