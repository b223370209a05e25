// The closed-dates editor's days: said in words, and the new ones a day or a range would close.
import { addDays, compareDays, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { MAX_CLOSED_DATES } from '@/lib/domain/store-status';

export type Bookings = 'MOVE' | 'CANCEL';

/** 'Wed, 2 Dec 2026' or 'Wed, 2 Dec 2026 to Fri, 4 Dec 2026' */
export const daysText = (days: readonly IsoDay[]) => (days.length === 1 ? formatDay(days[0]) : `${formatDay(days[0])} to ${formatDay(days[days.length - 1])}`);

/** Every day from `from` through `through` that is not closed yet (at most as many as may be closed). */
export function newClosedDays(from: IsoDay, through: IsoDay | '', closed: readonly IsoDay[]): IsoDay[] {
  const days: IsoDay[] = [];
  for (let d = from; compareDays(d, through || from) <= 0 && days.length <= MAX_CLOSED_DATES; d = addDays(d, 1)) if (!closed.includes(d)) days.push(d);
  return days;
}
