'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { STORE_DESKTOP_MIN } from './navigation-rules';

/**
 * Whether a CSS media query matches, kept current as the window changes. Prefer CSS media queries for
 * anything visible (they are right in the first HTML); use this only where behaviour must differ.
 * `serverValue` is what the server render and the first client render assume.
 */
export function useMedia(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

/** Store layout (spec: width > 900 is desktop); same breakpoint as the `min-[901px]:` Tailwind variant. */
export const STORE_DESKTOP_QUERY = `(min-width: ${STORE_DESKTOP_MIN}px)`;
