'use client';

import { formatDay, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { choosableDeliveryDates, cutoffTimeWords, datesOnDays, firstAllowedDeliveryDate, isWithinCutoff, lastAllowedDeliveryDate, subscriptionStartDate } from '@/lib/domain/delivery-dates';
import { DELIVERY_DAYS, DELIVERY_DAY_LABELS, SCHEDULE_SHORTCUTS, SCHEDULE_SHORTCUT_LABELS, shortcutDays, shortcutOf, type ScheduleShortcut } from '@/lib/domain/repeat';
import type { Cart } from '@/lib/domain/cart';
import { cartActions } from '@/lib/client/cart-store';
import { ToggleToolbar, type ToggleItem } from '@/components/ui/toggle-toolbar';
import { DeliveryCalendar } from './delivery-calendar';

// The radio inside is visually hidden, so the chip shows its keyboard focus (WCAG 2.4.7).
const chip = (on: boolean) =>
  `min-h-11 rounded-full border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600'}`;

/**
 * Buy: pick dates in the calendar (or every day, weekdays or weekends up to the horizon at once).
 * Subscribe: every day, weekdays, weekends or chosen weekdays, from the first allowed date or a
 * renewal's later start; the calendar shows the deliveries that makes, and picking a day in it turns
 * the schedule into custom dates. The kitchen's closed dates and days beyond the horizon are never
 * offered (lib/domain choosableDeliveryDates): the server refuses them.
 */
export function SchedulePicker({
  cart,
  now,
  dates,
  subscriptionMonths,
  closedDates,
  fullDates = [],
}: {
  /** the cart with its defaults (a one-time treats order's earliest date) */
  cart: Cart;
  now: Date;
  /** the dates the cart delivers on (its picks, or its subscription's schedule) */
  dates: IsoDay[];
  subscriptionMonths: number;
  closedDates: readonly IsoDay[];
  /** days the kitchen is fully booked for this category (kitchen capacity): shown, never choosable (the server refuses them) */
  fullDates?: readonly IsoDay[];
}) {
  const kind = cart.kind;
  const subscribing = cart.buyOrSubscribe === 'SUBSCRIBE';
  const first = subscribing ? subscriptionStartDate(kind, now, cart.subscriptionStartsOn) : firstAllowedDeliveryDate(kind, 'BUY', now);
  const last = lastAllowedDeliveryDate(kind, cart.buyOrSubscribe, now, subscriptionMonths);
  const choosable = choosableDeliveryDates({ kind, mode: cart.buyOrSubscribe, now, months: subscriptionMonths, closedDates, startsOn: cart.subscriptionStartsOn });
  // Dates chosen earlier that are now too soon (the cart waited past a cutoff) are flagged...
  const stale = cart.deliveryDates.filter((d) => d < firstAllowedDeliveryDate(kind, cart.buyOrSubscribe, now) || isWithinCutoff(d, now));
  // ...and so are dates beyond the horizon, and dates the kitchen has closed since they were chosen.
  const tooLate = cart.deliveryDates.filter((d) => d > last);
  const closed = cart.deliveryDates.filter((d) => closedDates.includes(d) && !stale.includes(d) && !tooLate.includes(d));
  // ...and dates of the schedule the kitchen has since filled up.
  const full = [...new Set([...cart.deliveryDates, ...dates])].filter((d) => fullDates.includes(d) && !closedDates.includes(d)).sort();
  const renewalStart = subscribing && cart.subscriptionStartsOn ? first : null;
  // Treats bought once are one parcel: no every-day shortcuts for them.
  const oneParcel = kind === 'TREATS' && !subscribing;
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
  const toggle = (day: IsoDay) => cartActions.setDates(kind, dates.includes(day) ? dates.filter((d) => d !== day) : [...dates, day]);

  const items: ToggleItem[] = SCHEDULE_SHORTCUTS.map((s) => ({
    key: s,
    label: SCHEDULE_SHORTCUT_LABELS[s],
    pressed: subscribing ? pressedShortcut === s : !oneParcel && picksExactly(shortcutDates(s)),
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

  const summary =
    dates.length > 0 ? (
      <span className="text-sm text-stone-800" data-testid="schedule-summary">
        {dates.length} {dates.length === 1 ? 'delivery' : 'deliveries'}: {formatDay(dates[0])}
        {dates.length > 1 && <> to {formatDay(dates[dates.length - 1])}</>}
      </span>
    ) : (
      <span className="text-sm text-stone-800">No delivery dates chosen yet.</span>
    );

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-semibold">How would you like it?</legend>
        <div className="mt-1 flex gap-2">
          {(['BUY', 'SUBSCRIBE'] as const).map((m) => (
            <label key={m} className={chip(cart.buyOrSubscribe === m)}>
              <input type="radio" className="sr-only" name={`mode-${kind}`} checked={cart.buyOrSubscribe === m} onChange={() => cartActions.setMode(kind, m)} />
              {m === 'BUY' ? 'Buy once' : 'Subscribe'}
            </label>
          ))}
        </div>
      </fieldset>
      {oneParcel && (
        <p className="text-sm text-stone-800" data-testid="treats-courier-note">
          Couriered across India, on the earliest date we can send them (chosen below). Pick other dates in the calendar if you like.
        </p>
      )}
      {!oneParcel && (
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
      )}
      {renewalStart && (
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-800" data-testid="renewal-start">
          <span>
            <span className="font-semibold">Renewal:</span> starts {formatDay(renewalStart)}
          </span>
          <button type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={() => cartActions.clearStart(kind)}>
            Start as soon as possible instead
          </button>
        </p>
      )}
      <div role="group" aria-labelledby={`dates-${kind}`} data-testid={`calendar-${kind}`}>
        <p id={`dates-${kind}`} className="text-sm font-semibold">
          Delivery dates
        </p>
        <DeliveryCalendar id={`calendar-${kind}`} choosable={choosable} selected={dates} closedDates={closedDates} fullDates={fullDates} today={kolkataToday(now)} onToggle={toggle} footer={summary} />
      </div>
      {stale.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          {stale.map((d) => (
            <p key={d}>
              Orders for {formatDay(d)} have closed (orders close at {cutoffTimeWords()} the day before).{' '}
              <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(kind, d)}>Remove this date</button>
            </p>
          ))}
        </div>
      )}
      {tooLate.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          {tooLate.map((d) => (
            <p key={d}>
              {formatDay(d)} is too far ahead: the last day you can choose is {formatDay(last)}.{' '}
              <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(kind, d)}>Remove this date</button>
            </p>
          ))}
        </div>
      )}
      {closed.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          {closed.map((d) => (
            <p key={d}>
              The kitchen is closed on {formatDay(d)}.{' '}
              <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(kind, d)}>Remove this date</button>
            </p>
          ))}
        </div>
      )}
      {full.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900" data-testid="full-dates">
          {full.map((d) => (
            <p key={d}>
              The kitchen is fully booked on {formatDay(d)}.{' '}
              {cart.deliveryDates.includes(d) ? (
                <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(kind, d)}>Remove this date</button>
              ) : (
                'Please choose custom dates or another start.'
              )}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
