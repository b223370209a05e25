'use client';

// The address form's typed fields: their labels, lengths and first values, and the controls that
// show each one's problem beside it (fieldAria names the error, so a screen reader reads it too).
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADDRESS_STATES, stateByName } from '@/lib/domain/gst-states';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import type { AddressView } from './address-view';

export type AddressField = 'title' | 'lineOne' | 'linetwo' | 'city' | 'state' | 'zipCode' | 'dropNote';
export const ADDRESS_FIELDS = new Set<string>(['title', 'lineOne', 'linetwo', 'city', 'state', 'zipCode', 'dropNote'] satisfies AddressField[]);

export const ADDRESS_LABELS: Record<AddressField, string> = {
  title: 'Title (e.g. Home, Office)',
  lineOne: 'Address line 1',
  linetwo: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'PIN code',
  dropNote: 'Drop note for the delivery person (optional)',
};
const MAX: Record<AddressField, number> = { title: 40, lineOne: 120, linetwo: 120, city: 60, state: 60, zipCode: 6, dropNote: 300 };

/** What the form starts with: the address's own values, or a new one in Bengaluru, Karnataka. */
export function initialAddressValues(address: AddressView | null): Record<AddressField, string> {
  return {
    title: address?.title ?? '',
    lineOne: address?.lineOne ?? '',
    linetwo: address?.linetwo ?? '',
    city: address?.city ?? 'Bengaluru',
    // An old address whose state is not one of the list must be corrected: nothing is chosen.
    state: address ? (stateByName(address.state)?.name ?? '') : 'Karnataka',
    zipCode: address?.zipCode ?? '',
    dropNote: address?.dropNote ?? '',
  };
}

type FieldProps = { id: string; field: AddressField; registration: UseFormRegisterReturn; error?: string };

/** A one-line field of the address. */
export function AddressInput({ id, field, registration, error, ...extra }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {ADDRESS_LABELS[field]}
      </label>
      <input
        id={id}
        {...registration}
        maxLength={MAX[field]}
        {...fieldAria(id, error)}
        className="min-h-11 rounded-lg border border-stone-400 px-3 aria-[invalid]:border-red-700"
        {...extra}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

/** The state decides the tax (its GST state code is the place of supply): chosen from the list. */
export function StateSelect({ id, registration, error, chosen }: Omit<FieldProps, 'field'> & { chosen: string }) {
  // min-w-0 and w-full: the longest state's name would otherwise set the grid column's width
  // and push a 390 px screen sideways.
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {ADDRESS_LABELS.state}
      </label>
      <select
        id={id}
        {...registration}
        required
        autoComplete="address-level1"
        {...fieldAria(id, error)}
        className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 aria-[invalid]:border-red-700"
      >
        {!chosen && <option value="">Choose a state</option>}
        {ADDRESS_STATES.map((s) => (
          <option key={s.code} value={s.name}>
            {s.name}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

/** The note the delivery person reads at the door. */
export function DropNoteField({ id, registration, error }: Omit<FieldProps, 'field'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {ADDRESS_LABELS.dropNote}
      </label>
      <textarea id={id} rows={2} {...registration} maxLength={MAX.dropNote} {...fieldAria(id, error)} className="rounded-lg border border-stone-400 px-3 py-2 aria-[invalid]:border-red-700" />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
