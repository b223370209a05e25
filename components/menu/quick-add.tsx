'use client';

// The menu's one-tap add: ADD puts one of the item's first size (its cheapest) in its
// cart at once and turns into − 1 +, which changes that size's quantity in the cart. Other sizes
// and special instructions are in the item dialog (AddToCartButton, "Options"). The first add says
// so in a short toast in the sticky header, in view however far down the menu the card is.
import { cartActions, useCartQty } from '@/lib/client/cart-store';
import { toast } from '@/lib/client/toast';
import { cartItemOf, MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import { formatUnit } from '@/lib/domain/units';
import type { MenuCardItem } from './menu-card-item';

export function QuickAdd({ item }: { item: MenuCardItem }) {
  const kind = item.category.categoryEnum;
  const first = item.variants[0];
  const qty = useCartQty(kind, item.id, first?.id);

  if (!first) return null;
  const size = formatUnit(first.unit, first.unitType);
  if (qty === 0) {
    return (
      <button
        type="button"
        className="menu-card-add"
        onClick={() => {
          cartActions.addItem(kind, cartItemOf(item, { [first.id]: 1 }, ''));
          toast.success(`${item.name} added to cart`);
        }}
      >
        Add<span className="sr-only">{` ${item.name}`}</span>
      </button>
    );
  }
  return (
    <div className="menu-card-stepper" role="group" aria-label={`${item.name}, ${size}, in cart`}>
      <button type="button" aria-label={`One less ${item.name}`} onClick={() => cartActions.setQty(kind, item.id, first.id, qty - 1)}>
        −
      </button>
      <output aria-live="polite" aria-label={`${item.name} in cart`} data-testid="quick-qty">
        {qty}
      </output>
      <button type="button" aria-label={`One more ${item.name}`} disabled={qty >= MAX_QTY_PER_VARIANT} onClick={() => cartActions.setQty(kind, item.id, first.id, qty + 1)}>
        +
      </button>
    </div>
  );
}
