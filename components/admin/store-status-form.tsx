'use client';

import { useId, useState, type FormEvent } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { compareDays, formatDay, isIsoDay, type IsoDay } from '@/lib/domain/calendar';
import { CLOSE_WITH_BOOKINGS_HINT, MAX_CLOSED_DATES, MAX_CLOSED_MESSAGE_LENGTH, type StoreStatus } from '@/lib/domain/store-status';
import { addDays } from '@/lib/domain/calendar';
import { countOf } from '@/lib/domain/plural';
import { FormAlert } from '@/components/ui/form-alert';

const SET = graphql(`
  mutation SetStoreStatus($openStatus: Boolean!, $closedMessage: String, $closedDates: [String!]) {
    setStoreStatus(openStatus: $openStatus, closedMessage: $closedMessage, closedDates: $closedDates) { openStatus closedMessage closedDates }
  }
`);

const CLOSE = graphql(`
  mutation CloseDates($dates: [String!]!, $bookings: ClosedDateBookings!) {
    closeDates(dates: $dates, bookings: $bookings) { moved cancelled messaged store { closedDates } }
  }
`);

type Bookings = 'MOVE' | 'CANCEL';

/** 'Wed, 2 Dec 2026' or 'Wed, 2 Dec 2026 to Fri, 4 Dec 2026' */
const daysText = (days: readonly IsoDay[]) => (days.length === 1 ? formatDay(days[0]) : `${formatDay(days[0])} to ${formatDay(days[days.length - 1])}`);

/**
 * Admin: open or close the store with the message customers see, and keep the kitchen's closed
 * dates. Each save sends only what it changes (the server keeps the rest) and refreshes the page
 * from the server.
 */
export function StoreStatusForm({ store, booked, today }: { store: StoreStatus; booked: Record<IsoDay, number>; today: IsoDay }) {
  const id = useId();
  const [open, setOpen] = useState(store.openStatus);
  const [message, setMessage] = useState(store.closedMessage ?? '');
  const [newDate, setNewDate] = useState('');
  const [untilDate, setUntilDate] = useState('');
  // days the server would not close as they are (deliveries booked): waiting for "move" or "cancel"
  const [asking, setAsking] = useState<{ days: IsoDay[]; message: string } | null>(null);
  const closing = useMutation(CLOSE, {
    success: ({ closeDates: r }, { dates }) =>
      `Closed ${daysText(Array.isArray(dates) ? dates : [dates])}: ${r.moved ? countOf(r.moved, 'delivery', 'deliveries') + ' moved' : countOf(r.cancelled, 'delivery', 'deliveries') + ' cancelled with credit'}, ${countOf(r.messaged, 'customer')} messaged.`,
    onSuccess: () => {
      setAsking(null);
      setNewDate('');
      setUntilDate('');
    },
  });
  // Two saves with a place each for their errors; one at a time, so every button waits for either.
  const statusSave = useMutation(SET);
  const datesSave = useMutation(SET);
  // which closed-date button is saving: 'add', or the day being removed
  const [dateAction, setDateAction] = useState<'add' | IsoDay | null>(null);
  const busy = statusSave.busy ? 'status' : datesSave.busy ? dateAction : closing.busy ? 'closing' : null;
  const closeWith = (days: IsoDay[], bookings: Bookings) => {
    if (busy) return;
    void closing.run({ dates: days, bookings });
  };

  const saveStatus = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    await statusSave.run({ openStatus: open, closedMessage: message }, { success: open ? 'The store is open: customers can order.' : 'The store is closed: no orders until you reopen it.' });
  };

  const addDate = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    datesSave.setError(null);
    if (!isIsoDay(newDate)) return datesSave.setError('Please choose a date.');
    if (compareDays(newDate, today) < 0) return datesSave.setError('Please choose today or a later day.');
    if (untilDate && (!isIsoDay(untilDate) || compareDays(untilDate, newDate) < 0)) return datesSave.setError('The last day must be on or after the first.');
    // a range: every day from the first to the last
    const days: IsoDay[] = [];
    for (let d = newDate; compareDays(d, untilDate || newDate) <= 0 && days.length <= MAX_CLOSED_DATES; d = addDays(d, 1)) if (!store.closedDates.includes(d)) days.push(d);
    if (days.length === 0) return datesSave.setError(`${daysText([newDate, ...(untilDate ? [untilDate] : [])])} is already closed.`);
    setAsking(null);
    setDateAction('add');
    const result = await datesSave.run(
      { openStatus: store.openStatus, closedDates: [...store.closedDates, ...days] },
      {
        success: `Closed ${daysText(days)}.`,
        // Deliveries are booked on them: ask what happens to them instead of an error.
        onError: (error) => {
          if (error.message.endsWith(CLOSE_WITH_BOOKINGS_HINT)) {
            datesSave.setError(null);
            setAsking({ days, message: error.message });
          }
        },
      },
    );
    if (result?.ok) {
      setNewDate('');
      setUntilDate('');
    }
  };

  const removeDate = (day: IsoDay) => {
    if (busy) return;
    setDateAction(day);
    void datesSave.run({ openStatus: store.openStatus, closedDates: store.closedDates.filter((d) => d !== day) }, { success: `Open again on ${formatDay(day)}.` });
  };
  const statusError = statusSave.error;
  const datesError = datesSave.error ?? closing.error;

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={`${id}-status`} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
        <h2 id={`${id}-status`} className="text-lg font-semibold">
          Open or closed
        </h2>
        <p className="mt-1 text-sm text-stone-700" data-testid="store-state">
          {store.openStatus ? (
            <>
              The store is <strong className="text-green-800">open</strong>: customers can place orders.
            </>
          ) : (
            <>
              The store is <strong className="text-red-800">closed</strong>: the menu shows your message and nobody can place an order.
            </>
          )}
        </p>
        <form onSubmit={saveStatus} className="mt-3 flex flex-col gap-3" aria-labelledby={`${id}-status`}>
          <fieldset>
            <legend className="text-sm font-medium">Orders</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {[
                { value: true, label: 'Open: take orders' },
                { value: false, label: 'Closed: take no orders' },
              ].map((o) => (
                <label key={String(o.value)} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3">
                  <input type="radio" name={`${id}-open`} checked={open === o.value} onChange={() => setOpen(o.value)} />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-message`} className="text-sm font-medium">
              Message shown while closed
            </label>
            <textarea
              id={`${id}-message`}
              rows={2}
              maxLength={MAX_CLOSED_MESSAGE_LENGTH}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby={`${id}-message-help`}
              className="rounded-lg border border-stone-400 px-3 py-2 text-sm"
            />
            <p id={`${id}-message-help`} className="text-xs text-stone-700">
              For example: “Closed for Diwali, back on Monday 9 November.” Left empty, customers read a plain “we are closed” note.
            </p>
          </div>
          {statusError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {statusError}
            </p>
          )}
          <button type="submit" disabled={busy !== null} aria-busy={busy === 'status' || undefined} className="min-h-11 self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {busy === 'status' ? 'Saving…' : 'Save'}
          </button>
        </form>
      </section>

      <section aria-labelledby={`${id}-dates`} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
        <h2 id={`${id}-dates`} className="text-lg font-semibold">
          Closed dates (kitchen holidays)
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          These days are never offered for delivery and are left out of new subscriptions. Closing a day that already has deliveries asks whether to move them (a subscription&apos;s to its end, a one-time delivery to the next open day) or cancel them with credit; each customer gets a message.
        </p>
        {store.closedDates.length === 0 ? (
          <p className="mt-3 text-sm">No closed dates ahead.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100" aria-label="Closed dates">
            {store.closedDates.map((day) => (
              <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-1 text-sm" data-testid="closed-date">
                <span>
                  <span className="font-medium">{formatDay(day)}</span>
                  {booked[day] ? <span className="text-amber-900"> · {countOf(booked[day], 'delivery', 'deliveries')} already booked</span> : null}
                </span>
                {booked[day] ? (
                  <span className="flex gap-2">
                    <button type="button" onClick={() => closeWith([day], 'MOVE')} disabled={busy !== null} className="min-h-11 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60">
                      Move them<span className="sr-only"> off {formatDay(day)}</span>
                    </button>
                    <button type="button" onClick={() => closeWith([day], 'CANCEL')} disabled={busy !== null} className="min-h-11 rounded-lg border border-red-700 px-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
                      Cancel them<span className="sr-only"> on {formatDay(day)}</span>
                    </button>
                  </span>
                ) : null}
                <button
                  type="button"
                  onClick={() => removeDate(day)}
                  disabled={busy !== null}
                  className="min-h-11 rounded-lg border border-stone-400 px-3 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
                >
                  {busy === day ? 'Removing…' : 'Remove'}
                  <span className="sr-only"> {formatDay(day)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={addDate} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-new-date`} className="text-sm font-medium">
              Add a closed date
            </label>
            <input id={`${id}-new-date`} type="date" min={today} value={newDate} onChange={(e) => setNewDate(e.target.value)} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3" />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-until-date`} className="text-sm font-medium">
              Through (optional, for a range)
            </label>
            <input id={`${id}-until-date`} type="date" min={newDate || today} value={untilDate} onChange={(e) => setUntilDate(e.target.value)} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3" />
          </div>
          <button type="submit" disabled={busy !== null} aria-busy={busy === 'add' || undefined} className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60">
            {busy === 'add' ? 'Adding…' : 'Add date'}
          </button>
          <FormAlert message={datesError} />
        </form>
        {asking && (
          <div role="alertdialog" aria-labelledby={`${id}-asking`} className="mt-3 flex flex-col gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950" data-testid="close-with-bookings">
            <p id={`${id}-asking`} className="font-medium">
              {asking.message}
            </p>
            <p>Move: subscription deliveries are made up after their last one (like a skip), one-time deliveries go to the next open day with room. Cancel: each is cancelled and credited (less to pay, or a refund due). Either way each customer gets a message.</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => closeWith(asking.days, 'MOVE')} disabled={busy !== null} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {busy === 'closing' ? 'Closing…' : `Close ${daysText(asking.days)} and move them`}
              </button>
              <button type="button" onClick={() => closeWith(asking.days, 'CANCEL')} disabled={busy !== null} className="min-h-11 rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
                Close and cancel them with credit
              </button>
              <button type="button" onClick={() => setAsking(null)} disabled={busy !== null} className="min-h-11 rounded-lg border border-stone-400 bg-white px-4 font-semibold hover:bg-stone-100">
                Keep the {asking.days.length === 1 ? 'day' : 'days'} open
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
