// Error recovery: after an error-level or fatal event the tab reloads itself
// with a clean localStorage (stale stored state is the usual cause of a page that keeps failing),
// at most 3 times per tab session, 2 seconds after the error; then it stops and warns.
// Called from Sentry's beforeSend (sentry.client.config.ts) and from the error boundaries, so it
// works with and without a DSN. One page life schedules at most one reload however many errors
// (and callers) report, so the boundary and beforeSend seeing the same error count once.
import 'client-only';

/** Versioned like the other storage keys (_rdo_v_..._1). sessionStorage is per tab and survives reloads. */
export const RELOAD_COUNT_KEY = '_rdo_v_error_reload_count_1';
export const MAX_ERROR_RELOADS = 3;
export const RELOAD_DELAY_MS = 2000;

export type RecoveryOutcome = 'reload-scheduled' | 'already-scheduled' | 'gave-up';

export type ErrorRecoveryDeps = {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  local: Pick<Storage, 'clear'>;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  reload: () => void;
  warn: (message: string) => void;
};

export type ErrorRecovery = {
  /** An error or fatal event happened in this page. */
  onErrorEvent(): RecoveryOutcome;
  /** The user is acting on the error page (reporting it, trying again): do not reload under them. */
  cancelPendingReload(): boolean;
};

export const GAVE_UP_WARNING = `Error recovery: this tab has already reloaded ${MAX_ERROR_RELOADS} times after errors; not reloading again.`;

export function createErrorRecovery(deps: ErrorRecoveryDeps): ErrorRecovery {
  let pending: unknown = null;
  let warned = false;

  const giveUp = (message: string): RecoveryOutcome => {
    if (!warned) deps.warn(message);
    warned = true;
    return 'gave-up';
  };

  return {
    onErrorEvent() {
      if (pending !== null) return 'already-scheduled';
      let count: number;
      try {
        const stored = Number.parseInt(deps.session.getItem(RELOAD_COUNT_KEY) ?? '0', 10);
        count = Number.isFinite(stored) && stored > 0 ? stored : 0;
        if (count >= MAX_ERROR_RELOADS) return giveUp(GAVE_UP_WARNING);
        deps.session.setItem(RELOAD_COUNT_KEY, String(count + 1));
      } catch {
        // Without a counter that survives the reload, reloading could loop for ever.
        return giveUp('Error recovery: session storage is unavailable; not reloading.');
      }
      pending = deps.setTimer(() => {
        try {
          deps.local.clear();
        } catch {
          // Storage can be blocked; the reload alone may still help.
        }
        deps.reload();
      }, RELOAD_DELAY_MS);
      return 'reload-scheduled';
    },
    cancelPendingReload() {
      if (pending === null) return false;
      deps.clearTimer(pending);
      pending = null;
      return true;
    },
  };
}

let browserRecovery: ErrorRecovery | null = null;

/** The page's recovery, wired to the real browser; null on the server. */
export function browserErrorRecovery(): ErrorRecovery | null {
  if (typeof window === 'undefined') return null;
  // Storage is reached through `window` on each use: merely touching it can throw in some privacy modes.
  browserRecovery ??= createErrorRecovery({
    session: {
      getItem: (key) => window.sessionStorage.getItem(key),
      setItem: (key, value) => window.sessionStorage.setItem(key, value),
    },
    local: { clear: () => window.localStorage.clear() },
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    reload: () => window.location.reload(),
    warn: (message) => console.warn(message),
  });
  return browserRecovery;
}

export function recoverAfterError(): RecoveryOutcome | null {
  return browserErrorRecovery()?.onErrorEvent() ?? null;
}

export function cancelErrorReload(): boolean {
  return browserErrorRecovery()?.cancelPendingReload() ?? false;
}
