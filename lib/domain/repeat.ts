// How a cart's delivery days become a suborder's repeatType / repeatInfo, and back again:
//   buy -> NONE / CUSTOM; 'Every day' or all seven weekdays -> DAILY / EVERYDAY;
//   some weekdays -> WEEKLY / 'MONDAY,THURSDAY' (week order); a subscription with no days -> CUSTOM / CUSTOM.
import { WEEKDAYS, type Weekday } from './calendar';

export const PURCHASE_MODES = ['BUY', 'SUBSCRIBE'] as const;
export type PurchaseMode = (typeof PURCHASE_MODES)[number];

export const REPEAT_TYPES = ['NONE', 'WEEKLY', 'DAILY', 'CUSTOM'] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];
export type Repeat = { repeatType: RepeatType; repeatInfo: string };

export type DeliveryDay = 'EVERYDAY' | Weekday;
export const DELIVERY_DAYS: readonly [DeliveryDay, ...DeliveryDay[]] = ['EVERYDAY', ...WEEKDAYS];

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

const REPEAT_LABELS: Record<RepeatType, string> = { NONE: 'One-time order', DAILY: 'Every day', WEEKLY: 'Weekly', CUSTOM: 'Custom dates' };

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

/** NONE is a one-time purchase; every other repeat type is a subscription. */
export function purchaseModeOf(repeatType: RepeatType): PurchaseMode {
  return repeatType === 'NONE' ? 'BUY' : 'SUBSCRIBE';
}

/**
 * The delivery days a stored or submitted repeat stands for: ['EVERYDAY'] for DAILY, the weekdays
 * for WEEKLY, [] for NONE and CUSTOM (their dates are chosen one by one). null when the pair does
 * not go together (WEEKLY with no or unknown weekdays, DAILY without EVERYDAY...).
 */
export function parseRepeatInfo(repeat: Repeat): DeliveryDay[] | null {
  const mode = purchaseModeOf(repeat.repeatType);
  let days: DeliveryDay[] = [];
  if (repeat.repeatType === 'DAILY') days = ['EVERYDAY'];
  if (repeat.repeatType === 'WEEKLY') {
    const names = repeat.repeatInfo.split(',').map((d) => d.trim().toUpperCase());
    if (!names.every((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d))) return null;
    days = names;
  }
  const derived = deriveRepeat(mode, days);
  return derived.repeatType === repeat.repeatType && derived.repeatInfo === repeat.repeatInfo ? days : null;
}

/** 'Weekly: Monday, Thursday'; 'Every day'; 'One-time order'; 'Custom dates'. */
export function describeRepeat(repeat: Repeat): string {
  const label = REPEAT_LABELS[repeat.repeatType];
  if (repeat.repeatType !== 'WEEKLY') return label;
  const days = chosenWeekdays(parseRepeatInfo(repeat) ?? []);
  return days.length ? `${label}: ${days.map((d) => DELIVERY_DAY_LABELS[d]).join(', ')}` : label;
}

// The calendar's shortcuts: a subscription takes them as its delivery days (Every day is
// DAILY, the others WEEKLY); a one-time order takes every open date on those days up to the horizon.
export const SCHEDULE_SHORTCUTS = ['EVERYDAY', 'WEEKDAYS', 'WEEKENDS'] as const;
export type ScheduleShortcut = (typeof SCHEDULE_SHORTCUTS)[number];

export const SCHEDULE_SHORTCUT_LABELS: Record<ScheduleShortcut, string> = { EVERYDAY: 'Every day', WEEKDAYS: 'Weekdays', WEEKENDS: 'Weekends' };

const SHORTCUT_DAYS: Record<ScheduleShortcut, DeliveryDay[]> = {
  EVERYDAY: ['EVERYDAY'],
  WEEKDAYS: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  WEEKENDS: ['SATURDAY', 'SUNDAY'],
};

/** The delivery days a shortcut stands for. */
export function shortcutDays(shortcut: ScheduleShortcut): DeliveryDay[] {
  return [...SHORTCUT_DAYS[shortcut]];
}

/** The shortcut whose weekdays are exactly these (so its button shows as pressed), or null. */
export function shortcutOf(days: readonly DeliveryDay[]): ScheduleShortcut | null {
  const chosen = chosenWeekdays(days).join(',');
  if (!chosen) return null;
  return SCHEDULE_SHORTCUTS.find((s) => chosenWeekdays(SHORTCUT_DAYS[s]).join(',') === chosen) ?? null;
}
