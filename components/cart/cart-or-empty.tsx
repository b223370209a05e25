'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { isCartEmpty } from '@/lib/domain/cart';
import type { CartsAndCheckout as CartsAndCheckoutType } from './carts-and-checkout';
import { CartLoading, SCREEN_TALL } from './cart-loading';
import { EmptyCart } from './empty-cart';
import { useDisplayedCarts } from './use-displayed-carts';

// The carts, their calendar (react-day-picker), pricing and checkout come in their own chunk, fetched
// only when there are items to show: rendered into the HTML (the chunk preloaded) when the server
// read a customer's items, else once this browser's carts turn out to hold some (a visitor's, or
// edits not yet confirmed). Until it has come, "Loading your cart…", as tall.
const CartsAndCheckout = dynamic(() => import('./carts-and-checkout').then((m) => m.CartsAndCheckout), { loading: CartLoading });

type Props = ComponentProps<typeof CartsAndCheckoutType>;

/**
 * The cart page's client part. It carries only what an empty cart needs: a visitor's carts live in
 * this browser ("Loading your cart…" until the store has read them), a customer's come with the page
 * (use-displayed-carts.ts); CartsAndCheckout arrives when there is something in them.
 */
export function CartOrEmpty(props: Props) {
  const { carts, loaded } = useDisplayedCarts(props.accountCarts ?? null, props.renderedAt);
  if (!loaded) return <CartLoading />;
  if (isCartEmpty(carts.map((c) => ({ items: c.items })))) return <EmptyCart tall={SCREEN_TALL} />;
  return <CartsAndCheckout {...props} />;
}
