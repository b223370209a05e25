import type { AppNavViewer } from './app-nav';
import { SiteNavClient } from './site-nav-client';
import { ChatWidget } from '@/components/support/chat-widget';
import { currentViewer } from '@/lib/auth/current-viewer';
import { isAdmin } from '@/lib/auth/viewer';

/** Reads the session on the server so the first HTML already shows the right navigation. */
export async function SiteNavSlot() {
  const viewer = await currentViewer();
  const navViewer: AppNavViewer | null = viewer
    ? { firstName: viewer.firstName, isAdmin: isAdmin(viewer), selectedCustomerFirstName: viewer.selectedCustomerFirstName }
    : null;
  return (
    <>
      <SiteNavClient viewer={navViewer} />
      <ChatWidget user={viewer ? { firstName: viewer.firstName, phoneNumber: viewer.phoneNumber ?? null } : null} />
    </>
  );
}
