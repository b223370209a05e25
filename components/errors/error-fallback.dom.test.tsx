// The app-level error fallback: message, reporting, the reload recovery and the two buttons.
// Sentry itself is replaced by a stand-in: what matters here is what the page asks of it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cancelErrorReload, RELOAD_COUNT_KEY, RELOAD_DELAY_MS } from '@/lib/client/error-recovery';
import { APP_ERROR_MESSAGE, ErrorFallback } from './error-fallback';

const sentry = {
  enabled: false,
  captureException: jest.fn<string, [unknown]>(() => 'event-1'),
  showReportDialog: jest.fn(),
  form: { appendToDom: jest.fn(), open: jest.fn() },
  createForm: jest.fn(),
  feedback: true,
};
jest.mock('@sentry/nextjs', () => ({
  isEnabled: () => sentry.enabled,
  captureException: (e: unknown) => sentry.captureException(e),
  showReportDialog: (o: unknown) => sentry.showReportDialog(o),
  getFeedback: () => (sentry.feedback ? { createForm: sentry.createForm } : undefined),
}));

beforeEach(() => {
  jest.useFakeTimers();
  sentry.enabled = false;
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
  return { onRetry };
}

describe('ErrorFallback', () => {
  it('shows the app error message, reports the error and schedules the recovery reload', async () => {
    const error = Object.assign(new Error('db down'), { digest: '4242' });
    await renderFallback(error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong in App');
    expect(APP_ERROR_MESSAGE).toBe('Something went wrong in App');
    expect(screen.getByText('Reference: 4242')).toBeTruthy();
    expect(screen.queryByText(/db down/)).toBeNull();
    expect(sentry.captureException).toHaveBeenCalledWith(error);
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
  });

  it('has no report button while Sentry is off', async () => {
    await renderFallback();
    expect(screen.queryByRole('button', { name: 'Report this problem' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
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
    sentry.enabled = true;
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
    sentry.enabled = true;
    sentry.feedback = false;
    await renderFallback();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Report this problem' }));
    });
    expect(sentry.showReportDialog).toHaveBeenCalledWith({ eventId: 'event-1' });
  });
});
