'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus, wrapTab } from './dialog-focus';

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

  useDialogFocus(open, panelRef, initialFocusRef, returnFocusRef);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    wrapTab(event, panelRef.current);
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
