'use client';
// Where the keyboard's focus goes around a modal dialog: into it when it opens, kept inside while it
// is open (Tab and Shift+Tab wrap, focus landing outside is brought back), back to the opener when it
// closes; the page behind does not scroll meanwhile.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * While `open`: focus `initialFocusRef` (else the panel's first focusable element), keep focus in the
 * panel and the page's scroll locked; on close, focus `returnFocusRef` (else the opener) again.
 */
export function useDialogFocus(open: boolean, panelRef: RefObject<HTMLDivElement | null>, initialFocusRef?: RefObject<HTMLElement | null>, returnFocusRef?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusRef;
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Focus that lands outside (a click on the page behind, a screen reader jump) is brought back.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = previousOverflow;
      const target = returnTarget?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open, panelRef, initialFocusRef, returnFocusRef]);
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
export function wrapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const items = focusableIn(panel);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
