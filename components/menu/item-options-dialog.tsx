'use client';

import { useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { cartActions } from '@/lib/client/cart-store';
import { toast } from '@/lib/client/toast';
import { formatPaise } from '@/lib/domain/money';
import { DELIVERY_NOTES } from '@/lib/domain/categories';
import { formatUnit } from '@/lib/domain/units';
import { capitalizeFirst, cartItemOf, isVariantListEmpty, MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import type { MenuCardItem } from './menu-card-item';
import { Button } from '@/components/ui/button';

/**
 * The menu-item dialog: quantities per size, special instructions, into the right cart. Mounted on
 * its opener's first click (AddToCartButton) and kept, so what was chosen stays until it is added.
 */
export function ItemOptionsDialog({ item, open, onClose, returnFocusRef }: { item: MenuCardItem; open: boolean; onClose: () => void; returnFocusRef: RefObject<HTMLButtonElement | null> }) {
  const [qty, setQty] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState('');
  const kind = item.category.categoryEnum;
  const variants = item.variants.map((v) => ({ ...v, qty: qty[v.id] ?? 0 }));
  const empty = isVariantListEmpty(variants);
  const total = variants.reduce((s, v) => s + v.price * v.qty, 0);

  function add() {
    if (empty) return;
    cartActions.addItem(kind, cartItemOf(item, qty, notes));
    toast.success(`${item.name} added to cart`);
    onClose();
    setQty({});
    setNotes('');
  }

  const note = DELIVERY_NOTES[kind];
  return (
    <Dialog open={open} onClose={onClose} title={item.name} description={item.description ?? undefined} returnFocusRef={returnFocusRef} closeButton>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Choose quantity</legend>
        {variants.map((v) => (
          <div key={v.id} className="flex items-center justify-between gap-3" data-testid="variant-row">
            <span>
              <span className="font-medium">{formatUnit(v.unit, v.unitType)}</span>{' '}
              <span className="text-stone-700">{formatPaise(v.price)}</span>
            </span>
            <span className="flex items-center gap-2">
              <button type="button" aria-label={`Fewer ${formatUnit(v.unit, v.unitType)}`} disabled={v.qty === 0}
                onClick={() => setQty({ ...qty, [v.id]: Math.max(0, v.qty - 1) })}
                className="h-11 w-11 rounded-full border border-brand-700 text-lg font-bold text-brand-800 disabled:opacity-40">−</button>
              <output aria-live="polite" aria-label={`Quantity of ${formatUnit(v.unit, v.unitType)}`} className="w-6 text-center font-semibold">{v.qty}</output>
              <button type="button" aria-label={`More ${formatUnit(v.unit, v.unitType)}`} disabled={v.qty >= MAX_QTY_PER_VARIANT}
                onClick={() => setQty({ ...qty, [v.id]: Math.min(MAX_QTY_PER_VARIANT, v.qty + 1) })}
                className="h-11 w-11 rounded-full border border-brand-700 text-lg font-bold text-brand-800 disabled:opacity-40">+</button>
            </span>
          </div>
        ))}
      </fieldset>
      <label htmlFor={`notes-${item.id}`} className="mt-4 block text-sm font-semibold">Special instructions</label>
      <textarea id={`notes-${item.id}`} value={notes} maxLength={300} rows={2}
        onChange={(e) => setNotes(e.target.value ? capitalizeFirst(e.target.value) : '')}
        placeholder="E.g. less rice, no chicken skin"
        className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
      {note && <p className="mt-2 text-sm text-stone-700">{note}</p>}
      <Button onClick={add} disabled={empty} size="lg" fullWidth className="mt-4">
        {empty ? 'Choose a quantity' : `Add to cart · ${formatPaise(total)}`}
      </Button>
    </Dialog>
  );
}
