'use client';

import { formatDay, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { choosableDeliveryDates, firstAllowedDeliveryDate, lastAllowedDeliveryDate, subscriptionStartDate } from '@/lib/domain/delivery-dates';
import type { Cart } from '@/lib/domain/cart';
import { cartActions } from '@/lib/client/cart-store';
import { DeliveryCalendar } from './delivery-calendar';
import { ScheduleDateWarnings } from './schedule-date-warnings';
import { ScheduleMode } from './schedule-mode';
import { ScheduleShortcuts } from './schedule-shortcuts';

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
  const renewalStart = subscribing && cart.subscriptionStartsOn ? first : null;
  // Treats bought once are one parcel: no every-day shortcuts for them.
  const oneParcel = kind === 'TREATS' && !subscribing;

  const toggle = (day: IsoDay) => cartActions.setDates(kind, dates.includes(day) ? dates.filter((d) => d !== day) : [...dates, day]);

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
      <ScheduleMode cart={cart} />
      {oneParcel && (
        <p className="text-sm text-stone-800" data-testid="treats-courier-note">
          Couriered across India, on the earliest date we can send them (chosen below). Pick other dates in the calendar if you like.
        </p>
      )}
      {!oneParcel && <ScheduleShortcuts cart={cart} choosable={choosable} fullDates={fullDates} />}
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
      <ScheduleDateWarnings cart={cart} now={now} dates={dates} last={last} closedDates={closedDates} fullDates={fullDates} />
    </div>
  );
}
