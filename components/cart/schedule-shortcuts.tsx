'use client';

import type { IsoDay } from '@/lib/domain/calendar';
import { datesOnDays } from '@/lib/domain/delivery-dates';
import { DELIVERY_DAYS, DELIVERY_DAY_LABELS, SCHEDULE_SHORTCUTS, SCHEDULE_SHORTCUT_LABELS, shortcutDays, shortcutOf, type ScheduleShortcut } from '@/lib/domain/repeat';
import type { Cart } from '@/lib/domain/cart';
import { cartActions } from '@/lib/client/cart-store';
import { ToggleToolbar, type ToggleItem } from '@/components/ui/toggle-toolbar';

/**
 * "Deliver on" (a subscription: every day, weekdays, weekends or chosen weekdays) or "Quick picks"
 * (bought once: every open date on those days up to the horizon, from `choosable`).
 */
export function ScheduleShortcuts({ cart, choosable, fullDates }: { cart: Cart; choosable: IsoDay[]; fullDates: readonly IsoDay[] }) {
  const kind = cart.kind;
  const subscribing = cart.buyOrSubscribe === 'SUBSCRIBE';
  const pressedShortcut = subscribing ? shortcutOf(cart.deliveryDays) : null;

  // Bought once, a shortcut picks every open date on its days; it shows pressed while exactly those are picked.
  const shortcutDates = (shortcut: ScheduleShortcut) => datesOnDays(choosable.filter((d) => !fullDates.includes(d)), shortcutDays(shortcut));
  const picksExactly = (all: IsoDay[]) => all.length > 0 && all.length === cart.deliveryDates.length && all.every((d) => cart.deliveryDates.includes(d));
  const pick = (shortcut: ScheduleShortcut) => {
    if (subscribing) {
      cartActions.setDays(kind, pressedShortcut === shortcut ? [] : shortcutDays(shortcut));
      return;
    }
    const all = shortcutDates(shortcut);
    cartActions.setDates(kind, picksExactly(all) ? [] : all);
  };
  const items: ToggleItem[] = SCHEDULE_SHORTCUTS.map((s) => ({
    key: s,
    label: SCHEDULE_SHORTCUT_LABELS[s],
    pressed: subscribing ? pressedShortcut === s : picksExactly(shortcutDates(s)),
    onPress: () => pick(s),
  }));
  if (subscribing) {
    DELIVERY_DAYS.filter((d) => d !== 'EVERYDAY').forEach((d, i) => {
      const short = DELIVERY_DAY_LABELS[d].slice(0, 3);
      items.push({
        key: d,
        // "Mon" on screen, "Monday" to a screen reader (the button's name)
        label: short,
        labelTail: DELIVERY_DAY_LABELS[d].slice(3),
        pressed: cart.deliveryDays.includes('EVERYDAY') || cart.deliveryDays.includes(d),
        separatorBefore: i === 0,
        onPress: () => cartActions.toggleDay(kind, d),
      });
    });
  }

  return (
    <div>
      <p id={`deliver-on-${kind}`} className="text-sm font-semibold">
        {subscribing ? 'Deliver on' : 'Quick picks'}
      </p>
      <div className="mt-1">
        <ToggleToolbar label={subscribing ? 'Deliver on' : 'Quick picks'} items={items} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {subscribing ? 'Or leave the days empty and pick custom dates in the calendar.' : 'Or pick dates in the calendar.'}
      </p>
    </div>
  );
}
