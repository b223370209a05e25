// The /orders/calendar month: its weeks, Monday first, each day of the month in its weekday column
// (null before the 1st and after the last day). Pure; months are 'YYYY-MM'.
import { addDays, formatDay, weekdayOf, WEEKDAYS, type IsoDay } from './calendar';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function isMonth(s: string): boolean {
  return MONTH.test(s);
}

/** The month a day is in. */
export function monthOf(day: IsoDay): string {
  return day.slice(0, 7);
}

export function addMonthsTo(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'December 2026' */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${LONG_MONTHS[m - 1]} ${y}`;
}

/** First day, and the day after the last. */
export function monthRange(month: string): { first: IsoDay; next: IsoDay } {
  return { first: `${month}-01`, next: `${addMonthsTo(month, 1)}-01` };
}

export function monthWeeks(month: string): (IsoDay | null)[][] {
  const { first, next } = monthRange(month);
  const weeks: (IsoDay | null)[][] = [];
  let week: (IsoDay | null)[] = Array(WEEKDAYS.indexOf(weekdayOf(first))).fill(null);
  for (let day = first; day !== next; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array(7 - week.length).fill(null)]);
  return weeks;
}

/** "Week of Mon, 7 Dec 2026" for the row's label: its first day in the month. */
export function weekLabel(week: readonly (IsoDay | null)[]): string {
  const first = week.find((d): d is IsoDay => d !== null);
  return first ? `Week of ${formatDay(first)}` : 'Week';
}
