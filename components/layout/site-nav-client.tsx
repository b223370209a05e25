'use client';

import { AppNav, type AppNavViewer } from './app-nav';
import { clearClientState } from '@/lib/client/persisted-state';

// Placeholder wiring until the auth and cart engineers replace it (see site-nav-slot.tsx):
// - cartCount: read the item count across the four carts from the cart store here.
// - onLogout: sign out (next-auth) and reset in-memory stores, then clear client state. Do not do a
//   full-page navigation: AppNav shows 'You have been logged out successfully' and goes to '/'.
async function placeholderLogout(): Promise<void> {
  clearClientState();
}

export function SiteNavClient({ viewer }: { viewer: AppNavViewer | null }) {
  const cartCount = 0;
  return <AppNav viewer={viewer} cartCount={cartCount} onLogout={placeholderLogout} />;
}
