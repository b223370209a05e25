'use client';

// The form kit in each of its states, for /admin/ui. Nothing is sent: the submit waits a moment (to
// show the busy button) and then answers as the server would refuse a UTR already used, which the
// kit puts beside that field. Real forms send with useMutationForm instead of submitWith.
import { z } from 'zod';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { requiredText } from '@/lib/domain/inputs/fields';
import { utr } from '@/lib/domain/inputs/payment-input';
import { useState } from 'react';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';

const schema = z.object({ reason: requiredText('reason', 200), utr });

export function FormKitDemo() {
  const kit = useSchemaForm(schema, { defaultValues: { reason: '', utr: '' } });
  const [busy, setBusy] = useState(false);
  const submit = kit.submitWith(async () => {
    setBusy(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    setBusy(false);
    kit.showServerError({ code: 'CONFLICT', field: 'utr', message: 'utr: This UTR is already on another payment.' });
  });
  return (
    <Form kit={kit} onSubmit={submit} busy={busy} aria-label="Form kit example" className="max-w-md space-y-4">
      <FormField name="reason" label="Reason" hint="The customer reads this in their wallet." />
      <FormField name="utr" label="UTR of the payout" hint="12 digits, e.g. 612345678901" input={{ inputMode: 'numeric', autoComplete: 'off' }} />
      <SubmitRow label="Give credit" busyLabel="Giving credit…" />
    </Form>
  );
}
