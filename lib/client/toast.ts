// Toasts: react-hot-toast (a maintained library, see docs/decisions.md "Toasts"), behind this small
// wrapper so call sites keep `toast.success(...)` and tests can read what is showing.
// Spec: success 2000 ms, error and blank 4000 ms, at most 20 kept (the library's own defaults).
// The shop adds two rules the spec leaves open:
// - at most MAX_VISIBLE_TOASTS on screen: a new toast pushes the oldest out, never a wall of them;
// - toasts do not follow the user to the next page (ToastNavigationReset clears them on a path change),
//   except one raised with `keepOnNavigation` to announce the navigation it precedes ("Order placed").
import 'client-only';
// The headless build: the same store and timers, without goober's stylesheet (components/ui/toaster.tsx).
import hotToast from 'react-hot-toast/headless';

export type ToastKind = 'success' | 'error' | 'blank';
export type Toast = { id: string; kind: ToastKind; message: string; createdAt: number };
export type ToastOptions = {
  id?: string;
  duration?: number;
  /** The toast announces the navigation that follows it: it survives that one path change. */
  keepOnNavigation?: boolean;
};

export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 2000, error: 4000, blank: 4000 };
export const MAX_TOASTS = 20;
export const MAX_VISIBLE_TOASTS = 3;

type Shown = Toast & { expiresAt: number; keepOnNavigation: boolean };

// What this wrapper has raised and not yet seen dismissed, oldest first. The library keeps its own
// store (read only through a hook); this list lets non-React code and tests ask what is showing.
let shown: Shown[] = [];

function live(now = Date.now()): Shown[] {
  shown = shown.filter((t) => t.expiresAt > now);
  return shown;
}

export function dismissToast(id?: string): void {
  if (id === undefined) {
    shown = [];
    // remove, not dismiss: gone at once instead of fading out over the next page.
    hotToast.remove();
    return;
  }
  shown = shown.filter((t) => t.id !== id);
  hotToast.dismiss(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const duration = options.duration ?? TOAST_DURATION_MS[kind];
  const libraryOptions = { id: options.id, duration };
  const id =
    kind === 'success'
      ? hotToast.success(message, libraryOptions)
      : kind === 'error'
        ? // An error is announced at once; the library would make every toast a polite status.
          hotToast.error(message, { ...libraryOptions, ariaProps: { role: 'alert', 'aria-live': 'assertive' } })
        : hotToast(message, libraryOptions);
  const now = Date.now();
  // The same id replaces the earlier toast (e.g. a repeated "copied") instead of stacking it.
  const rest = live(now).filter((t) => t.id !== id);
  shown = [...rest, { id, kind, message, createdAt: now, expiresAt: now + duration, keepOnNavigation: options.keepOnNavigation ?? false }];
  for (const old of shown.slice(0, Math.max(0, shown.length - MAX_VISIBLE_TOASTS))) dismissToast(old.id);
  return id;
}

/** A path change: clear every toast except those announcing this navigation (which then become ordinary). */
export function clearToastsOnNavigation(): void {
  for (const t of live()) {
    if (t.keepOnNavigation) {
      t.keepOnNavigation = false;
      continue;
    }
    shown = shown.filter((s) => s.id !== t.id);
    // remove, not dismiss: no fade-out over the new page.
    hotToast.remove(t.id);
  }
}

/** toast('Saved') shows a blank toast; toast.success / toast.error the other kinds. Each returns the id. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('blank', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss: dismissToast,
});

/** The toasts showing now, oldest first (what tests and non-React code may read). */
export function getToasts(): readonly Toast[] {
  return live().map(({ id, kind, message, createdAt }) => ({ id, kind, message, createdAt }));
}
