'use client';

// react-hook-form with the schema the server validates an address with (lib/domain/inputs/
// address-input.ts): every problem shows beside its field at once and the first one takes focus;
// what only the server can say (BAD_USER_INPUT naming a field) lands beside that field too.
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import type { z } from 'zod';
import { isValidIndianPin } from '@/lib/domain/pincodes';
import { locationInput } from '@/lib/domain/inputs/address-input';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { TREATS_ONLY_MESSAGE, type AddressView } from './address-view';
import { ADDRESS_FIELDS, AddressInput, DropNoteField, StateSelect, initialAddressValues, type AddressField } from './address-fields';
import { AddressPinField, type Pin } from './address-pin-field';
import { AddressPhotoField, type AddressPhoto } from './address-photo-field';
import { AddressFollowQuestion, FOLLOW_MESSAGE } from './address-follow-question';
import { Button } from '@/components/ui/button';

const SAVE = graphql(`
  mutation SaveAddress($location: LocationInput!, $moveComingDeliveries: Boolean) {
    addOrUpdateUserLocation(location: $location, moveComingDeliveries: $moveComingDeliveries) {
      id title lineOne linetwo city state zipCode country latitude longitude dropNote isDefault comingDeliveries image { id url }
    }
  }
`);

/** What addOrUpdateUserLocation answers: the stored address (trimmed and normalised by the server). */
export type SavedAddressAnswer = ResultOf<typeof SAVE>['addOrUpdateUserLocation'];

type Parsed = z.output<typeof locationInput>;
type FormValues = z.input<typeof locationInput>;
// The whole LocationInput schema checks the form's fields; the pin, photo and owner are added when sending.
const resolver = zodResolver(locationInput);

type Props = {
  /** null adds a new address */
  address: AddressView | null;
  /** whose address (the customer an admin acts for, or the viewer) */
  userId: string;
  /** PINs meals are delivered to, for the hint under the PIN field */
  servicePins: string[];
  /** Called with the address as the server stored it, so the list can show it before the page re-renders. */
  onSaved: (saved: SavedAddressAnswer) => void;
  onCancel: () => void;
};

/** Add or edit one address; every problem (the browser's check or the server's) beside its field. */
export function AddressForm({ address, userId, servicePins, onSaved, onCancel }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors: fieldErrors, isSubmitting: saving },
  } = useForm<FormValues, unknown, Parsed>({ defaultValues: initialAddressValues(address), resolver, shouldFocusError: true });
  const [zipCode, title, state] = useWatch({ control, name: ['zipCode', 'title', 'state'] });
  const [pin, setPin] = useState<Pin>(address?.latitude != null && address.longitude != null ? { latitude: address.latitude, longitude: address.longitude } : null);
  // Uploaded at once by the picker; attached to the address when it is saved.
  const [photo, setPhoto] = useState<AddressPhoto | null>(address?.photo ?? null);
  // What is not a text field: the map pin, the photo, and whether coming deliveries follow an edit.
  const [errors, setErrors] = useState<Partial<Record<'location' | 'photo' | 'follow', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Editing an address coming deliveries use: the customer says whether they follow (null: not answered yet).
  const coming = address?.comingDeliveries ?? 0;
  const [follow, setFollow] = useState<boolean | null>(null);
  const followUnanswered = () => coming > 0 && follow === null;

  const showError = (key: 'location' | 'photo' | 'follow', message: string | undefined) => setErrors((e) => ({ ...e, [key]: message }));

  // Unanswered, the follow question shows its error with the fields' errors, all at once.
  const askFollow = () => showError('follow', FOLLOW_MESSAGE);
  const submit = handleSubmit(async () => {
    if (followUnanswered()) return askFollow();
    setFormError(null);
    setErrors({});
    const location = {
      ...(address ? { id: address.id } : {}),
      // as typed: the server trims and normalises them itself
      ...getValues(),
      latitude: pin?.latitude ?? null,
      longitude: pin?.longitude ?? null,
      image: photo?.id ?? null,
      userId,
    };
    const result = await gql(SAVE, { location, moveComingDeliveries: coming > 0 ? follow : null });
    if (result.ok) {
      onSaved(result.data.addOrUpdateUserLocation);
      return;
    }
    // The server names nested fields ('location.title') and prefixes its message with them.
    const named = serverFieldError(result.error, 'location.');
    const field = named?.field;
    if (named && field && ADDRESS_FIELDS.has(field)) setError(field as FieldPath<FormValues>, { message: named.message }, { shouldFocus: true });
    else if (named && (field === 'latitude' || field === 'longitude')) setErrors({ location: named.message });
    else if (named && field === 'image') setErrors({ photo: named.message });
    else if (result.error.field === 'moveComingDeliveries') setErrors({ follow: serverFieldError(result.error)?.message ?? result.error.message });
    else setFormError(named?.message ?? result.error.message);
  }, () => {
    if (followUnanswered()) askFollow();
  });

  const pinValid = isValidIndianPin(zipCode.trim());
  const treatsOnly = pinValid && !servicePins.includes(zipCode.trim());

  const fieldId = (field: AddressField) => `${id}-${field}`;
  const input = (field: AddressField, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <AddressInput id={fieldId(field)} field={field} registration={register(field)} error={fieldErrors[field]?.message} {...extra} />
  );

  const heading = address ? `Edit ${address.title}` : 'Add an address';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-800">
        {heading}
      </h2>
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
      <AddressPinField pin={pin} onPin={setPin} error={errors.location} onError={(message) => showError('location', message)} />
      <AddressPhotoField
        photo={photo}
        placeName={title}
        error={errors.photo}
        onPhoto={(next) => {
          setPhoto(next);
          if (next) showError('photo', undefined);
        }}
      />

      {coming > 0 && (
        <AddressFollowQuestion
          id={id}
          coming={coming}
          follow={follow}
          error={errors.follow}
          onFollow={(answer) => {
            setFollow(answer);
            showError('follow', undefined);
          }}
        />
      )}
      {formError && (
        <p className="text-sm text-red-700" role="alert">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save address
        </Button>
      </div>
    </form>
  );
}
