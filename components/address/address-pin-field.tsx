'use client';

// The address's map pin, from the phone's own location: optional, shown as a map link rather than
// raw coordinates, and removable.
import { useState } from 'react';
import { mapLink } from './address-view';

export type Pin = { latitude: number; longitude: number } | null;

type Props = {
  pin: Pin;
  onPin: (pin: Pin) => void;
  /** Why the pin could not be set or was refused; cleared with undefined. */
  error?: string;
  onError: (message: string | undefined) => void;
};

export function AddressPinField({ pin, onPin, error, onError }: Props) {
  const [locating, setLocating] = useState(false);

  const locateMe = () => {
    onError(undefined);
    if (!('geolocation' in navigator)) {
      onError('This browser cannot share its location.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Six decimals is about 10 cm: more than a phone's fix is worth.
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        onPin({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        onError(
          failure.code === failure.PERMISSION_DENIED ? 'Location permission was denied. You can still save the address without a map pin.' : 'Could not find your location. Please try again.',
        );
      },
      { enableHighAccuracy: true, timeout: 15000 },
    );
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">Map pin (optional)</legend>
      {pin ? (
        <p className="text-sm" data-testid="map-pin">
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
          <button type="button" onClick={() => onPin(null)} className="min-h-11 rounded-lg px-3 text-sm text-stone-700 underline">
            Remove pin
          </button>
        )}
      </div>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
