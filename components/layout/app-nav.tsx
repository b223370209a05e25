'use client';

import { usePathname, useRouter } from 'next/navigation';
import { memo, useCallback } from 'react';
import { desktopItems, mobileItems } from '@/components/layout/navigation-rules';
import { toast } from '@/lib/client/toast';
import { TopBar } from './top-bar';
import { BottomBar } from './bottom-bar';

export type AppNavViewer = {
  firstName: string | null;
  isAdmin: boolean;
  /** first name of the customer an admin acts for, shown as 'Customers (Ravi)' */
  selectedCustomerFirstName: string | null;
};

export type AppNavProps = {
  /** null when logged out */
  viewer: AppNavViewer | null;
  /** items across all carts; the badge shows only when above 0 */
  cartCount: number;
  /** Signs out and clears client state. Must not navigate with a full reload: the toast would be lost. */
  onLogout: () => Promise<void>;
};

export const LOGGED_OUT_MESSAGE = 'You have been logged out successfully';
export const LOGOUT_FAILED_MESSAGE = 'Could not log out. Please try again.';

/**
 * The store's navigation: the top bar (rendered where this component sits, in the header) and the
 * mobile bottom bar (position: fixed). Both are always rendered and CSS media queries pick what shows,
 * so the server's HTML is already right for every width.
 *
 * Memoised: the server's first answer about a visitor (known now, still nobody) re-renders the nav
 * around it, and with the same props the whole header need not render again.
 */
export const AppNav = memo(function AppNav({ viewer, cartCount, onLogout }: AppNavProps) {
  // A category view is prerendered at /menu/<CODE> (next.config.ts rewrites /?category=<CODE> there):
  // to the visitor it is the menu, in the server's HTML as in the browser.
  const path = (usePathname() ?? '/').replace(/^\/menu\/[A-Z]+$/, '/');
  const router = useRouter();
  const rules = { path, isLoggedIn: viewer !== null, isAdmin: viewer?.isAdmin ?? false, cartCount };

  const logout = useCallback(async () => {
    try {
      await onLogout();
    } catch {
      toast.error(LOGOUT_FAILED_MESSAGE);
      return;
    }
    toast.success(LOGGED_OUT_MESSAGE, { keepOnNavigation: true });
    router.replace('/');
    // Server components (this bar's viewer among them) render again without the session.
    router.refresh();
  }, [onLogout, router]);

  // A logged-in viewer's pages (their orders, the admin's lists) are rendered for them alone: a
  // prefetch of each nav link on every page fetched those streams again and again, and on the
  // admin's pages two of them were still open 8 s after the page had loaded. Their links load on
  // the tap instead; a visitor's (prerendered, shared) pages are prefetched when a pointer, finger or focus comes to the link.
  const prefetch = viewer ? false : undefined;

  return (
    <>
      <TopBar
        prefetch={prefetch}
        items={desktopItems(rules)}
        firstName={viewer?.firstName ?? null}
        selectedCustomerFirstName={viewer?.selectedCustomerFirstName ?? null}
        onLogout={logout}
      />
      <BottomBar items={mobileItems(rules)} prefetch={prefetch} />
    </>
  );
});
