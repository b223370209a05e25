'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Focused when the dialog opens; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus when the dialog closes; otherwise whatever had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Clicking outside the panel closes, like Escape. Off for dialogs that must not be dismissed by accident. */
  closeOnBackdrop?: boolean;
  /** A visible × button named "Close" in the top corner (a dialog needs a visible way out besides Escape or a tap beside it). */
  closeButton?: boolean;
};

/**
 * An accessible modal: role="dialog", aria-modal, labelled by its title, focus kept inside (Tab and
 * Shift+Tab wrap), Escape closes, focus returns to the opener, page scroll locked while open.
 * Rendered into document.body so that no ancestor's overflow or stacking can clip it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  returnFocusRef,
  closeOnBackdrop = true,
  closeButton = false,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Kept in a ref so that a parent re-rendering with a new onClose does not re-run the open effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

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
  }, [open, initialFocusRef, returnFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/50 p-4"
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-sm overflow-y-auto rounded-xl bg-white p-6 text-stone-900 shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className={`text-lg font-semibold leading-snug ${closeButton ? 'pr-10' : ''}`}>
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-3 text-sm text-stone-700">
            {description}
          </div>
        )}
        {children}
        {/* Last in the DOM so the first field still gets the focus on open; drawn in the top corner. */}
        {closeButton && (
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label="Close"
            className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-2xl leading-none text-stone-700 hover:bg-stone-100"
          >
            <span aria-hidden>×</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
