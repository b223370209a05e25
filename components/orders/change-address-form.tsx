'use client';

import { useId } from 'react';
import Link from 'next/link';
import { useWatch } from 'react-hook-form';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { changeAddressFormSchema } from '@/lib/domain/inputs/change-address-form';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { ChangePreviewNote, useChangePreview } from './change-preview';

const CHANGE_ADDRESS = graphql(`
  mutation ChangeDeliveryAddress($suborderId: ID!, $locationId: ID!, $from: String) {
    changeDeliveryAddress(suborderId: $suborderId, locationId: $locationId, from: $from) { statusCode message suborder { id } }
  }
`);

/** A saved address the subscription may move to (the page keeps only those served for its category). */
export type AddressChoice = { id: string; title: string; line: string };

/**
 * Move a subscription's coming deliveries to another saved address, from a day the viewer may still
 * change (worked out on the server). Only the customer's addresses that serve the category are
 * offered; the server checks again and keeps the cutoff. Once an address and a day are chosen, the
 * server's preview says what the move does to the money and until when it can be changed. The form
 * checks with changeDeliveryAddress's own rules (lib/domain/inputs/change-address-form.ts); a
 * problem, the browser's or the server's, shows beside the address or the day, which takes focus.
 */
export function ChangeAddressForm({
  suborderId,
  suborderNo,
  changeable,
  choices,
  currentId,
}: {
  suborderId: string;
  suborderNo: string;
  changeable: IsoDay[];
  choices: AddressChoice[];
  /** where the next coming delivery goes now */
  currentId: string | null;
}) {
  const id = useId();
  const others = choices.filter((c) => c.id !== currentId);
  const kit = useMutationForm(changeAddressFormSchema, CHANGE_ADDRESS, {
    defaultValues: { locationId: '', from: changeable[0] ?? '' },
    variables: (v) => ({ suborderId, locationId: v.locationId, from: v.from }),
    success: (data) => data.changeDeliveryAddress.message,
    successToast: { duration: 8000 },
  });
  const [from, locationId] = useWatch({ control: kit.form.control, name: ['from', 'locationId'] });
  const preview = useChangePreview(locationId && from ? { kind: 'CHANGE_ADDRESS', suborderId, locationId, from } : null);
  const toError = kit.form.formState.errors.locationId?.message;

  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">Change address</summary>
      {others.length === 0 ? (
        <p className="mt-2">
          You have no other saved address that these meals can go to.{' '}
          <Link href="/address?add=1" className="font-semibold text-brand-700 underline">
            Add an address
          </Link>
        </p>
      ) : (
        <Form kit={kit} className="mt-2 flex flex-col gap-3" aria-label={`Change the address of ${suborderNo}`}>
          <fieldset className="flex flex-col gap-1" aria-describedby={toError ? `${id}-to-error` : undefined}>
            <legend className="mb-1 font-medium">Deliver to</legend>
            {others.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-2">
                <input type="radio" value={c.id} {...kit.form.register('locationId')} className="size-5 shrink-0" {...fieldAria(`${id}-to`, toError)} />
                <span>
                  <span className="font-medium">{c.title}</span>: {c.line}
                </span>
              </label>
            ))}
            <FieldError fieldId={`${id}-to`} message={toError} />
          </fieldset>
          <FormField name="from" label="From" className="flex flex-col gap-1">
            {(control) => (
              <select {...control} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 aria-[invalid=true]:border-red-700 sm:w-72">
                {changeable.map((d) => (
                  <option key={d} value={d}>
                    {formatDay(d)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <ChangePreviewNote state={preview} className="text-sm" />
          <SubmitRow label="Move deliveries" busyLabel="Moving…" />
        </Form>
      )}
    </details>
  );
}
