'use client';

import type { Cart } from '@/lib/domain/cart';
import { cartActions } from '@/lib/client/cart-store';

// The radio inside is visually hidden, so the chip shows its keyboard focus (WCAG 2.4.7).
const chip = (on: boolean) =>
  `min-h-11 rounded-full border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600'}`;

/** Buy once or subscribe: two chips, one of them chosen. */
export function ScheduleMode({ cart }: { cart: Cart }) {
  const kind = cart.kind;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">How would you like it?</legend>
      <div className="mt-1 flex gap-2">
        {(['BUY', 'SUBSCRIBE'] as const).map((m) => (
          <label key={m} className={chip(cart.buyOrSubscribe === m)}>
            <input type="radio" className="sr-only" name={`mode-${kind}`} checked={cart.buyOrSubscribe === m} onChange={() => cartActions.setMode(kind, m)} />
            {m === 'BUY' ? 'Buy once' : 'Subscribe'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
