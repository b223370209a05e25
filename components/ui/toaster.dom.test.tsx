import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { MAX_TOASTS, TOAST_DURATION_MS, toast } from '@/lib/client/toast';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => toast.dismiss());
});
afterEach(() => jest.useRealTimers());

test('durations are the spec’s', () => {
  expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 4000, blank: 4000 });
  expect(MAX_TOASTS).toBe(20);
});

test.each([
  ['success', () => toast.success('Saved'), 'status', 2000],
  ['error', () => toast.error('Upload failed. Please try again.'), 'alert', 4000],
  ['blank', () => toast('User deselected'), 'status', 4000],
] as const)('%s toast: role %s, gone after %i ms', (_kind, raise, role, duration) => {
  render(<Toaster />);
  act(() => {
    raise();
  });
  expect(screen.getByRole(role)).toBeTruthy();
  act(() => jest.advanceTimersByTime(duration - 1));
  expect(screen.queryByRole(role)).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole(role)).toBeNull();
});

test('at most 20 shown: the oldest go first', () => {
  render(<Toaster />);
  act(() => {
    for (let i = 1; i <= 25; i++) toast(`message ${i}`);
  });
  const shown = screen.getAllByRole('status').map((el) => el.textContent);
  expect(shown).toHaveLength(20);
  expect(shown[0]).toContain('message 6');
  expect(shown[19]).toContain('message 25');
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
  expect(screen.queryByRole('status')).toBeNull();
});

test('sits bottom centre', () => {
  render(<Toaster />);
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region.className).toMatch(/fixed/);
  expect(region.className).toMatch(/bottom-/);
  expect(region.className).toMatch(/items-center/);
});
