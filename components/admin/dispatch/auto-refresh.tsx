'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** Reads the page again every `seconds` while it is open and visible: the riders' progress moves on its own. */
export function AutoRefresh({ seconds = 30 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
