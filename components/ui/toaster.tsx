'use client';

import { Toaster as HotToaster, ToastBar } from 'react-hot-toast';
import { TOAST_DURATION_MS, dismissToast } from '@/lib/client/toast';

// Top centre, just under the sticky site header (h-14): the primary actions of the store sit at the
// bottom on a phone (bottom bar, the cart's sticky Place order bar) and the header stays usable, so a
// toast here covers neither. At most three show at once (lib/client/toast.ts), so it never grows a wall.
const BELOW_HEADER = '4rem';

/**
 * Shows the toasts raised through lib/client/toast. Errors are role="alert" (announced at once), the
 * others role="status". Each has a dismiss button.
 */
export function Toaster() {
  return (
    <section aria-label="Notifications" data-toaster>
      <HotToaster
        position="top-center"
        gutter={8}
        containerStyle={{ top: BELOW_HEADER }}
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          // Gone at once when dismissed, as before the library: a toast fading in or out is
          // half-transparent text (axe: color-contrast) and still covers what is under it.
          removeDelay: 0,
          className: 'text-sm',
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
        }}
      >
        {(t) => (
          <ToastBar toast={t} style={{ maxWidth: 'min(28rem, calc(100vw - 2rem))', padding: '4px 4px 4px 12px', animation: 'none', color: '#1c1917' }}>
            {({ icon, message }) => (
              <>
                {icon}
                {message}
                <button
                  type="button"
                  onClick={() => dismissToast(t.id)}
                  aria-label="Dismiss notification"
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-stone-700 hover:bg-stone-100"
                >
                  <span aria-hidden>×</span>
                </button>
              </>
            )}
          </ToastBar>
        )}
      </HotToaster>
    </section>
  );
}
