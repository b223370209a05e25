'use client';

import { useEffect } from 'react';
import { gql } from '@/lib/client/graphql';
import { AppNav, type AppNavViewer } from './app-nav';
import { clearClientState } from '@/lib/client/persisted-state';
import { cartActions, initCarts, useCartCount } from '@/lib/client/cart-store';

async function logout(): Promise<void> {
  // The server ends the session (a copy of the cookie is dead too) and clears the cookie; a
  // failure throws, so the tab says so and stays logged in. Then nothing of this user stays here.
  const result = await gql<{ logout: { status: boolean } }>('mutation Logout { logout { status } }');
  if (!result.ok) throw new Error(result.error.message);
  cartActions.reset();
  clearClientState();
}

export function SiteNavClient({ viewer }: { viewer: AppNavViewer | null }) {
  const cartCount = useCartCount();
  const isLoggedIn = viewer !== null;
  useEffect(() => {
    void initCarts(isLoggedIn);
  }, [isLoggedIn]);
  useEffect(() => {
    const onDeselect = () => cartActions.resetAddresses();
    window.addEventListener('store:customer-deselected', onDeselect);
    return () => window.removeEventListener('store:customer-deselected', onDeselect);
  }, []);
  return <AppNav viewer={viewer} cartCount={cartCount} onLogout={logout} />;
}
