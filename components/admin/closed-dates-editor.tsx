'use client';

import { useId, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { useMutation } from '@/lib/client/use-mutation';
import { closedDatesForm } from '@/lib/domain/inputs/store-input';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { CLOSE_WITH_BOOKINGS_HINT, type StoreStatus } from '@/lib/domain/store-status';
import { countOf } from '@/lib/domain/plural';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { FormAlert } from '@/components/ui/form-alert';
import { useStoreWork } from './store-work';
import { ClosedDateRow } from './closed-date-row';
import { CloseWithBookingsQuestion } from './close-with-bookings-question';
import { daysText, newClosedDays, type Bookings } from './closed-days';

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
            <ClosedDateRow
              key={day}
              day={day}
              booked={booked[day]}
              locked={locked}
              removing={work.working === day}
              onClose={(bookings) => closeWith([day], bookings)}
              onRemove={() => remove(day)}
            />
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
        <CloseWithBookingsQuestion
          id={id}
          asking={asking}
          locked={locked}
          closing={work.working === 'closing'}
          onClose={(bookings) => closeWith(asking.days, bookings)}
          onKeepOpen={() => setAsking(null)}
        />
      )}
    </section>
  );
}
