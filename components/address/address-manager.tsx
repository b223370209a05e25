'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/client/toast';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { AddressForm, type SavedAddressAnswer } from './address-form';
import { addressViewOf, mapLink, TREATS_ONLY_MESSAGE, type AddressView } from './address-view';
import { Button } from '@/components/ui/button';

const SET_DEFAULT = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) { id isDefault }
  }
`);

const REMOVE = graphql(`
  mutation RemoveAddress($id: ID!) {
    removeUserLocation(id: $id) { status }
  }
`);

type Props = {
  userId: string;
  addresses: AddressView[];
  servicePins: string[];
  maxAddresses: number;
  /** Where the customer came from to add an address (the cart): a safe local path, or null. */
  returnTo?: string | null;
  /** Open the add form at once (the cart's "Add an address" link: ?add=1). */
  startAdding?: boolean;
};

/**
 * The list as the customer last changed it. Without this, after saving an edited PIN the card kept the
 * old PIN and warning until a reload, and the list could read "No saved addresses yet." right after a
 * save: the page's refresh can answer with what it read before the write. So what this page saved or removed
 * is laid over the server's list until the page is left; the server's list still decides the rest.
 */
export function shownAddresses(fromServer: AddressView[], saved: ReadonlyMap<string, AddressView>, removed: ReadonlySet<string>): AddressView[] {
  const listed = fromServer.filter((a) => !removed.has(a.id)).map((a) => saved.get(a.id) ?? a);
  const added = [...saved.values()].filter((a) => !removed.has(a.id) && !fromServer.some((s) => s.id === a.id));
  return [...listed, ...added];
}

/** The saved addresses with edit and remove, and the add/edit form. The server page re-renders after each change. */
export function AddressManager({ userId, addresses: fromServer, servicePins, maxAddresses, returnTo = null, startAdding = false }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState<AddressView | 'new' | null>(startAdding && fromServer.length < maxAddresses ? 'new' : null);
  // The default chosen on this page, laid over the server's list like saves and removals.
  const [defaultHere, setDefaultHere] = useState<string | null>(null);
  const makeDefault = useMutation(SET_DEFAULT, {
    toastError: true,
    success: 'Default address changed',
    onSuccess: (data) => setDefaultHere(data.setDefaultAddress.id),
  });
  const [removing, setRemoving] = useState<AddressView | null>(null);
  const { run, busy } = useMutation(REMOVE, {
    toastError: true,
    success: 'Address removed',
    onSuccess: (_, { id }) => {
      setRemovedHere((r) => new Set(r).add(id));
      if (editing !== 'new' && editing?.id === id) setEditing(null);
      setRemoving(null);
    },
  });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [savedHere, setSavedHere] = useState<ReadonlyMap<string, AddressView>>(new Map());
  const [removedHere, setRemovedHere] = useState<ReadonlySet<string>>(new Set());
  const addresses = shownAddresses(fromServer, savedHere, removedHere).map((a) => (defaultHere ? { ...a, isDefault: a.id === defaultHere } : a));

  const saved = (address: SavedAddressAnswer) => {
    const added = editing === 'new';
    setSavedHere((m) => new Map(m).set(address.id, addressViewOf(address, servicePins)));
    setEditing(null);
    // Came from the cart to add one: back to the cart, where it can be chosen.
    if (added && returnTo) {
      toast.success('Address saved', { keepOnNavigation: true });
      router.push(returnTo);
      return;
    }
    toast.success(added ? 'Address saved' : 'Address updated');
    router.refresh();
  };

  const confirmRemove = async () => {
    if (removing) await run({ id: removing.id });
  };

  const full = addresses.length >= maxAddresses;
  return (
    <div className="flex flex-col gap-4">
      {returnTo && (
        <Link href={returnTo} className="min-h-11 self-start py-2 text-sm font-semibold text-brand-700 underline">
          Back to your cart
        </Link>
      )}
      {addresses.length === 0 ? (
        <p className="text-stone-600">No saved addresses yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="address">
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
                <button type="button" onClick={() => setEditing(a)} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100">
                  Edit<span className="sr-only"> {a.title}</span>
                </button>
                {!a.isDefault && addresses.length > 1 && (
                  <button type="button" onClick={() => void makeDefault.run({ id: a.id })} disabled={makeDefault.busy} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60">
                    Make default<span className="sr-only"> {a.title}</span>
                  </button>
                )}
                <button type="button" onClick={() => setRemoving(a)} className="min-h-11 rounded-lg border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50">
                  Remove<span className="sr-only"> {a.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          userId={userId}
          servicePins={servicePins}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : full ? (
        <p className="text-sm text-stone-600">You have saved {maxAddresses} addresses, the most we keep. Remove one to add another.</p>
      ) : (
        <Button onClick={() => setEditing('new')} className="self-start">
          Add an address
        </Button>
      )}

      <Dialog
        open={removing !== null}
        onClose={busy ? () => {} : () => setRemoving(null)}
        title="Remove this address?"
        description={removing ? `${removing.title}: ${removing.lineOne}, ${removing.city}. Orders already placed are not affected.` : undefined}
        initialFocusRef={cancelRef}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancelRef} type="button" onClick={() => setRemoving(null)} disabled={busy} className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60">
            Keep it
          </button>
          <button type="button" onClick={confirmRemove} disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
            Remove
          </button>
        </div>
      </Dialog>
    </div>
  );
}
