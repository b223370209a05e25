// The order page's pause form, checked in the browser before it asks to confirm: both dates, a range
// pauseSubscription accepts (lib/domain/delivery-changes.ts), and at least one delivery in it the
// customer can still change (`changeable`, worked out on the server with the rule it enforces).
import { z } from 'zod';
import { compareDays, formatDay, isIsoDay, type IsoDay } from '../calendar';
import { pauseRangeError } from '../delivery-changes';

export const BOTH_DATES_MESSAGE = 'Please choose both dates.';

/** The changeable days from `from` to `to`, both included. */
export function changeableInRange(changeable: readonly IsoDay[], from: string, to: string): IsoDay[] {
  if (!isIsoDay(from) || !isIsoDay(to)) return [];
  return changeable.filter((d) => compareDays(d, from) >= 0 && compareDays(d, to) <= 0);
}

export function pauseFormSchema(changeable: readonly IsoDay[]) {
  return z.object({ from: z.string(), to: z.string() }).superRefine(({ from, to }, ctx) => {
    const problem = (path: 'from' | 'to', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!isIsoDay(from)) return problem('from', BOTH_DATES_MESSAGE);
    if (!isIsoDay(to)) return problem('to', BOTH_DATES_MESSAGE);
    const range = pauseRangeError(from, to);
    if (range) return problem('to', range);
    if (changeableInRange(changeable, from, to).length === 0) problem('to', `You have no deliveries you can still change from ${formatDay(from)} to ${formatDay(to)}.`);
  });
}
