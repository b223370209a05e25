import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LANDSCAPE_MESSAGE, LandscapeNotice } from './landscape-notice';
import { OFFLINE_MESSAGE, OfflineNotice, STILL_OFFLINE_MESSAGE } from './offline-notice';
import { PULL_THRESHOLD_PX, PullToRefresh } from './pull-to-refresh';

describe('landscape notice', () => {
  test('spec wording; shown only by the landscape and max-width 968px media query', () => {
    render(<LandscapeNotice />);
    const notice = screen.getByTestId('landscape-notice');
    expect(notice.textContent).toBe(
      'Sorry, we do not support landscape mode yet. Please switch to portrait mode for the best experience',
    );
    expect(LANDSCAPE_MESSAGE).toBe(notice.textContent);
    const classes = notice.className.split(/\s+/);
    expect(classes).toContain('hidden');
    expect(classes).toContain('[@media(orientation:landscape)_and_(max-width:968px)]:flex');
  });
});

describe('offline notice', () => {
  const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  afterEach(() => setOnline(true));

  test('appears on offline, goes on online', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toBe('Network connection lost. Please check your connection and try again.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a page opened while already offline shows it at once', () => {
    setOnline(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  test('Refresh reloads once the store answers', async () => {
    const onRefresh = jest.fn();
    render(<OfflineNotice onRefresh={onRefresh} checkConnection={async () => true} />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
  });

  // A plain reload while still offline would land on the browser's "No internet" page.
  test('Refresh while still offline does not reload: it stays and says so', async () => {
    const onRefresh = jest.fn();
    const checkConnection = jest.fn(async () => false);
    render(<OfflineNotice onRefresh={onRefresh} checkConnection={checkConnection} />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(STILL_OFFLINE_MESSAGE)).toBeTruthy();
    expect(checkConnection).toHaveBeenCalledTimes(1);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', false);
  });
});

describe('pull to refresh', () => {
  function setWidth(desktop: boolean) {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: desktop && query === '(min-width: 901px)',
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
  }
  function pull(from: number, to: number) {
    fireEvent.touchStart(document, { touches: [{ clientY: from }] });
    fireEvent.touchMove(document, { touches: [{ clientY: to }] });
    fireEvent.touchEnd(document, { touches: [] });
  }
  afterEach(() => {
    window.scrollY = 0;
    document.documentElement.style.overscrollBehaviorY = '';
  });

  test.each([
    [PULL_THRESHOLD_PX + 10, 1],
    [PULL_THRESHOLD_PX, 1],
    [PULL_THRESHOLD_PX - 1, 0],
  ])('mobile, at the top: a pull of %i px reloads %i time(s)', (distance, reloads) => {
    setWidth(false);
    const onRefresh = jest.fn();
    render(<PullToRefresh onRefresh={onRefresh} />);
    pull(100, 100 + distance);
    expect(onRefresh).toHaveBeenCalledTimes(reloads);
  });

  test('shows an indicator while pulling, and turns off the browser’s own pull-to-refresh', () => {
    setWidth(false);
    render(<PullToRefresh onRefresh={jest.fn()} />);
    expect(document.documentElement.style.overscrollBehaviorY).toBe('contain');
    fireEvent.touchStart(document, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(document, { touches: [{ clientY: 30 }] });
    expect(screen.getByTestId('pull-indicator').getAttribute('data-ready')).toBe('false');
    fireEvent.touchMove(document, { touches: [{ clientY: 90 }] });
    expect(screen.getByTestId('pull-indicator').getAttribute('data-ready')).toBe('true');
  });

  test('not at the top of the page: nothing', () => {
    setWidth(false);
    window.scrollY = 200;
    const onRefresh = jest.fn();
    render(<PullToRefresh onRefresh={onRefresh} />);
    pull(0, 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  test('desktop width: nothing', () => {
    setWidth(true);
    const onRefresh = jest.fn();
    render(<PullToRefresh onRefresh={onRefresh} />);
    pull(0, 300);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(document.documentElement.style.overscrollBehaviorY).toBe('');
  });

  test('while a modal dialog is open: nothing', () => {
    setWidth(false);
    const onRefresh = jest.fn();
    render(
      <>
        <div role="dialog" aria-modal="true" />
        <PullToRefresh onRefresh={onRefresh} />
      </>,
    );
    pull(0, 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
