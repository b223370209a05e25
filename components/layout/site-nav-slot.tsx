import type { AppNavViewer } from './app-nav';
import { SiteNavClient } from './site-nav-client';
import { ChatWidget } from '@/components/support/chat-widget';

/**
 * Where the navigation gets its real values. Server component: the auth engineer reads the session
 * here and builds the viewer (firstName, isAdmin, selectedCustomerFirstName); the cart count and the
 * logout function are client-side and live in site-nav-client.tsx. Until then: logged out, empty cart.
 */
export async function SiteNavSlot() {
  const viewer: AppNavViewer | null = null;
  return (
    <>
      <SiteNavClient viewer={viewer} />
      {/* Pass { firstName, phoneNumber } of the logged-in user once the session is read here. */}
      <ChatWidget user={null} />
    </>
  );
}
