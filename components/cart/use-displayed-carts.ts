'use client';

import { useLayoutEffect, useMemo } from 'react';
import { seedAccountCarts, useCarts, useCartsLoaded } from '@/lib/client/cart-store';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { CATEGORY_ENUMS } from '@/lib/domain/categories';

/**
 * The carts the cart page shows, whether they are known yet, and the "now" their dates are worked
 * out from. Until the browser's store has carts (on the server, and in the render that hydrates its
 * HTML), a logged-in customer's carts are the ones the server read with the page, dated by the
 * server's clock: the page arrives with them (its largest paint), not with "Loading your cart…"
 * replaced after hydration, and the hydrating render matches the HTML.
 */
export function useDisplayedCarts(accountCarts: Cart[] | null, renderedAt: string | undefined) {
  const storeCarts = useCarts();
  const storeLoaded = useCartsLoaded();
  const fromServer = !storeLoaded && accountCarts !== null;
  // The store keeps a cart's object while it is equal (cart-store.ts, keepUnchanged), so the server
  // confirming the carts already shown changes nothing here and renders nothing again.
  const carts = useMemo(
    () => (fromServer ? CATEGORY_ENUMS.map((kind) => accountCarts.find((c) => c.kind === kind) ?? emptyCart(kind)) : storeCarts),
    [fromServer, accountCarts, storeCarts],
  );
  // Before the first paint after hydration the store takes the server's carts, with any edits this
  // browser has not had confirmed on top (lib/client/cart-store.ts).
  useLayoutEffect(() => {
    if (accountCarts) seedAccountCarts(accountCarts);
  }, [accountCarts]);
  // One "now" per render pass keeps every section's dates consistent with each other: the server's
  // while its carts are shown, this browser's from the moment the store has them.
  const now = useMemo(() => (fromServer && renderedAt ? new Date(renderedAt) : new Date()), [carts]); // eslint-disable-line react-hooks/exhaustive-deps
  return { carts, loaded: fromServer || storeLoaded, now };
}
