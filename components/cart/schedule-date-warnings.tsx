'use client';

import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { cutoffTimeWords, firstAllowedDeliveryDate, isWithinCutoff } from '@/lib/domain/delivery-dates';
import type { Cart } from '@/lib/domain/cart';
import { cartActions } from '@/lib/client/cart-store';

/**
 * Under the calendar: the cart's dates that can no longer be ordered, each with a way to remove it
 * (too soon after a cutoff, beyond the horizon `last`, closed by the kitchen, fully booked).
 */
export function ScheduleDateWarnings({ cart, now, dates, last, closedDates, fullDates }: { cart: Cart; now: Date; dates: IsoDay[]; last: IsoDay; closedDates: readonly IsoDay[]; fullDates: readonly IsoDay[] }) {
  const kind = cart.kind;
  // Dates chosen earlier that are now too soon (the cart waited past a cutoff) are flagged...
  const stale = cart.deliveryDates.filter((d) => d < firstAllowedDeliveryDate(kind, cart.buyOrSubscribe, now) || isWithinCutoff(d, now));
  // ...and so are dates beyond the horizon, and dates the kitchen has closed since they were chosen.
  const tooLate = cart.deliveryDates.filter((d) => d > last);
  const closed = cart.deliveryDates.filter((d) => closedDates.includes(d) && !stale.includes(d) && !tooLate.includes(d));
  // ...and dates of the schedule the kitchen has since filled up.
  const full = [...new Set([...cart.deliveryDates, ...dates])].filter((d) => fullDates.includes(d) && !closedDates.includes(d)).sort();
  return (
    <>
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
    </>
  );
}
