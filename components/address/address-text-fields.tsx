'use client';

import type { InputHTMLAttributes } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { isValidIndianPin } from '@/lib/domain/pincodes';
import type { locationInput } from '@/lib/domain/inputs/address-input';
import { TREATS_ONLY_MESSAGE } from './address-view';
import { AddressInput, DropNoteField, StateSelect, type AddressField } from './address-fields';

type FormValues = z.input<typeof locationInput>;

type Props = {
  /** the form's id, in front of each field's */
  id: string;
  register: UseFormRegister<FormValues>;
  fieldErrors: FieldErrors<FormValues>;
  /** the state chosen and the PIN typed so far */
  state: string;
  zipCode: string;
  /** PINs meals are delivered to: another valid PIN gets treats only, said under the fields */
  servicePins: string[];
};

/** The address's typed fields, each with its problem beside it, and whether meals reach its PIN. */
export function AddressTextFields({ id, register, fieldErrors, state, zipCode, servicePins }: Props) {
  const pinValid = isValidIndianPin(zipCode.trim());
  const treatsOnly = pinValid && !servicePins.includes(zipCode.trim());

  const fieldId = (field: AddressField) => `${id}-${field}`;
  const input = (field: AddressField, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <AddressInput id={fieldId(field)} field={field} registration={register(field)} error={fieldErrors[field]?.message} {...extra} />
  );

  return (
    <>
      {input('title', { required: true, autoComplete: 'off' })}
      {input('lineOne', { required: true, autoComplete: 'address-line1' })}
      {input('linetwo', { autoComplete: 'address-line2' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {input('city', { required: true, autoComplete: 'address-level2' })}
        <StateSelect id={fieldId('state')} registration={register('state')} error={fieldErrors.state?.message} chosen={state} />
        {input('zipCode', { required: true, inputMode: 'numeric', autoComplete: 'postal-code', pattern: '[1-9][0-9]{5}' })}
      </div>
      {treatsOnly && (
        <p className="text-sm text-amber-800" role="status">
          {TREATS_ONLY_MESSAGE}
        </p>
      )}
      <DropNoteField id={fieldId('dropNote')} registration={register('dropNote')} error={fieldErrors.dropNote?.message} />
    </>
  );
}
