'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { clearToastsOnNavigation } from '@/lib/client/toast';

/**
 * Toasts belong to the page they were raised on (left alone they follow the user and sit on the next
 * page's buttons). On every path change this clears them, except one raised with keepOnNavigation to
 * announce the navigation itself. Kept apart from <Toaster /> so the toaster needs no router.
 */
export function ToastNavigationReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    clearToastsOnNavigation();
  }, [pathname]);
  return null;
}
