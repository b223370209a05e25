import {
  createErrorRecovery,
  GAVE_UP_WARNING,
  MAX_ERROR_RELOADS,
  RELOAD_COUNT_KEY,
  RELOAD_DELAY_MS,
  type ErrorRecoveryDeps,
} from './error-recovery';

// Each "page life" is a fresh recovery object over the tab's real (jsdom) storages, as after a reload.
function pageLife(overrides: Partial<ErrorRecoveryDeps> = {}) {
  const reload = jest.fn();
  const warn = jest.fn();
  const recovery = createErrorRecovery({
    session: window.sessionStorage,
    local: window.localStorage,
    setTimer: (cb, ms) => setTimeout(cb, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    reload,
    warn,
    ...overrides,
  });
  return { recovery, reload, warn };
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('error recovery: clean and reload, at most 3 times, 2 s apart', () => {
  it('reloads 3 times with a cleared localStorage, 2 seconds after each error, then warns and stops', () => {
    for (let n = 1; n <= MAX_ERROR_RELOADS; n++) {
      window.localStorage.setItem('_rdo_v_cdm_cart_data_1', '{"stale":true}');
      const page = pageLife();
      expect(page.recovery.onErrorEvent()).toBe('reload-scheduled');
      expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe(String(n));

      jest.advanceTimersByTime(RELOAD_DELAY_MS - 1);
      expect(page.reload).not.toHaveBeenCalled();
      expect(window.localStorage.getItem('_rdo_v_cdm_cart_data_1')).not.toBeNull();

      jest.advanceTimersByTime(1);
      expect(page.reload).toHaveBeenCalledTimes(1);
      expect(window.localStorage.length).toBe(0);
      expect(page.warn).not.toHaveBeenCalled();
    }

    const last = pageLife();
    window.localStorage.setItem('keep', 'me');
    expect(last.recovery.onErrorEvent()).toBe('gave-up');
    jest.runAllTimers();
    expect(last.reload).not.toHaveBeenCalled();
    expect(last.warn).toHaveBeenCalledWith(GAVE_UP_WARNING);
    expect(window.localStorage.getItem('keep')).toBe('me');
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('3');

    last.recovery.onErrorEvent();
    expect(last.warn).toHaveBeenCalledTimes(1);
  });

  it('counts one reload per page life however many errors and callers report', () => {
    const page = pageLife();
    expect(page.recovery.onErrorEvent()).toBe('reload-scheduled');
    expect(page.recovery.onErrorEvent()).toBe('already-scheduled');
    expect(page.recovery.onErrorEvent()).toBe('already-scheduled');
    jest.runAllTimers();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
  });

  it('lets the user stop a pending reload (reporting the problem or trying again)', () => {
    const page = pageLife();
    page.recovery.onErrorEvent();
    expect(page.recovery.cancelPendingReload()).toBe(true);
    jest.runAllTimers();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.recovery.cancelPendingReload()).toBe(false);
    // A later error in the same page still recovers, and counts.
    expect(page.recovery.onErrorEvent()).toBe('reload-scheduled');
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('2');
  });

  it('keeps counting from what the tab stored, ignoring garbage', () => {
    window.sessionStorage.setItem(RELOAD_COUNT_KEY, 'garbage');
    pageLife().recovery.onErrorEvent();
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
    window.sessionStorage.setItem(RELOAD_COUNT_KEY, '7');
    expect(pageLife().recovery.onErrorEvent()).toBe('gave-up');
  });

  it('does not reload when session storage cannot hold the counter (no endless loop)', () => {
    const page = pageLife({
      session: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    });
    expect(page.recovery.onErrorEvent()).toBe('gave-up');
    jest.runAllTimers();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.warn).toHaveBeenCalledTimes(1);
  });

  it('still reloads when localStorage cannot be cleared', () => {
    const page = pageLife({
      local: {
        clear: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    });
    page.recovery.onErrorEvent();
    jest.runAllTimers();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
