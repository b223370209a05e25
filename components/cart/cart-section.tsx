'use client';

import { memo } from 'react';
import Image from 'next/image';
import type { Cart } from '@/lib/domain/cart';
import { DELIVERY_NOTES, DELIVERY_RANGE } from '@/lib/domain/categories';
import { formatUnit } from '@/lib/domain/units';
import { formatPaise } from '@/lib/domain/money';
import { MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import { parsePincodes } from '@/lib/domain/pincodes';
import type { IsoDay } from '@/lib/domain/calendar';
import { cartActions } from '@/lib/client/cart-store';
import { SchedulePicker } from './schedule-picker';
import { CartAddress, type AddressOption } from './cart-address';

export type { AddressOption };

type Props = {
  cart: Cart;
  title: string;
  dates: IsoDay[];
  now: Date;
  /** `subscription.months`: how far ahead dates may be chosen */
  subscriptionMonths: number;
  isLoggedIn: boolean;
  addresses: AddressOption[];
  pincodes: string;
  closedDates: readonly IsoDay[];
  /** days this cart's category is fully booked (kitchen capacity): shown, not choosable */
  fullDates?: readonly IsoDay[];
};

// Memoised: the store keeps an unchanged cart's object (cart-store.ts, keepUnchanged) and the page
// its dates, so a change to one cart, or the wallet switch, leaves the other sections and their
// calendars alone.
export const CartSection = memo(function CartSection({ cart, title, dates, now, subscriptionMonths, isLoggedIn, addresses, pincodes, closedDates, fullDates = [] }: Props) {
  const kind = cart.kind;
  const pins = parsePincodes(pincodes);
  const note = DELIVERY_NOTES[kind];
  return (
    <section aria-labelledby={`cart-${kind}`} className="space-y-4 rounded-xl border border-brand-100 bg-white p-4" data-testid={`cart-${kind}`}>
      <header>
        <h2 id={`cart-${kind}`} className="text-lg font-bold text-brand-800">{title}</h2>
        <p className="text-sm text-stone-700">{DELIVERY_RANGE[kind]}{note ? ` · ${note}` : ''}</p>
      </header>
      <ul className="divide-y divide-brand-100">
        {cart.items.map((item) => (
          <li key={item.menuItemId} className="flex gap-3 py-3">
            {item.image && <Image src={item.image} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" />}
            <div className="flex-1 space-y-1">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">{item.name}</p>
                <button type="button" onClick={() => cartActions.removeItem(kind, item.menuItemId)} className="text-sm text-red-800 underline">
                  Remove<span className="sr-only"> {item.name}</span>
                </button>
              </div>
              {item.specialInstructions && <p className="text-sm text-stone-700">“{item.specialInstructions}”</p>}
              {item.variants.filter((v) => v.qty > 0).map((v) => (
                <div key={v.variantId} className="flex items-center justify-between text-sm">
                  <span>{formatUnit(v.unit, v.unitType)} × {formatPaise(v.price)}</span>
                  <span className="flex items-center gap-2">
                    <button type="button" aria-label={`Fewer ${item.name} ${formatUnit(v.unit, v.unitType)}`} onClick={() => cartActions.setQty(kind, item.menuItemId, v.variantId, v.qty - 1)} className="h-11 w-11 rounded-full border border-brand-700 font-bold text-brand-800">−</button>
                    <output className="w-6 text-center font-semibold" aria-label={`Quantity of ${item.name} ${formatUnit(v.unit, v.unitType)}`}>{v.qty}</output>
                    <button type="button" aria-label={`More ${item.name} ${formatUnit(v.unit, v.unitType)}`} disabled={v.qty >= MAX_QTY_PER_VARIANT} onClick={() => cartActions.setQty(kind, item.menuItemId, v.variantId, v.qty + 1)} className="h-11 w-11 rounded-full border border-brand-700 font-bold text-brand-800 disabled:opacity-40">+</button>
                  </span>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <SchedulePicker cart={cart} now={now} dates={dates} subscriptionMonths={subscriptionMonths} closedDates={closedDates} fullDates={fullDates} />
      {isLoggedIn && <CartAddress kind={kind} chosen={cart.addressId} addresses={addresses} pins={pins} />}
      <div>
        <label htmlFor={`drop-${kind}`} className="text-sm font-semibold">Drop note (optional)</label>
        <textarea id={`drop-${kind}`} rows={2} maxLength={300} value={cart.additionalNotes} onChange={(e) => cartActions.setNotes(kind, e.target.value)} placeholder="E.g. leave with the security guard" className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm" />
      </div>
    </section>
  );
});
