'use client';

import Link from 'next/link';
import { useCartCount } from '@/lib/client/cart-store';

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
    <Link
      href="/cart"
      className="hidden min-h-11 shrink-0 items-center rounded-full bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800 min-[901px]:inline-flex"
      data-testid="view-cart"
    >
      View cart ({count} {count === 1 ? 'item' : 'items'})
    </Link>
  );
}
