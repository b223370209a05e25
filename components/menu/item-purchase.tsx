'use client';

// The item page's buying part: a quantity per size (the first size starts at one, so "Add to cart"
// works at once), special instructions, then "Add to cart", or "Subscribe", which adds the same
// and takes the customer to the cart with that cart set to subscribe.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { cartActions } from '@/lib/client/cart-store';
import { toast } from '@/lib/client/toast';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit } from '@/lib/domain/units';
import { capitalizeFirst, cartItemOf, MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import type { MenuCardItem } from './menu-card-item';

export function ItemPurchase({ item, canSubscribe }: { item: MenuCardItem; canSubscribe: boolean }) {
  const router = useRouter();
  const kind = item.category.categoryEnum;
  const [qty, setQty] = useState<Record<string, number>>(() => (item.variants[0] ? { [item.variants[0].id]: 1 } : {}));
  const [notes, setNotes] = useState('');
  const variants = item.variants.map((v) => ({ ...v, qty: qty[v.id] ?? 0 }));
  const total = variants.reduce((s, v) => s + v.price * v.qty, 0);
  const empty = total === 0;
  // The page opens with one of the first size: its price, printed on the server, is the total.
  const totalText = variants.find((v) => v.price === total)?.priceText ?? formatPaise(total);

  function add(subscribe: boolean) {
    if (empty) return;
    cartActions.addItem(kind, cartItemOf(item, qty, notes));
    if (subscribe) {
      cartActions.setMode(kind, 'SUBSCRIBE');
      router.push('/cart');
    } else {
      toast.success(`${item.name} added to cart`);
    }
  }

  if (item.variants.length === 0) return <p className="font-semibold text-stone-700">Currently unavailable</p>;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Choose quantity</legend>
        {variants.map((v) => {
          const size = formatUnit(v.unit, v.unitType);
          return (
            <div key={v.id} className="flex items-center justify-between gap-3 rounded-lg border border-brand-100 bg-white px-3 py-2" data-testid="variant-row">
              <span>
                <span className="font-medium">{size}</span> <span className="text-stone-700">{v.priceText}</span>
              </span>
              <span className="flex items-center gap-2">
                <button type="button" aria-label={`Fewer ${size}`} disabled={v.qty === 0} onClick={() => setQty({ ...qty, [v.id]: Math.max(0, v.qty - 1) })} className="qty-button">
                  −
                </button>
                <output aria-live="polite" aria-label={`Quantity of ${size}`} className="w-6 text-center font-semibold">
                  {v.qty}
                </output>
                <button type="button" aria-label={`More ${size}`} disabled={v.qty >= MAX_QTY_PER_VARIANT} onClick={() => setQty({ ...qty, [v.id]: Math.min(MAX_QTY_PER_VARIANT, v.qty + 1) })} className="qty-button">
                  +
                </button>
              </span>
            </div>
          );
        })}
      </fieldset>
      <div>
        <label htmlFor={`item-notes-${item.id}`} className="block text-sm font-semibold">
          Special instructions
        </label>
        <textarea id={`item-notes-${item.id}`} value={notes} maxLength={300} rows={2} onChange={(e) => setNotes(e.target.value ? capitalizeFirst(e.target.value) : '')} placeholder="E.g. less rice, no chicken skin" className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" onClick={() => add(false)} disabled={empty} className="btn-primary flex-1">
          {empty ? 'Choose a quantity' : `Add to cart · ${totalText}`}
        </button>
        {canSubscribe && (
          <button type="button" onClick={() => add(true)} disabled={empty} className="btn-secondary flex-1">
            Subscribe
          </button>
        )}
      </div>
    </div>
  );
}
