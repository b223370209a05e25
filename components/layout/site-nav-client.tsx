'use client';

import { useEffect, useMemo } from 'react';
import { usePathname } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { AppNav } from './app-nav';
import { ChatWidget } from '@/components/support/chat-widget';
import { clearClientState } from '@/lib/client/persisted-state';
import { menuPreferences } from '@/lib/client/menu-preferences';
import { cartActions, initCarts, useCartCount } from '@/lib/client/cart-store';
import { SESSION_CHECKED_ATTRIBUTE, SESSION_HINT_ATTRIBUTE, clearViewer, isServerState, refreshViewer, useViewerState } from '@/lib/client/viewer-store';

const LOGOUT = graphql(`
  mutation Logout {
    logout {
      status
    }
  }
`);

async function logout(): Promise<void> {
  // The server ends the session (a copy of the cookie is dead too) and clears the cookie; a
  // failure throws, so the tab says so and stays logged in. Then nothing of this user stays here.
  const result = await gql(LOGOUT);
  if (!result.ok) throw new Error(result.error.message);
  clearViewer();
  cartActions.reset();
  menuPreferences.reset();
  clearClientState();
}

// Session changes made in this tab without a navigation (login, choosing a customer).
const SESSION_EVENTS = ['store:logged-in', 'store:customer-selected', 'store:customer-deselected'];

/**
 * The visitor's navigation and chat widget. Every page's HTML is the same for everyone (cached), so
 * who is logged in is asked in the browser: at once from what this browser last saw, then from the
 * server on every page (and after a login or a customer change). Carts load once that is known.
 */
export function SiteNav() {
  const viewerState = useViewerState();
  const { known, viewer } = viewerState;
  const cartCount = useCartCount();
  const path = usePathname();
  const isLoggedIn = viewer !== null;
  // One object while what the navigation shows is the same: the server's answer agreeing with this
  // browser's hint (a phone number more) then leaves the memoised navigation as it is.
  const firstName = viewer?.firstName ?? null;
  const isAdmin = viewer?.isAdmin ?? false;
  const selectedCustomerFirstName = viewer?.selectedCustomerFirstName ?? null;
  const navViewer = useMemo(
    () => (isLoggedIn ? { firstName, isAdmin, selectedCustomerFirstName } : null),
    [isLoggedIn, firstName, isAdmin, selectedCustomerFirstName],
  );

  useEffect(() => {
    void refreshViewer();
  }, [path]);
  useEffect(() => {
    // The navigation shows the browser's viewer now (it renders as a transition after hydration):
    // the pre-paint hint is done, and had the hint script not run, the 'Log in' link would stay
    // hidden (globals.css).
    if (isServerState(viewerState)) return;
    document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
    document.documentElement.setAttribute(SESSION_CHECKED_ATTRIBUTE, '');
  }, [viewerState]);
  useEffect(() => {
    const refresh = () => void refreshViewer();
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    // Back to a page kept in the back/forward cache: the session may have changed meanwhile.
    const onPageShow = (e: PageTransitionEvent) => e.persisted && refresh();
    for (const name of SESSION_EVENTS) window.addEventListener(name, refresh);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      for (const name of SESSION_EVENTS) window.removeEventListener(name, refresh);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  useEffect(() => {
    if (known) void initCarts(isLoggedIn);
  }, [known, isLoggedIn]);
  useEffect(() => {
    const onDeselect = () => cartActions.resetAddresses();
    window.addEventListener('store:customer-deselected', onDeselect);
    return () => window.removeEventListener('store:customer-deselected', onDeselect);
  }, []);

  return (
    <>
      <AppNav
        viewer={navViewer}
        cartCount={cartCount}
        onLogout={logout}
      />
      <ChatWidget user={viewer ? { firstName: viewer.firstName, phoneNumber: viewer.phoneNumber } : null} />
    </>
  );
}
