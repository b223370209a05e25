'use client';

// Editing an address coming deliveries use: the customer says whether they go to the changed
// address or stay at the address as it was. Nothing is assumed: until answered, saving asks.
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';

export const FOLLOW_MESSAGE = 'Please say whether your coming deliveries should go to the changed address.';

type Props = {
  id: string;
  /** how many coming deliveries use this address */
  coming: number;
  /** null: not answered yet */
  follow: boolean | null;
  onFollow: (follow: boolean) => void;
  error?: string;
};

export function AddressFollowQuestion({ id, coming, follow, onFollow, error }: Props) {
  const one = coming === 1;
  return (
    <fieldset className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3" aria-describedby={error ? `${id}-follow-error` : undefined}>
      <legend className="px-1 text-sm font-medium text-stone-900">
        {coming} coming {one ? 'delivery goes' : 'deliveries go'} to this address. Should {one ? 'it' : 'they'} go to the changed address?
      </legend>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="radio" name={`${id}-follow`} checked={follow === true} onChange={() => onFollow(true)} className="size-5" />
        Yes, deliver {one ? 'it' : 'them'} to the changed address
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="radio" name={`${id}-follow`} checked={follow === false} onChange={() => onFollow(false)} className="size-5" />
        No, keep {one ? 'it' : 'them'} at the address as it was
      </label>
      <p className="text-xs text-stone-700">Deliveries already past {cutoffTimeWords()} the day before stay where they were.</p>
      {error && (
        <p id={`${id}-follow-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
