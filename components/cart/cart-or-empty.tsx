'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { isCartEmpty } from '@/lib/domain/cart';
import type { CartsAndCheckout as CartsAndCheckoutType } from './carts-and-checkout';
import { CartLoading, SCREEN_TALL } from './cart-loading';
import { EmptyCart } from './empty-cart';
import { useDisplayedCarts } from './use-displayed-carts';

// The carts, their calendar (react-day-picker), pricing and checkout come in their own chunk, fetched
// only once this browser's carts turn out to hold items (a visitor's, or edits not yet confirmed).
const CartsAndCheckout = dynamic(() => import('./carts-and-checkout').then((m) => m.CartsAndCheckout), { ssr: false, loading: CartLoading });

type Props = ComponentProps<typeof CartsAndCheckoutType>;

/**
 * The cart page when the server has no items to show: a visitor's carts (they live in this
 * browser: "Loading your cart…" until the store has read them) or a customer's empty carts. It
 * carries only what an empty cart needs; CartsAndCheckout arrives when there is something in it.
 */
export function CartOrEmpty(props: Props) {
  const { carts, loaded } = useDisplayedCarts(props.accountCarts ?? null, props.renderedAt);
  if (!loaded) return <CartLoading />;
  if (isCartEmpty(carts.map((c) => ({ items: c.items })))) return <EmptyCart tall={SCREEN_TALL} />;
  return <CartsAndCheckout {...props} />;
}
