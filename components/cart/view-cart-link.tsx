'use client';

import { useCartCount } from '@/lib/client/cart-store';
import { ButtonLink } from '@/components/ui/button';

/**
 * The spec hides the Cart tab from logged-out visitors on desktop, so once they have added
 * something the menu offers the way to it here, beside the menu's heading: in the page's flow, so it
 * never floats over a card's Add button. Not on a phone, where the bottom bar's Cart tab
 * already shows the count.
 */
export function ViewCartLink() {
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <span className="hidden shrink-0 min-[901px]:inline-flex">
      <ButtonLink href="/cart" className="shadow-sm" data-testid="view-cart">
        View cart ({count} {count === 1 ? 'item' : 'items'})
      </ButtonLink>
    </span>
  );
}
