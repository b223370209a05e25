// The app-level error fallback: message, reporting, the reload recovery and the two buttons.
// Sentry itself (and its loader) is replaced by a stand-in: what matters here is what the page
// asks of it. The SDK arrives asynchronously, as in the browser, or never when Sentry is off.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cancelErrorReload, RELOAD_COUNT_KEY, RELOAD_DELAY_MS } from '@/lib/client/error-recovery';
import { APP_ERROR_MESSAGE, ErrorFallback } from './error-fallback';

const sentry = {
  /** whether the loader hands out the SDK (a DSN is configured) */
  on: false,
  /** whether loadSentry has finished in this test's page life */
  loaded: false,
  enabled: true,
  captureException: jest.fn<string, [unknown]>(() => 'event-1'),
  showReportDialog: jest.fn(),
  form: { appendToDom: jest.fn(), open: jest.fn() },
  createForm: jest.fn(),
  feedback: true,
};
jest.mock('@/lib/client/sentry-loader', () => {
  const sdk = {
    isEnabled: () => sentry.enabled,
    captureException: (e: unknown) => sentry.captureException(e),
    showReportDialog: (o: unknown) => sentry.showReportDialog(o),
    getFeedback: () => (sentry.feedback ? { createForm: sentry.createForm } : undefined),
  };
  return {
    loadSentry: async () => {
      if (!sentry.on) return null;
      await Promise.resolve(); // the SDK chunk arrives later, never during the render
      sentry.loaded = true;
      return sdk;
    },
    loadedSentry: () => (sentry.loaded ? sdk : null),
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  sentry.on = false;
  sentry.loaded = false;
  sentry.enabled = true;
  sentry.feedback = true;
  sentry.captureException.mockClear();
  sentry.showReportDialog.mockClear();
  sentry.form.appendToDom.mockClear();
  sentry.form.open.mockClear();
  sentry.createForm.mockReset().mockResolvedValue(sentry.form);
  window.sessionStorage.clear();
  window.localStorage.setItem('stale', '1');
});
afterEach(() => {
  // The recovery keeps one pending reload per page life; each test is a new page life.
  cancelErrorReload();
  jest.useRealTimers();
});

async function renderFallback(error: unknown = new Error('boom')) {
  const onRetry = jest.fn();
  render(<ErrorFallback error={error} onRetry={onRetry} />);
  // let the (stand-in) SDK load resolve and the page re-render with it
  await act(async () => {});
  return { onRetry };
}

describe('ErrorFallback', () => {
  it('shows the app error message, reports the error and schedules the recovery reload', async () => {
    sentry.on = true;
    const error = Object.assign(new Error('db down'), { digest: '4242' });
    await renderFallback(error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong in App');
    expect(APP_ERROR_MESSAGE).toBe('Something went wrong in App');
    expect(screen.getByText('Reference: 4242')).toBeTruthy();
    expect(screen.queryByText(/db down/)).toBeNull();
    expect(sentry.captureException).toHaveBeenCalledWith(error);
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
  });

  it('without Sentry still shows the page and schedules the recovery reload, with no report button', async () => {
    await renderFallback();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(APP_ERROR_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Report this problem' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
  });

  it('has no report button when the loaded SDK is disabled', async () => {
    sentry.on = true;
    sentry.enabled = false;
    await renderFallback();
    expect(screen.queryByRole('button', { name: 'Report this problem' })).toBeNull();
  });

  it('schedules the recovery before the SDK has arrived, then reports and offers the form once it has', async () => {
    sentry.on = true;
    const error = new Error('early');
    render(<ErrorFallback error={error} onRetry={() => {}} />);
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Report this problem' })).toBeNull();
    await act(async () => {});
    expect(sentry.captureException).toHaveBeenCalledWith(error);
    expect(screen.getByRole('button', { name: 'Report this problem' })).toBeTruthy();
  });

  it('Try again stops the pending reload and retries', async () => {
    const { onRetry } = await renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(RELOAD_DELAY_MS * 2));
    expect(window.localStorage.getItem('stale')).toBe('1');
  });

  it('without a click the reload clears localStorage after 2 seconds and reloads', async () => {
    await renderFallback();
    // jsdom cannot navigate: it reports location.reload() as "not implemented" on console.error.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      act(() => jest.advanceTimersByTime(RELOAD_DELAY_MS - 1));
      expect(window.localStorage.getItem('stale')).toBe('1');
      act(() => jest.advanceTimersByTime(1));
      expect(window.localStorage.getItem('stale')).toBeNull();
      expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/navigation/i);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('Report this problem opens the Sentry report form for the event and stops the reload', async () => {
    sentry.on = true;
    await renderFallback();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Report this problem' }));
    });
    expect(sentry.createForm).toHaveBeenCalledWith({ tags: { event_id: 'event-1' } });
    expect(sentry.form.appendToDom).toHaveBeenCalled();
    expect(sentry.form.open).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(RELOAD_DELAY_MS * 2));
    expect(window.localStorage.getItem('stale')).toBe('1');
  });

  it('falls back to the report dialog when the feedback form is not installed', async () => {
    sentry.on = true;
    sentry.feedback = false;
    await renderFallback();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Report this problem' }));
    });
    expect(sentry.showReportDialog).toHaveBeenCalledWith({ eventId: 'event-1' });
  });
});
