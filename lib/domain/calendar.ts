// Calendar days in Asia/Kolkata, as 'YYYY-MM-DD' strings. India has no daylight saving (UTC+05:30 all
// year), so "today in Kolkata" is a fixed offset from UTC; everything else is plain y/m/d arithmetic in
// UTC, so neither the server's nor the browser's own time zone can shift a day.
export type IsoDay = string;

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Display names are spelled out here rather than taken from Intl: ICU versions differ between Node and
// browsers ('23 Nov 2026' vs '23 Nov, 2026'), which would break hydration of server-rendered dates.
const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LONG_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Ymd = { y: number; m: number; d: number }; // m is 1..12

// setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
function utcMs(y: number, monthIndex: number, d: number): number {
  return new Date(0).setUTCFullYear(y, monthIndex, d);
}

function fromUtcMs(ms: number): IsoDay {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  const date = new Date(ms);
  return formatYmd({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
}

function formatYmd({ y, m, d }: Ymd): IsoDay {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(utcMs(y, m, 0)).getUTCDate();
}

function readDay(s: string): Ymd | null {
  const match = ISO_DAY.exec(s);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

function parseDay(day: IsoDay): Ymd {
  const ymd = readDay(day);
  if (!ymd) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return ymd;
}

export function isIsoDay(s: string): boolean {
  return typeof s === 'string' && readDay(s) !== null;
}

export function kolkataToday(now: Date): IsoDay {
  return fromUtcMs(now.getTime() + KOLKATA_OFFSET_MS);
}

/** The instant a Kolkata day begins (its midnight, 18:30 UTC the day before): for filtering timestamps by day. */
export function kolkataDayStart(day: IsoDay): Date {
  return new Date(dayToDate(day).getTime() - KOLKATA_OFFSET_MS);
}

/** Minutes since midnight in Kolkata, 0..1439. */
export function kolkataMinutesOfDay(now: Date): number {
  const ms = (((now.getTime() + KOLKATA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(ms / 60000);
}

export function addDays(day: IsoDay, n: number): IsoDay {
  const { y, m, d } = parseDay(day);
  return fromUtcMs(utcMs(y, m - 1, d + n));
}

/** Same day of the month n months later, clamped to that month's last day (31 Jan + 1 month = end of Feb). */
export function addMonths(day: IsoDay, n: number): IsoDay {
  const { y, m, d } = parseDay(day);
  const first = new Date(utcMs(y, m - 1 + n, 1));
  const ty = first.getUTCFullYear();
  const tm = first.getUTCMonth() + 1;
  return formatYmd({ y: ty, m: tm, d: Math.min(d, daysInMonth(ty, tm)) });
}

export function weekdayOf(day: IsoDay): Weekday {
  const { y, m, d } = parseDay(day);
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(utcMs(y, m - 1, d)).getUTCDay() + 6) % 7];
}

/** Negative when a is earlier, 0 when equal, positive when later (usable as a sort comparator). */
export function compareDays(a: IsoDay, b: IsoDay): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** UTC midnight of the day, the value Prisma expects for @db.Date columns. */
export function dayToDate(day: IsoDay): Date {
  const { y, m, d } = parseDay(day);
  return new Date(utcMs(y, m - 1, d));
}

/** Reads a @db.Date value (UTC midnight) back as a day. */
export function dateToDay(d: Date): IsoDay {
  return fromUtcMs(d.getTime());
}

/**
 * 'Mon, 23 Nov 2026' (short), 'Monday, 23 November 2026' (long) or '23 November 2026' (date, no
 * weekday: for "last updated" and "member since"), as people in India write dates.
 */
export function formatDay(day: IsoDay, style: 'short' | 'long' | 'date' = 'short'): string {
  const { y, m, d } = parseDay(day);
  if (style === 'date') return `${d} ${LONG_MONTHS[m - 1]} ${y}`;
  const weekdayIndex = WEEKDAYS.indexOf(weekdayOf(day));
  const weekday = (style === 'long' ? LONG_WEEKDAYS : SHORT_WEEKDAYS)[weekdayIndex];
  const month = (style === 'long' ? LONG_MONTHS : SHORT_MONTHS)[m - 1];
  return `${weekday}, ${d} ${month} ${y}`;
}

/** The Kolkata day of an instant, formatted: when an order was placed, a customer joined... */
export function formatInstantDay(instant: Date, style: 'short' | 'long' | 'date' = 'short'): string {
  return formatDay(kolkataToday(instant), style);
}

/** 'Mon, 23 Nov 2026, 14:05' in Kolkata time (24-hour), for audit entries and message logs. */
export function formatTimestamp(instant: Date): string {
  const minutes = kolkataMinutesOfDay(instant);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${formatDay(kolkataToday(instant))}, ${hh}:${mm}`;
}
