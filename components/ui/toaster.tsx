'use client';

import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS, dismissToast } from '@/lib/client/toast';

/**
 * Shows the toasts raised through lib/client/toast as a strip inside the sticky site header, in the
 * page's flow rather than floating over it: while a toast shows, the header grows by its height, so
 * a toast never covers a control of the page — not the phone's bottom bar or the cart's Place order
 * bar, and not the menu's Add buttons, category chips or the admin's status controls as the page
 * scrolls under it (a floating toast anywhere ends up on something). The shift follows the user's own
 * action, so it is not layout shift that surprises anyone (CLS ignores shifts right after input).
 * The library's headless hook keeps its store, timers and limits (lib/client/toast.ts: durations from
 * the spec, at most three visible); newest first. Errors are role="alert", the others role="status".
 * The headless build: the full one brings goober, which writes a stylesheet of its own into every
 * page as it loads (one more style pass over the document at start-up, toast or not) for the icons
 * drawn here with the shop's classes instead.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATION_MS.blank,
    // Gone at once when dismissed: a fading toast is half-transparent text (axe: color-contrast).
    removeDelay: 0,
    success: { duration: TOAST_DURATION_MS.success },
    error: { duration: TOAST_DURATION_MS.error },
  });
  const visible = toasts.filter((t) => t.visible);
  return (
    <section aria-label="Notifications" data-toaster onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {visible.length > 0 && (
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-1 px-4 pb-2">
          {visible.map((t) => (
            <div
              key={t.id}
              data-kind={t.type}
              className="flex w-full max-w-md items-center gap-2 rounded-lg border border-stone-200 bg-white py-1 pl-3 pr-1 text-sm text-stone-900 shadow"
            >
              <ToastMark type={t.type} />
              <span className="flex-1" {...t.ariaProps}>
                {resolveValue(t.message, t)}
              </span>
              <button
                type="button"
                onClick={() => dismissToast(t.id)}
                aria-label="Dismiss notification"
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-stone-700 hover:bg-stone-100"
              >
                <span aria-hidden>×</span>
              </button>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

const MARKS: Partial<Record<Toast['type'], { symbol: string; className: string }>> = {
  success: { symbol: '✓', className: 'bg-green-700' },
  error: { symbol: '!', className: 'bg-red-700' },
};

/** The kind of toast at a glance; the words say it too, so the mark is hidden from screen readers. */
function ToastMark({ type }: { type: Toast['type'] }) {
  const mark = MARKS[type];
  if (!mark) return null;
  return (
    <span aria-hidden data-toast-mark className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${mark.className}`}>
      {mark.symbol}
    </span>
  );
}
