'use client';

import { desktopItems, mobileItems } from './navigation-rules';
import { TopBar } from './top-bar';
import { BottomBar } from './bottom-bar';

// No page is current: this placeholder is the same on every page (it is part of each page's
// prerendered shell, where the path may not be known yet).
const SHELL = { path: '/_', isLoggedIn: false, isAdmin: false, cartCount: 0 };
const noLogout = async () => {};

/**
 * What the header shows in the prerendered shell, before the visitor's own navigation (which
 * reads the session at request time) streams in: the logged-out bars. It is what a visitor
 * without JavaScript keeps, and for most visitors it is already right. No effects: the carts are
 * loaded by the real navigation once it arrives.
 */
export function SiteNavFallback() {
  return (
    <>
      <TopBar items={desktopItems(SHELL)} firstName={null} selectedCustomerFirstName={null} onLogout={noLogout} />
      <BottomBar items={mobileItems(SHELL)} />
    </>
  );
}
