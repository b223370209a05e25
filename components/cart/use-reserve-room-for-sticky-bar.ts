'use client';
import { useEffect, type RefObject } from 'react';

/**
 * The sticky checkout bar floats over the cart; the page keeps a scroll padding as tall as the bar
 * (plus its gap above the phone's bottom bar), so a focused field (the drop note) or a scrolled-to
 * control is brought into view above it, never under it.
 */
export function useReserveRoomForStickyBar(bar: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const reserve = () => {
      const offset = parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.setProperty('--sticky-checkout-room', `${Math.ceil(el.offsetHeight + offset + 8)}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(el);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('--sticky-checkout-room');
    };
  }, [bar, shown]);
}
