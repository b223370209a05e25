'use client';

import { mapLink, TREATS_ONLY_MESSAGE, type AddressView } from './address-view';

type Props = {
  address: AddressView;
  /** Make default is offered (not the default, and not the only address) */
  canMakeDefault: boolean;
  makingDefault: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onRemove: () => void;
};

/** One saved address: its photo, lines, drop note and map pin, with Edit, Make default and Remove. */
export function AddressCard({ address: a, canMakeDefault, makingDefault, onEdit, onMakeDefault, onRemove }: Props) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="address">
      <div className="flex items-start gap-3">
        {a.photo && (
          // the owner's private upload, shown as it is: nothing for next/image to optimise
          // eslint-disable-next-line @next/next/no-img-element
          <img src={a.photo.url} alt={`Photo of ${a.title}`} loading="lazy" className="size-16 shrink-0 rounded-lg border border-stone-200 object-cover" data-testid="address-card-photo" />
        )}
        <h2 className="min-w-0 break-words font-semibold text-stone-900">{a.title}</h2>
        {a.isDefault && <span className="ml-auto shrink-0 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800" data-testid="default-address">Default</span>}
      </div>
      <p className="text-sm text-stone-700">
        {a.lineOne}
        {a.linetwo && <>, {a.linetwo}</>}
        <br />
        {a.city}, {a.state} {a.zipCode}
      </p>
      {a.dropNote && <p className="text-sm text-stone-600">Note: {a.dropNote}</p>}
      {a.latitude != null && a.longitude != null && (
        <p className="text-sm">
          <a href={mapLink(a.latitude, a.longitude)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            See the pin on the map
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {!a.mealsDeliverable && <p className="text-sm font-medium text-amber-800">{TREATS_ONLY_MESSAGE}</p>}
      <div className="mt-auto flex gap-2">
        <button type="button" onClick={onEdit} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100">
          Edit<span className="sr-only"> {a.title}</span>
        </button>
        {canMakeDefault && (
          <button type="button" onClick={onMakeDefault} disabled={makingDefault} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60">
            Make default<span className="sr-only"> {a.title}</span>
          </button>
        )}
        <button type="button" onClick={onRemove} className="min-h-11 rounded-lg border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50">
          Remove<span className="sr-only"> {a.title}</span>
        </button>
      </div>
    </li>
  );
}
