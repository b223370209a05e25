'use client';

import { useId, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { useMutation } from '@/lib/client/use-mutation';
import { closedDatesForm } from '@/lib/domain/inputs/store-input';
import { addDays, compareDays, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { CLOSE_WITH_BOOKINGS_HINT, MAX_CLOSED_DATES, type StoreStatus } from '@/lib/domain/store-status';
import { countOf } from '@/lib/domain/plural';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useStoreWork } from './store-work';

const SET_DATES = graphql(`
  mutation SetClosedDates($openStatus: Boolean!, $closedDates: [String!]) {
    setStoreStatus(openStatus: $openStatus, closedDates: $closedDates) { openStatus closedMessage closedDates }
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

/** Every day from `from` through `through` that is not closed yet (at most as many as may be closed). */
function newClosedDays(from: IsoDay, through: IsoDay | '', closed: readonly IsoDay[]): IsoDay[] {
  const days: IsoDay[] = [];
  for (let d = from; compareDays(d, through || from) <= 0 && days.length <= MAX_CLOSED_DATES; d = addDays(d, 1)) if (!closed.includes(d)) days.push(d);
  return days;
}

type Props = { store: StoreStatus; booked: Record<IsoDay, number>; today: IsoDay };

/**
 * The kitchen's closed dates: the list (with what is booked on each, and a way to move or cancel
 * that), removing one, and adding a day or a range. A day with deliveries asks first whether they
 * move or are cancelled with credit.
 */
export function ClosedDatesEditor({ store, booked, today }: Props) {
  const id = useId();
  const work = useStoreWork();
  // days the server would not close as they are (deliveries booked): waiting for "move" or "cancel"
  const [asking, setAsking] = useState<{ days: IsoDay[]; message: string } | null>(null);
  const kit = useSchemaForm(closedDatesForm(today), { defaultValues: { from: '', through: '' } });
  const datesSave = useMutation(SET_DATES, { onError: kit.showServerError });
  const closing = useMutation(CLOSE, {
    success: ({ closeDates: r }, { dates }) =>
      `Closed ${daysText(Array.isArray(dates) ? dates : [dates])}: ${r.moved ? countOf(r.moved, 'delivery', 'deliveries') + ' moved' : countOf(r.cancelled, 'delivery', 'deliveries') + ' cancelled with credit'}, ${countOf(r.messaged, 'customer')} messaged.`,
    onSuccess: () => {
      setAsking(null);
      kit.form.reset();
    },
  });
  const locked = work.working !== null;
  const closeWith = (days: IsoDay[], bookings: Bookings) => void work.run('closing', () => closing.run({ dates: days, bookings }));

  const add = kit.submitWith(async (v) => {
    const days = newClosedDays(v.from, v.through, store.closedDates);
    if (days.length === 0) return kit.setFormError(`${daysText([v.from, ...(v.through ? [v.through] : [])])} is already closed.`);
    setAsking(null);
    const result = await work.run('add', () =>
      datesSave.run(
        { openStatus: store.openStatus, closedDates: [...store.closedDates, ...days] },
        {
          success: `Closed ${daysText(days)}.`,
          // Deliveries are booked on them: ask what happens to them instead of an error.
          onError: (error) => (error.message.endsWith(CLOSE_WITH_BOOKINGS_HINT) ? setAsking({ days, message: error.message }) : kit.showServerError(error)),
        },
      ),
    );
    if (result?.ok) kit.form.reset();
  });

  const remove = (day: IsoDay) => void work.run(day, () => datesSave.run({ openStatus: store.openStatus, closedDates: store.closedDates.filter((d) => d !== day) }, { success: `Open again on ${formatDay(day)}.` }));

  return (
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
                  <Button variant="secondary" size="sm" onClick={() => closeWith([day], 'MOVE')} disabled={locked}>
                    Move them<span className="sr-only"> off {formatDay(day)}</span>
                  </Button>
                  <Button variant="secondary" size="sm" className="border-red-700 text-red-800 hover:bg-red-50" onClick={() => closeWith([day], 'CANCEL')} disabled={locked}>
                    Cancel them<span className="sr-only"> on {formatDay(day)}</span>
                  </Button>
                </span>
              ) : null}
              <Button variant="secondary" size="sm" onClick={() => remove(day)} disabled={locked} busy={work.working === day} busyLabel="Removing…">
                Remove
                <span className="sr-only"> {formatDay(day)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form kit={kit} onSubmit={add} busy={work.working === 'add'} className="mt-3 flex flex-wrap items-start gap-2">
        <FormField name="from" label="Add a closed date" input={{ type: 'date', min: today }} />
        <FormField name="through" label="Through (optional, for a range)" input={{ type: 'date', min: today }} />
        <div className="sm:mt-6">
          <SubmitRow label="Add date" busyLabel="Adding…" disabled={locked && work.working !== 'add'} />
        </div>
      </Form>
      <FormAlert message={closing.error} />
      {asking && (
        <div role="alertdialog" aria-labelledby={`${id}-asking`} className="mt-3 flex flex-col gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950" data-testid="close-with-bookings">
          <p id={`${id}-asking`} className="font-medium">
            {asking.message}
          </p>
          <p>Move: subscription deliveries are made up after their last one (like a skip), one-time deliveries go to the next open day with room. Cancel: each is cancelled and credited (less to pay, or a refund due). Either way each customer gets a message.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => closeWith(asking.days, 'MOVE')} disabled={locked} busy={work.working === 'closing'} busyLabel="Closing…">
              {`Close ${daysText(asking.days)} and move them`}
            </Button>
            <Button variant="secondary" className="border-red-700 text-red-800 hover:bg-red-50" onClick={() => closeWith(asking.days, 'CANCEL')} disabled={locked}>
              Close and cancel them with credit
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={locked}>
              Keep the {asking.days.length === 1 ? 'day' : 'days'} open
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
