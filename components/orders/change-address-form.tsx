'use client';

import { useId, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { FormAlert } from '@/components/ui/form-alert';
import { ChangeableDaySelect } from './changeable-day-select';
import type { IsoDay } from '@/lib/domain/calendar';

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
 * offered; the server checks again and keeps the cutoff.
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
  const [from, setFrom] = useState<IsoDay>(changeable[0] ?? '');
  const [locationId, setLocationId] = useState<string | null>(null);
  const { run, busy, error, setError } = useMutation(CHANGE_ADDRESS, { success: (data) => data.changeDeliveryAddress.message, successToast: { duration: 8000 } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!locationId) return setError('Please choose the address.');
    setError(null);
    await run({ suborderId, locationId, from });
  };

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
        <form onSubmit={submit} className="mt-2 flex flex-col gap-3" aria-label={`Change the address of ${suborderNo}`} noValidate>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">Deliver to</legend>
            {others.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-2">
                <input type="radio" name={`${id}-to`} value={c.id} checked={locationId === c.id} onChange={() => setLocationId(c.id)} className="size-5 shrink-0" />
                <span>
                  <span className="font-medium">{c.title}</span>: {c.line}
                </span>
              </label>
            ))}
          </fieldset>
          <ChangeableDaySelect id={`${id}-from`} label="From" days={changeable} value={from} onChange={setFrom} />
          <div>
            <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {busy ? 'Moving…' : 'Move deliveries'}
            </button>
          </div>
          <FormAlert message={error} />
        </form>
      )}
    </details>
  );
}
