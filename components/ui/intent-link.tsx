'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A Link prefetched when the visitor shows they may follow it (pointer over it, a finger on it, or
 * keyboard focus), not when it scrolls into view. For lists of many links (the menu's dishes): the
 * viewport prefetch of every card started after the page loaded and kept it from settling, and most
 * of those pages are never opened. `null` after intent restores Next's own prefetch (docs:
 * "Hover-triggered prefetch" in node_modules/next/dist/docs/01-app/02-guides/prefetching.md).
 */
export function IntentLink({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'> & { /** false: never prefetched, not even on intent (a logged-in viewer's own pages) */ prefetch?: false }) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent && prefetch !== false ? null : false}
      onPointerEnter={(e) => {
        setIntent(true);
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
