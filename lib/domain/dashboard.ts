// The admin dashboard's rules: its range, how a series covers every day, and the words
// for what cancelled a delivery. Deliveries are grouped by who or what cancelled them; subscriptions
// a customer cancelled (cancelSubscription) are counted by the reason they gave.
import { addDays, compareDays, type IsoDay } from './calendar';

/** The longest range the dashboard answers for (a quarter). */
export const MAX_DASHBOARD_DAYS = 92;
/** The ranges the page offers. */
export const DASHBOARD_RANGES = [30, 90] as const;

/** One row per day from `from` to `to`, both included, days without data as zeroes. */
export function fillDays<T>(from: IsoDay, to: IsoDay, row: (day: IsoDay) => T): T[] {
  const out: T[] = [];
  for (let d = from; compareDays(d, to) <= 0; d = addDays(d, 1)) out.push(row(d));
  return out;
}

export const CANCELLATION_CAUSES = ['SKIPPED_BY_CUSTOMER', 'SKIPPED_BY_ADMIN', 'CANCELLED_BY_ADMIN', 'NOT_PAID'] as const;
export type CancellationCause = (typeof CANCELLATION_CAUSES)[number];
export const CANCELLATION_CAUSE_LABELS: Record<CancellationCause, string> = {
  SKIPPED_BY_CUSTOMER: 'Skipped by the customer',
  SKIPPED_BY_ADMIN: 'Skipped by an admin',
  CANCELLED_BY_ADMIN: 'Cancelled by an admin',
  NOT_PAID: 'Not paid in time',
};

/** ?range= as a number of days: 30 unless 90 is asked for. */
export function parseDashboardRange(value: string | string[] | undefined): (typeof DASHBOARD_RANGES)[number] {
  const v = Number(Array.isArray(value) ? value[0] : value);
  return v === 90 ? 90 : 30;
}
