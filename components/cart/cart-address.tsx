'use client';

import Link from 'next/link';
import type { CategoryCode } from '@/lib/domain/categories';
import { deliveryPinError, pinAnswer } from '@/lib/domain/pincodes';
import { cartActions } from '@/lib/client/cart-store';
import { DeliveryWaitlist } from '@/components/menu/delivery-waitlist';

export type AddressOption = { id: string; title: string; lineOne: string; city: string; zipCode: string; isDefault: boolean };

/** "Add an address" opens the address form at once and comes back here after saving. */
export const ADD_ADDRESS_HREF = '/address?next=/cart&add=1';

// The address links are never prefetched: the address book is the viewer's own page, rendered per
// request, and a viewport prefetch streamed it after every load of the cart (docs/decisions/
// operations.md, "Nothing starts after the load").
const linkClass = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline';

/**
 * Under an address meals do not reach: for a Bengaluru PIN not served yet, the menu's "Tell me when
 * you deliver here" (the words above it are the menu's PIN answer too, from deliveryPinError).
 */
function Waitlist({ kind, zipCode, pins }: { kind: CategoryCode; zipCode: string; pins: ReadonlySet<string> }) {
  if (kind === 'TREATS' || !pinAnswer(zipCode, pins)?.offerWaitlist) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <DeliveryWaitlist pinCode={zipCode.trim()} />
    </div>
  );
}

/**
 * Where a cart goes. The cart arrives with the customer's default address already chosen when one
 * serves it (lib/domain/cart-defaults.ts), so with one saved address there is nothing to tick: it is
 * shown as text. With several, they are radios (one Tab stop) with the chosen one checked.
 */
export function CartAddress({ kind, chosen, addresses, pins }: { kind: CategoryCode; chosen: string | null; addresses: AddressOption[]; pins: ReadonlySet<string> }) {
  const line = (a: AddressOption) => (
    <>
      <span className="font-medium">{a.title}</span> · {a.lineOne}, {a.city} {a.zipCode}
    </>
  );
  if (addresses.length === 0) {
    return (
      <div>
        <h3 className="text-sm font-semibold">Deliver to</h3>
        <p className="text-sm">
          No saved addresses yet.{' '}
          <Link prefetch={false} href={ADD_ADDRESS_HREF} className={linkClass}>Add an address</Link>
        </p>
      </div>
    );
  }
  if (addresses.length === 1) {
    const [only] = addresses;
    const problem = deliveryPinError(kind, only.zipCode, pins);
    return (
      <div data-testid={`address-${kind}`}>
        <h3 className="text-sm font-semibold">Deliver to</h3>
        <p className="text-sm">{line(only)}</p>
        {problem && <p className="text-sm text-red-800">{problem}</p>}
        {problem && <Waitlist kind={kind} zipCode={only.zipCode} pins={pins} />}
        <Link prefetch={false} href={ADD_ADDRESS_HREF} className={linkClass}>Add another address</Link>
      </div>
    );
  }
  return (
    <fieldset data-testid={`address-${kind}`}>
      <legend className="text-sm font-semibold">Deliver to</legend>
      <div className="mt-1 space-y-2">
        {addresses.map((a) => {
          const problem = deliveryPinError(kind, a.zipCode, pins);
          return (
            <div key={a.id}>
            <label className={`flex items-start gap-2 rounded-lg border p-2 ${chosen === a.id ? 'border-brand-700' : 'border-stone-300'} ${problem ? 'opacity-70' : ''}`}>
              <input type="radio" name={`address-${kind}`} disabled={!!problem} checked={chosen === a.id} onChange={() => cartActions.setAddress(kind, a.id)} className="mt-1" />
              <span className="text-sm">
                {line(a)}
                {a.isDefault && <span className="ml-1 rounded bg-brand-100 px-1.5 text-xs font-semibold text-brand-800">Default</span>}
                {problem && <span className="block text-red-800">{problem}</span>}
              </span>
            </label>
            {problem && <Waitlist kind={kind} zipCode={a.zipCode} pins={pins} />}
            </div>
          );
        })}
        <p className="flex flex-wrap gap-x-4">
          <Link prefetch={false} href={ADD_ADDRESS_HREF} className={linkClass}>Add an address</Link>
          <Link prefetch={false} href="/address?next=/cart" className={linkClass}>Manage addresses</Link>
        </p>
      </div>
    </fieldset>
  );
}
