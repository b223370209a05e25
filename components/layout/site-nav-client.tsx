'use client';

import { useEffect } from 'react';
import { signOut } from 'next-auth/react';
import { AppNav, type AppNavViewer } from './app-nav';
import { clearClientState } from '@/lib/client/persisted-state';
import { cartActions, initCarts, useCartCount } from '@/lib/client/cart-store';

async function logout(): Promise<void> {
  // next-auth clears the session cookie; then nothing of this user stays in the tab.
  await signOut({ redirect: false });
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
