import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { isAdmin } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import { addMonthsTo, formatMonth, isMonth, monthOf, monthWeeks, weekLabel } from '@/lib/domain/month-grid';
import { calendarDeliveries, type CalendarDelivery } from '@/lib/orders/calendar-deliveries';
import { CalendarWeeks } from '@/components/orders/calendar-weeks';

// Per visitor (reads the session): rendered at request time.
export const instant = false;

export const metadata: Metadata = { title: 'Delivery calendar', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What arrives when, across every subscription and order of the customer (an admin: of the customer they are ordering for). */
export default async function CalendarPage({ searchParams }: Props) {
  const viewer = await currentViewer();
  if (!viewer) redirect('/log-in?next=/orders/calendar');
  const asked = (await searchParams).month;
  const today = kolkataToday(clock().now());
  const month = typeof asked === 'string' && isMonth(asked) ? asked : monthOf(today);
  const deliveries = await calendarDeliveries(viewer, month);
  const byDay: Record<IsoDay, CalendarDelivery[]> = {};
  for (const d of deliveries) (byDay[d.deliveryDate] ??= []).push(d);
  const weeks = monthWeeks(month).map((days) => ({ label: weekLabel(days), days }));
  const coming = deliveries.filter((d) => d.state === 'COMING').length;

  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link prefetch={false} href="/orders" className="text-sm text-brand-700 underline">
          ← All orders
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Deliveries in {formatMonth(month)}</h1>
        <nav aria-label="Months" className="flex gap-2 text-sm">
          <Link prefetch={false} href={`/orders/calendar?month=${addMonthsTo(month, -1)}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-3 font-semibold hover:bg-stone-100">
            ← {formatMonth(addMonthsTo(month, -1))}
          </Link>
          <Link prefetch={false} href={`/orders/calendar?month=${addMonthsTo(month, 1)}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-3 font-semibold hover:bg-stone-100">
            {formatMonth(addMonthsTo(month, 1))} →
          </Link>
        </nav>
      </div>
      <p className="text-sm text-stone-700" role="status">
        {coming === 1 ? '1 delivery coming' : `${coming} deliveries coming`} this month. Choose a week to see its days, skip or undo a skip (until {cutoffTimeWords()} the day before).
      </p>
      <CalendarWeeks weeks={weeks} byDay={byDay} who={isAdmin(viewer) ? 'admin' : 'customer'} today={today} />
    </div>
  );
}
