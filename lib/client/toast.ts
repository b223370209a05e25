// Toasts: success 2000 ms, error and blank 4000 ms, at most 20 shown.
// A tiny store outside React so that any code (a store, a fetch helper, an error handler) can raise
// one; <Toaster /> in the root layout shows them.
import 'client-only';

export type ToastKind = 'success' | 'error' | 'blank';
export type Toast = { id: string; kind: ToastKind; message: string; createdAt: number };
export type ToastOptions = { id?: string; duration?: number };

export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 2000, error: 4000, blank: 4000 };
export const MAX_TOASTS = 20;

type Listener = () => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function dismissToast(id?: string): void {
  if (id === undefined) {
    for (const key of timers.keys()) clearTimer(key);
    emit([]);
    return;
  }
  clearTimer(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  clearTimer(id);
  // The same id replaces the earlier toast (e.g. a repeated error) instead of stacking it.
  const rest = toasts.filter((t) => t.id !== id);
  const next = [...rest, { id, kind, message, createdAt: Date.now() }];
  const dropped = next.slice(0, Math.max(0, next.length - MAX_TOASTS));
  for (const old of dropped) clearTimer(old.id);
  emit(next.slice(-MAX_TOASTS));
  const duration = options.duration ?? TOAST_DURATION_MS[kind];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  return id;
}

/** toast('Saved') shows a blank toast; toast.success / toast.error the other kinds. Each returns the id. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('blank', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss: dismissToast,
});

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const NO_TOASTS: readonly Toast[] = [];
/** The server renders no toasts. */
export function getServerToasts(): readonly Toast[] {
  return NO_TOASTS;
}
