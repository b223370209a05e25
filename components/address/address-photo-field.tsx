'use client';

// A photo of the gate or building for the delivery person: uploaded at once by the picker, attached
// to the address when the form is saved.
import { useState } from 'react';
import { ImagePicker } from '@/components/uploads/image-picker';

export type AddressPhoto = { id: string; url: string };

type Props = {
  photo: AddressPhoto | null;
  onPhoto: (photo: AddressPhoto | null) => void;
  /** The address's title, for the photo's description. */
  placeName: string;
  error?: string;
};

export function AddressPhotoField({ photo, onPhoto, placeName, error }: Props) {
  // A new picker after each change, so its own preview does not linger beside the chosen photo.
  const [pickerKey, setPickerKey] = useState(0);
  const change = (next: AddressPhoto | null) => {
    onPhoto(next);
    setPickerKey((k) => k + 1);
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">Photo for the delivery person (optional)</legend>
      {photo ? (
        <div className="flex flex-wrap items-center gap-3">
          {/* the owner's private upload, shown as it is */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={photo.url} alt={`Photo of ${placeName.trim() || 'this address'}`} className="size-24 rounded-lg border border-stone-200 object-cover" data-testid="address-photo" />
          <button type="button" onClick={() => change(null)} className="min-h-11 rounded-lg px-3 text-sm text-stone-700 underline">
            Remove photo
          </button>
        </div>
      ) : (
        <p className="text-sm text-stone-600">A photo of your gate or building helps the delivery person find you.</p>
      )}
      <ImagePicker key={pickerKey} kind="locations" label={photo ? 'Choose another photo' : 'Choose a photo'} onUploaded={(image) => change(image)} />
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
