'use client';

// react-hook-form with the schema the server validates an address with (lib/domain/inputs/
// address-input.ts): every problem shows beside its field at once and the first one takes focus;
// what only the server can say (BAD_USER_INPUT naming a field) lands beside that field too.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import type { z } from 'zod';
import { locationInput } from '@/lib/domain/inputs/address-input';
import { gql } from '@/lib/client/graphql';
import type { AddressView } from './address-view';
import { initialAddressValues } from './address-fields';
import { addressErrorPlace, type AddressPart } from './address-server-error';
import { SAVE, type SavedAddressAnswer } from './address-documents';
import { AddressTextFields } from './address-text-fields';
import { AddressPinField, type Pin } from './address-pin-field';
import { AddressPhotoField, type AddressPhoto } from './address-photo-field';
import { AddressFollowQuestion, FOLLOW_MESSAGE } from './address-follow-question';
import { AddressFormFooter } from './address-form-footer';

type Parsed = z.output<typeof locationInput>;
type FormValues = z.input<typeof locationInput>;
// The whole LocationInput schema checks the form's fields; the pin, photo and owner are added when sending.
const resolver = zodResolver(locationInput);

export type { SavedAddressAnswer };

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
  const [errors, setErrors] = useState<Partial<Record<AddressPart, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Editing an address coming deliveries use: the customer says whether they follow (null: not answered yet).
  const coming = address?.comingDeliveries ?? 0;
  const [follow, setFollow] = useState<boolean | null>(null);
  const followUnanswered = () => coming > 0 && follow === null;

  const showError = (key: AddressPart, message: string | undefined) => setErrors((e) => ({ ...e, [key]: message }));

  // Unanswered, the follow question shows its error with the fields' errors, all at once.
  const askFollow = () => showError('follow', FOLLOW_MESSAGE);
  const submit = handleSubmit(async () => {
    if (followUnanswered()) return askFollow();
    setFormError(null);
    setErrors({});
    // as typed: the server trims and normalises them itself
    const location = { ...(address ? { id: address.id } : {}), ...getValues(), latitude: pin?.latitude ?? null, longitude: pin?.longitude ?? null, image: photo?.id ?? null, userId };
    const result = await gql(SAVE, { location, moveComingDeliveries: coming > 0 ? follow : null });
    if (result.ok) {
      onSaved(result.data.addOrUpdateUserLocation);
      return;
    }
    const place = addressErrorPlace(result.error);
    if ('field' in place) setError(place.field, { message: place.message }, { shouldFocus: true });
    else if ('part' in place) setErrors({ [place.part]: place.message });
    else setFormError(place.form);
  }, () => {
    if (followUnanswered()) askFollow();
  });

  const heading = address ? `Edit ${address.title}` : 'Add an address';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-800">
        {heading}
      </h2>
      <AddressTextFields id={id} register={register} fieldErrors={fieldErrors} state={state} zipCode={zipCode} servicePins={servicePins} />
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
      <AddressFormFooter formError={formError} saving={saving} onCancel={onCancel} />
    </form>
  );
}
