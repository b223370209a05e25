'use client';

import dynamic from 'next/dynamic';
import { Suspense, type ComponentProps } from 'react';
import { cartHasItems, isCartEmpty } from '@/lib/domain/cart';
import { ACCOUNT_CARTS_ATTRIBUTE } from '@/lib/client/early-queries';
import type { CartsAndCheckout as CartsAndCheckoutType } from './carts-and-checkout';
import { CartLoading, SCREEN_TALL } from './cart-loading';
import { EmptyCart } from './empty-cart';
import { useDisplayedCarts } from './use-displayed-carts';

// The carts, their calendar (react-day-picker), pricing and checkout come in their own chunk, fetched
// only when there are items to show.
const CartsAndCheckout = dynamic(() => import('./carts-and-checkout').then((m) => m.CartsAndCheckout));

type Props = ComponentProps<typeof CartsAndCheckoutType>;

/**
 * The cart page's client part. It carries only what an empty cart needs: a visitor's carts live in
 * this browser ("Loading your cart…" until the store has read them), a customer's come with the page
 * (use-displayed-carts.ts); CartsAndCheckout arrives when there is something in them.
 */
export function CartOrEmpty(props: Props) {
  const content = <CartContent {...props} />;
  if (!props.accountCarts) return content;
  // In the HTML before any script runs: the cart store and the head script then wait for this page's
  // hydration to hand them the account's carts instead of asking the server for them again
  // (lib/client/cart-store.ts, initCarts).
  return (
    <>
      <span hidden {...{ [ACCOUNT_CARTS_ATTRIBUTE]: '' }} />
      {content}
    </>
  );
}

function CartContent(props: Props) {
  const { carts, loaded } = useDisplayedCarts(props.accountCarts ?? null, props.renderedAt);
  if (!loaded) return <CartLoading />;
  if (isCartEmpty(carts.map((c) => ({ items: c.items })))) return <EmptyCart tall={SCREEN_TALL} />;
  const full = <CartsAndCheckout {...props} />;
  // The server read a customer's items: no boundary, so the server's HTML waits for the chunk and
  // carries the carts in its first part (a boundary would send "Loading…" and reveal them later),
  // and hydration waits for the chunk, preloaded with the page. Otherwise (a visitor's or unconfirmed
  // carts, known in the browser only) "Loading your cart…", as tall, until it has come.
  if (props.accountCarts?.some(cartHasItems)) return full;
  return <Suspense fallback={<CartLoading />}>{full}</Suspense>;
}
