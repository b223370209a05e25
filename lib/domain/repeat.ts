// How a cart's delivery days become the suborder's repeatType / repeatInfo (spec section 4).
import { WEEKDAYS, type Weekday } from './dates';
import type { PurchaseMode } from './delivery-dates';

export type DeliveryDay = 'EVERYDAY' | Weekday;
export const DELIVERY_DAYS: readonly DeliveryDay[] = ['EVERYDAY', ...WEEKDAYS];

export const DELIVERY_DAY_LABELS: Record<DeliveryDay, string> = {
  EVERYDAY: 'Every day',
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

export type RepeatType = 'NONE' | 'WEEKLY' | 'DAILY' | 'CUSTOM';
export type Repeat = { repeatType: RepeatType; repeatInfo: string };

/** The weekdays a choice of delivery days covers, in week order; 'EVERYDAY' covers all seven. */
export function chosenWeekdays(days: readonly DeliveryDay[]): Weekday[] {
  if (days.includes('EVERYDAY')) return [...WEEKDAYS];
  return WEEKDAYS.filter((w) => days.includes(w));
}

export function deriveRepeat(mode: PurchaseMode, days: readonly DeliveryDay[]): Repeat {
  if (mode === 'BUY') return { repeatType: 'NONE', repeatInfo: 'CUSTOM' };
  // 'Every day' alongside single weekdays still means every day, so it is treated like all seven.
  const weekdays = chosenWeekdays(days);
  if (weekdays.length === 0) return { repeatType: 'CUSTOM', repeatInfo: 'CUSTOM' };
  if (weekdays.length === WEEKDAYS.length) return { repeatType: 'DAILY', repeatInfo: 'EVERYDAY' };
  return { repeatType: 'WEEKLY', repeatInfo: weekdays.join(',') };
}
