'use client';

// react-hook-form with the schema the server validates an address with (lib/domain/inputs/
// address-input.ts): every problem shows beside its field at once and the first one takes focus;
// what only the server can say (BAD_USER_INPUT naming a field) lands beside that field too.
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import type { z } from 'zod';
import { isValidIndianPin } from '@/lib/domain/pincodes';
import { locationInput } from '@/lib/domain/inputs/address-input';
import { ADDRESS_STATES, stateByName } from '@/lib/domain/gst-states';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { ImagePicker } from '@/components/uploads/image-picker';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { mapLink, TREATS_ONLY_MESSAGE, type AddressView } from './address-view';
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

type Field = 'title' | 'lineOne' | 'linetwo' | 'city' | 'state' | 'zipCode' | 'dropNote';
type Values = Record<Field, string>;
type Parsed = z.output<typeof locationInput>;
type FormValues = z.input<typeof locationInput>;
const FIELDS = new Set<string>(['title', 'lineOne', 'linetwo', 'city', 'state', 'zipCode', 'dropNote'] satisfies Field[]);
// The whole LocationInput schema checks the form's fields; the pin, photo and owner are added when sending.
const resolver = zodResolver(locationInput);
type Pin = { latitude: number; longitude: number } | null;

const LABELS: Record<Field, string> = {
  title: 'Title (e.g. Home, Office)',
  lineOne: 'Address line 1',
  linetwo: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'PIN code',
  dropNote: 'Drop note for the delivery person (optional)',
};
const FOLLOW_MESSAGE = 'Please say whether your coming deliveries should go to the changed address.';
const MAX: Record<Field, number> = { title: 40, lineOne: 120, linetwo: 120, city: 60, state: 60, zipCode: 6, dropNote: 300 };

function initialValues(address: AddressView | null): Values {
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
  } = useForm<FormValues, unknown, Parsed>({ defaultValues: initialValues(address), resolver, shouldFocusError: true });
  const [zipCode, title, state] = useWatch({ control, name: ['zipCode', 'title', 'state'] });
  const [pin, setPin] = useState<Pin>(address?.latitude != null && address.longitude != null ? { latitude: address.latitude, longitude: address.longitude } : null);
  // Uploaded at once by the picker; attached to the address when it is saved.
  const [photo, setPhoto] = useState<{ id: string; url: string } | null>(address?.photo ?? null);
  const [pickerKey, setPickerKey] = useState(0);
  // What is not a text field: the map pin, the photo, and whether coming deliveries follow an edit.
  const [errors, setErrors] = useState<Partial<Record<'location' | 'photo' | 'follow', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  // Editing an address coming deliveries use: the customer says whether they follow (null: not answered yet).
  const coming = address?.comingDeliveries ?? 0;
  const [follow, setFollow] = useState<boolean | null>(null);
  const followUnanswered = () => coming > 0 && follow === null;

  const locateMe = () => {
    setErrors((e) => ({ ...e, location: undefined }));
    if (!('geolocation' in navigator)) {
      setErrors((e) => ({ ...e, location: 'This browser cannot share its location.' }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Six decimals is about 10 cm: more than a phone's fix is worth.
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        setPin({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setErrors((e) => ({
          ...e,
          location: error.code === error.PERMISSION_DENIED ? 'Location permission was denied. You can still save the address without a map pin.' : 'Could not find your location. Please try again.',
        }));
      },
      { enableHighAccuracy: true, timeout: 15000 },
    );
  };

  // Unanswered, the follow question shows its error with the fields' errors, all at once.
  const askFollow = () => setErrors((e) => ({ ...e, follow: FOLLOW_MESSAGE }));
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
    if (named && field && FIELDS.has(field)) setError(field as FieldPath<FormValues>, { message: named.message }, { shouldFocus: true });
    else if (named && (field === 'latitude' || field === 'longitude')) setErrors({ location: named.message });
    else if (named && field === 'image') setErrors({ photo: named.message });
    else if (result.error.field === 'moveComingDeliveries') setErrors({ follow: serverFieldError(result.error)?.message ?? result.error.message });
    else setFormError(named?.message ?? result.error.message);
  }, () => {
    if (followUnanswered()) askFollow();
  });

  const pinValid = isValidIndianPin(zipCode.trim());
  const treatsOnly = pinValid && !servicePins.includes(zipCode.trim());

  const input = (field: Field, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const error = fieldErrors[field]?.message;
    const inputId = `${id}-${field}`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
          {LABELS[field]}
        </label>
        <input
          id={inputId}
          {...register(field)}
          maxLength={MAX[field]}
          {...fieldAria(inputId, error)}
          className="min-h-11 rounded-lg border border-stone-400 px-3 aria-[invalid]:border-red-700"
          {...extra}
        />
        <FieldError fieldId={inputId} message={error} />
      </div>
    );
  };

  // The state decides the tax (its GST state code is the place of supply): chosen from the list.
  const stateSelect = () => {
    const error = fieldErrors.state?.message;
    const selectId = `${id}-state`;
    // min-w-0 and w-full: the longest state's name would otherwise set the grid column's width
    // and push a 390 px screen sideways.
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
          {LABELS.state}
        </label>
        <select
          id={selectId}
          {...register('state')}
          required
          autoComplete="address-level1"
          {...fieldAria(selectId, error)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 aria-[invalid]:border-red-700"
        >
          {!state && <option value="">Choose a state</option>}
          {ADDRESS_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
        <FieldError fieldId={selectId} message={error} />
      </div>
    );
  };

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
        {stateSelect()}
        {input('zipCode', { required: true, inputMode: 'numeric', autoComplete: 'postal-code', pattern: '[1-9][0-9]{5}' })}
      </div>
      {treatsOnly && (
        <p className="text-sm text-amber-800" role="status">
          {TREATS_ONLY_MESSAGE}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-dropNote`} className="text-sm font-medium text-stone-800">
          {LABELS.dropNote}
        </label>
        <textarea
          id={`${id}-dropNote`}
          rows={2}
          {...register('dropNote')}
          maxLength={MAX.dropNote}
          {...fieldAria(`${id}-dropNote`, fieldErrors.dropNote?.message)}
          className="rounded-lg border border-stone-400 px-3 py-2 aria-[invalid]:border-red-700"
        />
        <FieldError fieldId={`${id}-dropNote`} message={fieldErrors.dropNote?.message} />
      </div>

      <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3">
        <legend className="px-1 text-sm font-medium text-stone-800">Map pin (optional)</legend>
        {pin ? (
          <p className="text-sm" data-testid="map-pin">
            {/* the pin as a map link rather than raw coordinates */}
            Pin set.{' '}
            <a href={mapLink(pin.latitude, pin.longitude)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              See it on the map<span className="sr-only"> (new tab)</span>
            </a>
          </p>
        ) : (
          <p className="text-sm text-stone-600">No pin set. A pin helps the delivery person find you.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={locateMe}
            disabled={locating}
            aria-busy={locating || undefined}
            className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {locating ? 'Finding your location…' : 'Use my current location'}
          </button>
          {pin && (
            <button type="button" onClick={() => setPin(null)} className="min-h-11 rounded-lg px-3 text-sm text-stone-700 underline">
              Remove pin
            </button>
          )}
        </div>
        {errors.location && (
          <p className="text-sm text-red-700" role="alert">
            {errors.location}
          </p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3">
        <legend className="px-1 text-sm font-medium text-stone-800">Photo for the delivery person (optional)</legend>
        {photo ? (
          <div className="flex flex-wrap items-center gap-3">
            {/* the owner's private upload, shown as it is */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={photo.url} alt={`Photo of ${title.trim() || 'this address'}`} className="size-24 rounded-lg border border-stone-200 object-cover" data-testid="address-photo" />
            <button
              type="button"
              onClick={() => {
                setPhoto(null);
                setPickerKey((k) => k + 1);
              }}
              className="min-h-11 rounded-lg px-3 text-sm text-stone-700 underline"
            >
              Remove photo
            </button>
          </div>
        ) : (
          <p className="text-sm text-stone-600">A photo of your gate or building helps the delivery person find you.</p>
        )}
        <ImagePicker
          key={pickerKey}
          kind="locations"
          label={photo ? 'Choose another photo' : 'Choose a photo'}
          onUploaded={(image) => {
            setPhoto(image);
            setErrors((e) => ({ ...e, photo: undefined }));
            setPickerKey((k) => k + 1);
          }}
        />
        {errors.photo && (
          <p className="text-sm text-red-700" role="alert">
            {errors.photo}
          </p>
        )}
      </fieldset>

      {coming > 0 && (
        <fieldset className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3" aria-describedby={errors.follow ? `${id}-follow-error` : undefined}>
          <legend className="px-1 text-sm font-medium text-stone-900">
            {coming} coming {coming === 1 ? 'delivery goes' : 'deliveries go'} to this address. Should {coming === 1 ? 'it' : 'they'} go to the changed address?
          </legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name={`${id}-follow`} checked={follow === true} onChange={() => { setFollow(true); setErrors((e) => ({ ...e, follow: undefined })); }} className="size-5" />
            Yes, deliver {coming === 1 ? 'it' : 'them'} to the changed address
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name={`${id}-follow`} checked={follow === false} onChange={() => { setFollow(false); setErrors((e) => ({ ...e, follow: undefined })); }} className="size-5" />
            No, keep {coming === 1 ? 'it' : 'them'} at the address as it was
          </label>
          <p className="text-xs text-stone-700">Deliveries already past 10 pm the day before stay where they were.</p>
          {errors.follow && (
            <p id={`${id}-follow-error`} className="text-sm text-red-700" role="alert">
              {errors.follow}
            </p>
          )}
        </fieldset>
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
