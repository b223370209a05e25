'use client';

import Link from 'next/link';
import { useCartCount } from '@/lib/client/cart-store';

/**
 * The spec hides the Cart tab from logged-out visitors on desktop, so once they have added
 * something the menu offers the way to it here.
 */
export function ViewCartLink() {
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <Link
      href="/cart"
      className="fixed bottom-20 right-4 z-20 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 min-[901px]:bottom-6"
      data-testid="view-cart"
    >
      View cart ({count} {count === 1 ? 'item' : 'items'})
    </Link>
  );
}
