'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import { useMutation } from '@/lib/client/use-mutation';
import { AddressForm, type SavedAddressAnswer } from './address-form';
import { addressViewOf, type AddressView } from './address-view';
import { Button } from '@/components/ui/button';
import { AddressCard } from './address-card';
import { RemoveAddressDialog } from './remove-address-dialog';
import { REMOVE, SET_DEFAULT } from './address-documents';
import { shownAddresses } from './shown-addresses';

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
            <AddressCard
              key={a.id}
              address={a}
              canMakeDefault={!a.isDefault && addresses.length > 1}
              makingDefault={makeDefault.busy}
              onEdit={() => setEditing(a)}
              onMakeDefault={() => void makeDefault.run({ id: a.id })}
              onRemove={() => setRemoving(a)}
            />
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

      <RemoveAddressDialog removing={removing} busy={busy} onKeep={() => setRemoving(null)} onRemove={() => void confirmRemove()} />
    </div>
  );
}
