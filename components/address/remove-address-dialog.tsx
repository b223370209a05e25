'use client';

import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { AddressView } from './address-view';

/** "Remove this address?" while `removing` is set: Keep it, or Remove. */
export function RemoveAddressDialog({ removing, busy, onKeep, onRemove }: { removing: AddressView | null; busy: boolean; onKeep: () => void; onRemove: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={removing !== null}
      onClose={busy ? () => {} : onKeep}
      title="Remove this address?"
      description={removing ? `${removing.title}: ${removing.lineOne}, ${removing.city}. Orders already placed are not affected.` : undefined}
      initialFocusRef={cancelRef}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancelRef} type="button" onClick={onKeep} disabled={busy} className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60">
          Keep it
        </button>
        <button type="button" onClick={onRemove} disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          Remove
        </button>
      </div>
    </Dialog>
  );
}
