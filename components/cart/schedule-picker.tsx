'use client';

import { addDays, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { firstAllowedDeliveryDate, isWithinCutoff, lastAllowedDeliveryDate, subscriptionStartDate } from '@/lib/domain/delivery-dates';
import { DELIVERY_DAYS, DELIVERY_DAY_LABELS, type DeliveryDay } from '@/lib/domain/repeat';
import type { Cart } from '@/lib/domain/cart';
import { cartActions } from '@/lib/client/cart-store';

const DAYS_SHOWN = 21;

// The radio or checkbox inside is visually hidden, so the chip shows its keyboard focus (WCAG 2.4.7).
const chip = (on: boolean) =>
  `min-h-11 rounded-full border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600'}`;

/**
 * Buy: pick dates from the first allowed one. Subscribe: every day, weekdays, or custom dates, from
 * the first allowed date or a renewal's later start. The kitchen's closed dates and days beyond the
 * horizon (subscription.months from the first allowed day) are never offered: the server refuses them.
 */
export function SchedulePicker({
  cart,
  now,
  dates,
  subscriptionMonths,
  closedDates,
  fullDates = [],
}: {
  cart: Cart;
  now: Date;
  dates: IsoDay[];
  subscriptionMonths: number;
  closedDates: readonly IsoDay[];
  /** days the kitchen is fully booked for this category: shown as unavailable, never choosable (the server refuses them) */
  fullDates?: readonly IsoDay[];
}) {
  const subscribing = cart.buyOrSubscribe === 'SUBSCRIBE';
  const first = subscribing ? subscriptionStartDate(cart.kind, now, cart.subscriptionStartsOn) : firstAllowedDeliveryDate(cart.kind, 'BUY', now);
  const last = lastAllowedDeliveryDate(cart.kind, cart.buyOrSubscribe, now, subscriptionMonths);
  const choosable: IsoDay[] = [];
  for (let day = first; choosable.length < DAYS_SHOWN && day <= last; day = addDays(day, 1)) if (!closedDates.includes(day)) choosable.push(day);
  // Dates chosen earlier that are now too soon (the cart waited past a cutoff) are flagged...
  const stale = cart.deliveryDates.filter((d) => d < firstAllowedDeliveryDate(cart.kind, cart.buyOrSubscribe, now) || isWithinCutoff(d, now));
  // ...and so are dates beyond the horizon, and dates the kitchen has closed since they were chosen.
  const tooLate = cart.deliveryDates.filter((d) => d > last);
  const closed = cart.deliveryDates.filter((d) => closedDates.includes(d) && !stale.includes(d) && !tooLate.includes(d));
  // ...and dates of the schedule the kitchen has since filled up.
  const full = [...new Set([...cart.deliveryDates, ...dates])].filter((d) => fullDates.includes(d) && !closedDates.includes(d)).sort();
  const showDates = cart.buyOrSubscribe === 'BUY' || cart.deliveryDays.length === 0;
  const renewalStart = subscribing && cart.subscriptionStartsOn ? first : null;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-semibold">How would you like it?</legend>
        <div className="mt-1 flex gap-2">
          {(['BUY', 'SUBSCRIBE'] as const).map((m) => (
            <label key={m} className={chip(cart.buyOrSubscribe === m)}>
              <input type="radio" className="sr-only" name={`mode-${cart.kind}`} checked={cart.buyOrSubscribe === m} onChange={() => cartActions.setMode(cart.kind, m)} />
              {m === 'BUY' ? 'Buy once' : 'Subscribe'}
            </label>
          ))}
        </div>
      </fieldset>
      {cart.buyOrSubscribe === 'SUBSCRIBE' && (
        <fieldset>
          <legend className="text-sm font-semibold">Deliver on</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {DELIVERY_DAYS.map((d: DeliveryDay) => (
              <label key={d} className={chip(cart.deliveryDays.includes(d))}>
                <input type="checkbox" className="sr-only" checked={cart.deliveryDays.includes(d)} onChange={() => cartActions.toggleDay(cart.kind, d)} />
                {DELIVERY_DAY_LABELS[d]}
              </label>
            ))}
          </div>
          <p className="mt-1 text-sm text-stone-700">Or leave the days empty and pick custom dates below.</p>
        </fieldset>
      )}
      {renewalStart && (
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-800" data-testid="renewal-start">
          <span>
            <span className="font-semibold">Renewal:</span> starts {formatDay(renewalStart)}
          </span>
          <button type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={() => cartActions.clearStart(cart.kind)}>
            Start as soon as possible instead
          </button>
        </p>
      )}
      {showDates && (
        <fieldset>
          <legend className="text-sm font-semibold">Delivery dates</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {choosable.map((d) =>
              fullDates.includes(d) && !cart.deliveryDates.includes(d) ? (
                <label key={d} className={`${chip(false)} cursor-not-allowed border-dashed text-stone-600 line-through`} data-date={d} data-full="true">
                  <input type="checkbox" className="sr-only" checked={false} disabled aria-describedby={`full-${cart.kind}`} onChange={() => {}} />
                  {formatDay(d)} <span className="no-underline">· Full</span>
                </label>
              ) : (
                <label key={d} className={chip(cart.deliveryDates.includes(d))} data-date={d}>
                  <input type="checkbox" className="sr-only" checked={cart.deliveryDates.includes(d)} onChange={() => cartActions.toggleDate(cart.kind, d)} />
                  {formatDay(d)}
                </label>
              ),
            )}
          </div>
        </fieldset>
      )}
      {stale.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          {stale.map((d) => (
            <p key={d}>
              Orders for {formatDay(d)} have closed (orders close at 10 pm the day before).{' '}
              <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(cart.kind, d)}>Remove this date</button>
            </p>
          ))}
        </div>
      )}
      {tooLate.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          {tooLate.map((d) => (
            <p key={d}>
              {formatDay(d)} is too far ahead: the last day you can choose is {formatDay(last)}.{' '}
              <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(cart.kind, d)}>Remove this date</button>
            </p>
          ))}
        </div>
      )}
      {closed.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          {closed.map((d) => (
            <p key={d}>
              The kitchen is closed on {formatDay(d)}.{' '}
              <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(cart.kind, d)}>Remove this date</button>
            </p>
          ))}
        </div>
      )}
      {fullDates.some((d) => choosable.includes(d)) && (
        <p id={`full-${cart.kind}`} className="text-sm text-stone-700">
          Days marked Full are fully booked in the kitchen.
        </p>
      )}
      {full.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900" data-testid="full-dates">
          {full.map((d) => (
            <p key={d}>
              The kitchen is fully booked on {formatDay(d)}.{' '}
              {cart.deliveryDates.includes(d) ? (
                <button type="button" className="font-semibold underline" onClick={() => cartActions.toggleDate(cart.kind, d)}>Remove this date</button>
              ) : (
                'Please choose custom dates or another start.'
              )}
            </p>
          ))}
        </div>
      )}
      {dates.length > 0 && (
        <p className="text-sm text-stone-800" data-testid="schedule-summary">
          {dates.length} {dates.length === 1 ? 'delivery' : 'deliveries'}: {formatDay(dates[0])}
          {dates.length > 1 && <> to {formatDay(dates[dates.length - 1])}</>}
        </p>
      )}
    </div>
  );
}
