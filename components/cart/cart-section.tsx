'use client';

import Image from 'next/image';
import Link from 'next/link';
import type { Cart } from '@/lib/domain/cart';
import { describeDelivery, type PartPrice } from '@/lib/domain/order-pricing';
import { CATEGORY_LABELS, DELIVERY_NOTES, DELIVERY_RANGE, type CategoryCode } from '@/lib/domain/categories';
import { formatUnit } from '@/lib/domain/units';
import { formatPaise } from '@/lib/domain/money';
import { MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import { deliveryPinError, parsePincodes } from '@/lib/domain/pincodes';
import type { IsoDay } from '@/lib/domain/calendar';
import { cartActions } from '@/lib/client/cart-store';
import { SchedulePicker } from './schedule-picker';

export type AddressOption = { id: string; title: string; lineOne: string; city: string; zipCode: string };

type Props = {
  cart: Cart;
  title: string;
  dates: IsoDay[];
  /** this cart's figures, priced with the other carts of the checkout */
  charges: PartPrice;
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

export function CartSection({ cart, title, dates, charges, now, subscriptionMonths, isLoggedIn, addresses, pincodes, closedDates, fullDates = [] }: Props) {
  const kind = cart.kind as CategoryCode;
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
      {isLoggedIn && (
        <fieldset>
          <legend className="text-sm font-semibold">Deliver to</legend>
          {addresses.length === 0 ? (
            <p className="text-sm">No saved addresses yet. <Link href="/address?next=/cart" className="font-semibold text-brand-700 underline">Add an address</Link></p>
          ) : (
            <div className="mt-1 space-y-2">
              {addresses.map((a) => {
                const problem = deliveryPinError(kind, a.zipCode, pins);
                return (
                  <label key={a.id} className={`flex items-start gap-2 rounded-lg border p-2 ${cart.addressId === a.id ? 'border-brand-700' : 'border-stone-300'} ${problem ? 'opacity-70' : ''}`}>
                    <input type="radio" name={`address-${kind}`} disabled={!!problem} checked={cart.addressId === a.id} onChange={() => cartActions.setAddress(kind, a.id)} className="mt-1" />
                    <span className="text-sm">
                      <span className="font-medium">{a.title}</span> · {a.lineOne}, {a.city} {a.zipCode}
                      {problem && <span className="block text-red-800">{problem}</span>}
                    </span>
                  </label>
                );
              })}
              <Link href="/address?next=/cart" className="text-sm text-brand-700 underline">Manage addresses</Link>
            </div>
          )}
        </fieldset>
      )}
      <div>
        <label htmlFor={`drop-${kind}`} className="text-sm font-semibold">Drop note (optional)</label>
        <textarea id={`drop-${kind}`} rows={2} maxLength={300} value={cart.additionalNotes} onChange={(e) => cartActions.setNotes(kind, e.target.value)} placeholder="E.g. leave with the security guard" className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm" />
      </div>
      {dates.length === 0 && <p className="border-t border-brand-100 pt-3 text-sm text-stone-800">Choose delivery dates or days to see the total.</p>}
      <dl className={`space-y-1 border-t border-brand-100 pt-3 text-sm ${dates.length === 0 ? 'hidden' : ''}`} data-testid={`charges-${kind}`}>
        <div className="flex justify-between"><dt>Subtotal{dates.length > 1 ? ` (${dates.length} deliveries)` : ''}</dt><dd>{formatPaise(charges.subtotal)}</dd></div>
        {/* Another state than the seller's: IGST instead of CGST + SGST (the address's state decides). */}
        {charges.igst > 0 ? (
          <div className="flex justify-between"><dt>IGST</dt><dd>{formatPaise(charges.igst)}</dd></div>
        ) : (
          <>
            <div className="flex justify-between"><dt>CGST</dt><dd>{formatPaise(charges.cgst)}</dd></div>
            <div className="flex justify-between"><dt>SGST</dt><dd>{formatPaise(charges.sgst)}</dd></div>
          </>
        )}
        <div className="flex justify-between gap-2"><dt>Delivery ({describeDelivery(charges, CATEGORY_LABELS, formatPaise)})</dt><dd>{formatPaise(charges.deliveryCharge)}</dd></div>
        <div className="flex justify-between text-base font-bold"><dt>Total</dt><dd>{formatPaise(charges.totalPrice)}</dd></div>
      </dl>
    </section>
  );
}
