// How long someone has to wait, in words people read at a glance ("Try again in 47 minutes", not
// "2820s"): seconds only under a minute, whole minutes (rounded up, so the wait is never longer
// than said) under two hours, hours beyond that.
import { countOf } from './plural';

export function formatWait(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 1));
  if (seconds < 60) return countOf(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return countOf(minutes, 'minute');
  return countOf(Math.ceil(minutes / 60), 'hour');
}
