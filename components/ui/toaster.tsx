'use client';

import { useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribeToasts, toast as toastStore, type Toast } from '@/lib/client/toast';

const KIND_STYLE: Record<Toast['kind'], string> = {
  success: 'border-green-700',
  error: 'border-red-700',
  blank: 'border-stone-700',
};

/**
 * Shows the toasts raised through lib/client/toast, bottom centre. On mobile it sits above the bottom
 * navigation bar. Errors are role="alert" (announced at once), the others role="status".
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex flex-col items-center gap-2 px-4 min-[901px]:bottom-6"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          aria-live={t.kind === 'error' ? 'assertive' : 'polite'}
          data-kind={t.kind}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg border-l-4 bg-white px-4 py-3 text-sm text-stone-900 shadow-lg ${KIND_STYLE[t.kind]}`}
        >
          {t.kind === 'success' && <CheckIcon />}
          {t.kind === 'error' && <CrossIcon />}
          <span>{t.message}</span>
          <button
            type="button"
            onClick={() => toastStore.dismiss(t.id)}
            aria-label="Dismiss notification"
            className="-my-2 -mr-2 ml-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-stone-700 hover:bg-stone-100"
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      ))}
    </section>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-green-700">
      <path d="M10 0a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5-5 1.4 1.4-6.4 6.4Z" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-red-700">
      <path d="M10 0a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 12.1-1.4 1.4L10 11.4l-2.1 2.1-1.4-1.4L8.6 10 6.5 7.9l1.4-1.4L10 8.6l2.1-2.1 1.4 1.4L11.4 10l2.1 2.1Z" />
    </svg>
  );
}
