'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { MenuCardItem } from './menu-card-item';

// The dialog (quantities, instructions, the Dialog itself) is a chunk of its own: every card has
// this button, few visitors open one. Pointing at, touching or tabbing to the button fetches it,
// so the click rarely waits; a second import() of it costs nothing.
const ItemOptionsDialog = dynamic(() => import('./item-options-dialog').then((m) => m.ItemOptionsDialog), { ssr: false });
const preloadDialog = () => void import('./item-options-dialog');

/**
 * The opener of the menu-item dialog (ItemOptionsDialog): it reads "3 sizes" (or "Options" for one
 * size) beside the card's one-tap ADD (QuickAdd).
 */
export function AddToCartButton({ item }: { item: MenuCardItem }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on (and kept), so what was chosen stays when it is closed.
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onPointerEnter={preloadDialog}
        onTouchStart={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        disabled={item.variants.length === 0}
        className="menu-card-options"
      >
        {item.variants.length > 1 ? `${item.variants.length} sizes` : 'Options'}
        <span className="sr-only">{` for ${item.name}`}</span>
      </button>
      {mounted && <ItemOptionsDialog item={item} open={open} onClose={() => setOpen(false)} returnFocusRef={opener} />}
    </>
  );
}
