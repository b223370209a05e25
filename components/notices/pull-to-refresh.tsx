'use client';

import { useEffect, useRef, useState } from 'react';
import { STORE_DESKTOP_QUERY, useMedia } from '@/components/layout/use-media';

/** How far (px) a pull from the top of the page must travel before letting go reloads. */
export const PULL_THRESHOLD_PX = 70;

// A pull that starts inside something scrolled (a list in a dialog) scrolls that, and an open modal
// owns the gestures on the page.
function gestureBelongsElsewhere(target: EventTarget | null): boolean {
  if (document.querySelector('[aria-modal="true"]')) return true;
  for (let el = target instanceof Element ? target : null; el && el !== document.body; el = el.parentElement) {
    if (el.scrollTop > 0) return true;
  }
  return false;
}

/**
 * On mobile, pulling down from the top of the page reloads it. Touch only; does
 * nothing at desktop widths. The browser's own pull-to-refresh is switched off while this is active
 * so that one pull does not reload twice.
 */
export function PullToRefresh({ onRefresh }: { onRefresh?: () => void }) {
  const isDesktop = useMedia(STORE_DESKTOP_QUERY, false);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  // The gesture listeners must survive re-renders caused by the indicator moving.
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (isDesktop) return;
    let startY: number | null = null;
    let distance = 0;

    const onStart = (event: TouchEvent) => {
      startY = null;
      if (event.touches.length !== 1 || window.scrollY > 0 || gestureBelongsElsewhere(event.target)) return;
      startY = event.touches[0].clientY;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      if (window.scrollY > 0) {
        startY = null;
        setPull(0);
        return;
      }
      distance = Math.max(0, event.touches[0].clientY - startY);
      setPull(distance);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance >= PULL_THRESHOLD_PX) {
        setRefreshing(true);
        (refreshRef.current ?? (() => window.location.reload()))();
      } else {
        setPull(0);
      }
    };

    const root = document.documentElement;
    const previousOverscroll = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = previousOverscroll;
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [isDesktop]);

  if (isDesktop || (pull === 0 && !refreshing)) return null;
  const progress = Math.min(1, pull / PULL_THRESHOLD_PX);
  const ready = progress >= 1 || refreshing;
  return (
    <div
      data-testid="pull-indicator"
      data-ready={ready}
      aria-hidden
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center"
      style={{ transform: `translateY(${Math.min(pull, PULL_THRESHOLD_PX * 1.5) / 2}px)` }}
    >
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white shadow-md">
        <svg
          viewBox="0 0 24 24"
          className={`h-6 w-6 fill-brand-700 ${refreshing ? 'animate-spin' : ''}`}
          style={refreshing ? undefined : { transform: `rotate(${progress * 180}deg)` }}
        >
          <path d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" />
        </svg>
      </span>
    </div>
  );
}
