// Toasts: react-hot-toast behind lib/client/toast. Guards the spec's durations, the three
// visible at most (no wall of toasts), clearing on navigation (a toast followed the user onto the next
// page's buttons) and a place below the header, never at the bottom where the phone's primary actions are.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { ToastNavigationReset } from './toast-navigation-reset';
import { MAX_TOASTS, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, getToasts, toast } from '@/lib/client/toast';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeEach(() => {
  jest.useFakeTimers();
  pathname = '/';
  act(() => toast.dismiss());
});
afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

/** The toasts' texts on screen (a dismissed one stays a second while it fades out). */
function shown(role: 'status' | 'alert' = 'status') {
  act(() => jest.advanceTimersByTime(1000));
  return screen.queryAllByRole(role).map((el) => el.textContent);
}

test('durations and limit are the spec’s; at most three visible', () => {
  expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 4000, blank: 4000 });
  expect(MAX_TOASTS).toBe(20);
  expect(MAX_VISIBLE_TOASTS).toBe(3);
});

test.each([
  ['success', () => toast.success('Saved'), 'status', 2000],
  ['error', () => toast.error('Upload failed. Please try again.'), 'alert', 4000],
  ['blank', () => toast('User deselected'), 'status', 4000],
] as const)('%s toast: its role, gone after its time', (_kind, raise, role, duration) => {
  render(<Toaster />);
  act(() => {
    raise();
  });
  expect(screen.getByRole(role)).toBeTruthy();
  act(() => jest.advanceTimersByTime(duration - 1));
  expect(getToasts()).toHaveLength(1);
  expect(screen.queryByRole(role)).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  // The library fades it out for a second after its time is up.
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole(role)).toBeNull();
  expect(getToasts()).toHaveLength(0);
});

test('never a wall: a fourth toast pushes the oldest out', () => {
  render(<Toaster />);
  act(() => {
    for (let i = 1; i <= 5; i++) toast(`message ${i}`);
  });
  expect(getToasts().map((t) => t.message)).toEqual(['message 3', 'message 4', 'message 5']);
  // Newest on top.
  expect(shown()).toEqual(['message 5', 'message 4', 'message 3']);
});

test('the same id replaces the earlier toast and restarts its time', () => {
  render(<Toaster />);
  act(() => {
    toast.error('first', { id: 'net' });
  });
  act(() => jest.advanceTimersByTime(3000));
  act(() => {
    toast.error('second', { id: 'net' });
  });
  expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([expect.stringContaining('second')]);
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByRole('alert')).not.toBeNull();
});

test('dismiss button removes the toast', () => {
  render(<Toaster />);
  act(() => {
    toast('hello');
  });
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(getToasts()).toHaveLength(0);
  expect(shown()).toEqual([]);
});

test('a path change clears the toasts, except one announcing that navigation (which the next change clears)', () => {
  const { rerender } = render(
    <>
      <Toaster />
      <ToastNavigationReset />
    </>,
  );
  act(() => {
    toast.success('Chicken added to cart');
    toast.success('Order placed', { keepOnNavigation: true });
  });
  pathname = '/payment';
  rerender(
    <>
      <Toaster />
      <ToastNavigationReset />
    </>,
  );
  expect(getToasts().map((t) => t.message)).toEqual(['Order placed']);
  expect(shown()).toEqual(['Order placed']);
  pathname = '/orders';
  rerender(
    <>
      <Toaster />
      <ToastNavigationReset />
    </>,
  );
  expect(getToasts()).toHaveLength(0);
});

test('sits in the page flow (inside the sticky header), never floating over the page', () => {
  render(
    <header className="sticky">
      <Toaster />
    </header>,
  );
  act(() => {
    toast('hello');
  });
  const bar = screen.getByRole('status');
  expect(bar.closest('header')).not.toBeNull();
  // no fixed or absolute box between the toast and the header
  for (let el: HTMLElement | null = bar; el && el.tagName !== 'HEADER'; el = el.parentElement) {
    expect(el.style.position).not.toMatch(/fixed|absolute/);
    expect(el.className).not.toMatch(/\b(fixed|absolute)\b/);
  }
});

test('toasts add no stylesheet to the page: each kind is marked with the shop’s classes', () => {
  const { container } = render(<Toaster />);
  act(() => {
    toast.success('Saved');
    toast.error('Upload failed. Please try again.');
    toast('User deselected');
  });
  // The full react-hot-toast build writes goober's <style id="_goober"> as it is imported.
  expect(document.querySelectorAll('style')).toHaveLength(0);
  const marks = [...container.querySelectorAll('[data-kind]')].map((el) => [el.getAttribute('data-kind'), el.querySelector('[data-toast-mark]')?.textContent ?? null]);
  expect(marks).toEqual([
    ['blank', null],
    ['error', '!'],
    ['success', '✓'],
  ]);
});
