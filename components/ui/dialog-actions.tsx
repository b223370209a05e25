import type { RefObject } from 'react';

const TONES = {
  brand: 'bg-brand-700 hover:bg-brand-800',
  /** a payment confirmed: the one green action */
  confirm: 'bg-green-800 hover:bg-green-900',
} as const;

/**
 * The two answers under a question dialog: the safe one first (pass its ref as the dialog's
 * initialFocusRef, so Enter never does the thing that cannot be undone) and the action, which says
 * what is happening while `busy`. Both are disabled while busy.
 */
export function DialogActions({
  cancelRef,
  cancelLabel,
  onCancel,
  actionLabel,
  busyLabel,
  onAction,
  busy,
  tone = 'brand',
}: {
  cancelRef?: RefObject<HTMLButtonElement | null>;
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  /** what the action button says while it runs; the action label when not given */
  busyLabel?: string;
  onAction: () => void;
  busy: boolean;
  tone?: keyof typeof TONES;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button
        ref={cancelRef}
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="min-h-11 rounded-lg border border-stone-400 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
      >
        {cancelLabel}
      </button>
      <button
        type="button"
        onClick={onAction}
        disabled={busy}
        aria-busy={busy || undefined}
        className={`min-h-11 rounded-lg px-4 text-sm font-semibold text-white disabled:opacity-60 ${TONES[tone]}`}
      >
        {busy && busyLabel ? busyLabel : actionLabel}
      </button>
    </div>
  );
}
