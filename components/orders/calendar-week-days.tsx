'use client';

import Link from 'next/link';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import type { CalendarDelivery } from '@/lib/orders/calendar-deliveries';
import { SkipDeliveryButton } from './skip-delivery-button';
import { UndoSkipButton } from './undo-skip-button';
import { ChangeDeliveryItemsForm } from './change-delivery-items-form';
import { DropOnRoadLine } from './drop-on-road-line';

/** One opened week of the calendar: each day's deliveries, with what the viewer may do to each (decided on the server). */
export function CalendarWeekDays({ id, days, byDay, who }: { id: string; days: readonly (IsoDay | null)[]; byDay: Record<IsoDay, CalendarDelivery[]>; who: 'customer' | 'admin' }) {
  const withDeliveries = days.filter((day): day is IsoDay => !!day && !!byDay[day]?.length);
  return (
    <div id={id} className="mt-1 flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
      {withDeliveries.length === 0 && <p>No deliveries this week.</p>}
      {withDeliveries.map((day) => (
        <section key={day} aria-label={formatDay(day)} className="flex flex-col gap-1">
          <h3 className="font-semibold">{formatDay(day)}</h3>
          <ul className="flex flex-col gap-2">
            {byDay[day].map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-2" data-testid="calendar-delivery">
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">
                    {d.title} <span className="text-xs font-normal text-stone-600">({d.suborderNo})</span> · <span>{d.label}</span>
                  </span>
                  <span className="text-xs text-stone-700">{d.items.join(', ')}</span>
                  <DropOnRoadLine road={d.road} open={d.status !== 'DELIVERED' && d.status !== 'CANCELLED'} />
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {d.canSkip && <SkipDeliveryButton deliveryId={d.id} day={formatDay(day)} consequence={d.skipOutcome} chooseRefund={d.refundChoice} deadline={who === 'customer' ? d.deadline : null} />}
                  {d.canChange && <ChangeDeliveryItemsForm deliveryId={d.id} day={formatDay(day)} category={d.categoryEnum} current={d.options} hasLater={d.subscription} />}
                  {d.canUndo && <UndoSkipButton deliveryId={d.id} day={formatDay(day)} />}
                  <Link href={`/orders/${encodeURIComponent(d.orderNumber)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                    Order {d.orderNumber}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
