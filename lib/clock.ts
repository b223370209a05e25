// Every "now" in the services comes from here so tests can pin the time (the 22:00 cutoff,
// code expiry, rate-limit windows).
import 'server-only';
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

export function clock(): Clock {
  return current;
}

/** Test hook: pin or move the clock. Returns a function that restores the previous one. */
export function setClock(next: Clock | Date): () => void {
  const previous = current;
  current = next instanceof Date ? { now: () => new Date(next.getTime()) } : next;
  return () => {
    current = previous;
  };
}
