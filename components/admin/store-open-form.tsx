'use client';

import { useId } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { useMutation } from '@/lib/client/use-mutation';
import { storeOpenForm } from '@/lib/domain/inputs/store-input';
import { MAX_CLOSED_MESSAGE_LENGTH, type StoreStatus } from '@/lib/domain/store-status';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { controlClasses } from '@/components/ui/field';
import { useStoreWork } from './store-work';

const SET = graphql(`
  mutation SetStoreOpen($openStatus: Boolean!, $closedMessage: String) {
    setStoreStatus(openStatus: $openStatus, closedMessage: $closedMessage) { openStatus closedMessage closedDates }
  }
`);

const CHOICES = [
  { value: 'open', label: 'Open: take orders' },
  { value: 'closed', label: 'Closed: take no orders' },
] as const;

/** Open or close the store, with the message customers read while it is closed. */
export function StoreOpenForm({ store }: { store: StoreStatus }) {
  const id = useId();
  const work = useStoreWork();
  const kit = useSchemaForm(storeOpenForm, { defaultValues: { openStatus: store.openStatus ? 'open' : 'closed', closedMessage: store.closedMessage ?? '' } });
  const save = useMutation(SET, { onError: kit.showServerError });
  const submit = kit.submitWith((v) =>
    work.run('status', () =>
      save.run(
        { openStatus: v.openStatus, closedMessage: v.closedMessage ?? '' },
        { success: v.openStatus ? 'The store is open: customers can order.' : 'The store is closed: no orders until you reopen it.' },
      ),
    ),
  );

  return (
    <section aria-labelledby={`${id}-status`} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <h2 id={`${id}-status`} className="text-lg font-semibold">
        Open or closed
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="store-state">
        {store.openStatus ? (
          <>
            The store is <strong className="text-green-800">open</strong>: customers can place orders.
          </>
        ) : (
          <>
            The store is <strong className="text-red-800">closed</strong>: the menu shows your message and nobody can place an order.
          </>
        )}
      </p>
      <Form kit={kit} onSubmit={submit} busy={save.busy} className="mt-3 flex flex-col gap-3" aria-labelledby={`${id}-status`}>
        <fieldset>
          <legend className="text-sm font-medium">Orders</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {CHOICES.map((o) => (
              <label key={o.value} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3">
                <input type="radio" value={o.value} {...kit.form.register('openStatus')} />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          name="closedMessage"
          label="Message shown while closed"
          hint="For example: “Closed for Diwali, back on Monday 9 November.” Left empty, customers read a plain “we are closed” note."
        >
          {(control) => <textarea rows={2} maxLength={MAX_CLOSED_MESSAGE_LENGTH} {...control} className={`${controlClasses} text-sm`} />}
        </FormField>
        <SubmitRow label="Save" busyLabel="Saving…" disabled={work.working !== null && work.working !== 'status'} />
      </Form>
    </section>
  );
}
