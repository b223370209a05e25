'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * A page the browser's back/forward cache kept shows what it showed when the visitor left it: on
 * such a return (pageshow, persisted) this asks the server for the page again, so a price the
 * kitchen changed meanwhile is not the one on screen. Renders nothing.
 */
export function RefreshWhenRestored() {
  const router = useRouter();
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) router.refresh();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [router]);
  return null;
}
