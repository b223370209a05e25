'use client';

import { formatWait } from '@/lib/domain/wait-time';

/** "Resend code" once the wait is over; until then, how long is left. */
export function ResendCode({ wait, busy, onResend }: { wait: number; busy: boolean; onResend: () => void }) {
  return (
    <p className="text-center text-sm" aria-live="polite">
      {wait > 0 ? (
        <span className="text-stone-700">You can ask for a new code in {formatWait(wait)}</span>
      ) : (
        <button
          type="button"
          onClick={onResend}
          disabled={busy}
          className="font-medium text-brand-700 underline"
        >
          Resend code
        </button>
      )}
    </p>
  );
}
