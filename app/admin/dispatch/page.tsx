import type { Metadata } from 'next';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { clock } from '@/lib/clock';
import { addDays, formatDay, isIsoDay, kolkataToday } from '@/lib/domain/calendar';
import { parseStopSort, sortStops } from '@/lib/domain/dispatch';
import { AdminNav } from '@/components/admin/admin-nav';
import { CookSheet } from '@/components/admin/dispatch/cook-sheet';
import { RouteSheet } from '@/components/admin/dispatch/route-sheet';
import { RidersDispatch, loadRidersDispatch } from '@/components/admin/dispatch/riders-dispatch';
import { PrintButton } from '@/components/invoice/print-button';
import { countOf } from '@/lib/domain/plural';
import { DispatchDayPicker } from '@/components/admin/dispatch/dispatch-day-picker';
import { button } from '@/components/admin/dispatch/dispatch-href';
import { RouteSortNav } from '@/components/admin/dispatch/route-sort-nav';

export const metadata: Metadata = { title: 'Dispatch', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<{ date?: string | string[]; sort?: string | string[] }> };

/** What to cook and where to take it, for one day: tomorrow unless another day is chosen. */
export default async function DispatchPage({ searchParams }: Props) {
  const viewer = await requirePageAdmin('/admin/dispatch');
  const params = await searchParams;
  const today = kolkataToday(clock().now());
  const tomorrow = addDays(today, 1);
  const asked = Array.isArray(params.date) ? params.date[0] : params.date;
  const date = asked && isIsoDay(asked) ? asked : tomorrow;
  const sort = parseStopSort(params.sort);

  const [dispatch, road] = await Promise.all([getDispatch(viewer, date), loadRidersDispatch(viewer, date)]);
  const stops = sortStops(dispatch.stops, sort);
  const portions = dispatch.cookSheet.reduce((n, l) => n + l.quantity, 0);
  const day = formatDay(date, 'long');
  const when = date === tomorrow ? 'tomorrow' : date === today ? 'today' : null;
  const csv = (sheet: 'route' | 'cook') => `/admin/dispatch/csv?${new URLSearchParams({ date, sheet, ...(sort !== 'pin' ? { sort } : {}) })}`;

  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/dispatch" />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-800">
          Dispatch for {day}
          {when && <span className="font-normal text-stone-700"> ({when})</span>}
        </h1>
        <p className="text-sm text-stone-700">
          {countOf(stops.length, 'delivery', 'deliveries')} ({stops.filter((s) => s.paid).length} paid) · {countOf(portions, 'portion')} to cook
        </p>
        {dispatch.capacity.length > 0 && (
          <ul aria-label="Booked against capacity" className="flex flex-wrap gap-2 text-sm" data-testid="dispatch-capacity">
            {dispatch.capacity.map((c) => (
              <li key={c.categoryEnum} className={`rounded-full border px-3 py-1 ${c.max !== null && c.booked >= c.max ? 'border-red-700 bg-red-50 text-red-900' : 'border-brand-200 bg-white'}`}>
                {c.title}: {c.booked} / {c.max ?? 'no limit'} portions booked
              </li>
            ))}
          </ul>
        )}
      </header>

      <DispatchDayPicker date={date} sort={sort} />

      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label="Print cook and route sheets" />
        <a href={csv('route')} download className={button}>
          Download route sheet (CSV)
        </a>
        <a href={csv('cook')} download className={button}>
          Download cook sheet (CSV)
        </a>
      </div>

      <RidersDispatch data={road} date={date} today={today} />

      <section aria-labelledby="cook-sheet" className="flex flex-col gap-3">
        <h2 id="cook-sheet" className="text-xl font-semibold text-brand-800 print:hidden">
          Cook sheet
        </h2>
        {!dispatch.cookUnpaid && dispatch.uncookedUnpaid > 0 && (
          <p className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900 print:hidden" data-testid="uncooked-unpaid">
            {countOf(dispatch.uncookedUnpaid, 'unpaid delivery', 'unpaid deliveries')} not on the cook sheet: only paid deliveries are cooked (setting dispatch.cookUnpaid).
          </p>
        )}
        <CookSheet lines={dispatch.cookSheet} day={formatDay(date)} />
      </section>

      <section aria-labelledby="route-sheet" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="route-sheet" className="text-xl font-semibold text-brand-800 print:text-2xl print:text-black">
            Route sheet<span className="hidden font-normal print:inline"> for {formatDay(date)}</span>
          </h2>
          <RouteSortNav date={date} sort={sort} />
        </div>
        <RouteSheet stops={stops} date={date} today={today} />
      </section>
    </div>
  );
}
