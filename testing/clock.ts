// Most db tests run at one pinned moment (the 22:00 cutoff and delivery dates depend on it): each
// test starts there, and the real clock is back after it. Written by hand in each file before.
import { setClock } from '@/lib/clock';

/**
 * Pins the clock to `at` before each test of the file and restores it after. Returns a function
 * that moves the clock for the rest of the running test (the evening before a delivery, a month
 * later); the next test starts at `at` again.
 */
export function pinClockForEachTest(at: Date): (to: Date) => void {
  let restore = () => {};
  beforeEach(() => {
    restore = setClock(at);
  });
  afterEach(() => restore());
  return (to: Date) => {
    restore();
    restore = setClock(to);
  };
}
