'use client';

import { useLayoutEffect, useMemo, useState } from 'react';
import { keepUnchanged, seedAccountCarts, useCarts, useCartsLoaded } from '@/lib/client/cart-store';
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
  // The carts shown keep their objects while they are equal (the store taking the server's carts,
  // then the server confirming them): the sections and their calendars need not render again.
  const next = useMemo(
    () => (fromServer ? CATEGORY_ENUMS.map((kind) => accountCarts.find((c) => c.kind === kind) ?? emptyCart(kind)) : storeCarts),
    [fromServer, accountCarts, storeCarts],
  );
  const [shown, setShown] = useState(next);
  const unchanged = keepUnchanged(shown, next) === shown;
  if (!unchanged) setShown(next);
  const carts = unchanged ? shown : next;
  // Before the first paint after hydration the store takes the server's carts, with any edits this
  // browser has not had confirmed on top (lib/client/cart-store.ts).
  useLayoutEffect(() => {
    if (accountCarts) seedAccountCarts(accountCarts);
  }, [accountCarts]);
  // One "now" per render pass keeps every section's dates consistent with each other: the server's
  // while its carts are shown, this browser's from the moment the store has them (even equal ones).
  const now = useMemo(() => (fromServer && renderedAt ? new Date(renderedAt) : new Date()), [carts, fromServer]); // eslint-disable-line react-hooks/exhaustive-deps
  return { carts, loaded: fromServer || storeLoaded, now };
}
