import Link from 'next/link';
import type { IsoDay } from '@/lib/domain/calendar';
import { STOP_SORTS, STOP_SORT_LABELS, type StopSort } from '@/lib/domain/dispatch';
import { dispatchHref } from './dispatch-href';

/** How the route sheet is sorted, the chosen way marked. */
export function RouteSortNav({ date, sort }: { date: IsoDay; sort: StopSort }) {
  return (
    <nav aria-label="Sort the route sheet" className="flex flex-wrap items-center gap-2 text-sm print:hidden">
      <span className="text-stone-700">Sort by</span>
      {STOP_SORTS.map((s) => (
        <Link
          key={s}
          href={dispatchHref(date, s)}
          aria-current={s === sort ? 'true' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-3 font-medium text-brand-800 hover:bg-brand-50 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
        >
          {STOP_SORT_LABELS[s]}
        </Link>
      ))}
    </nav>
  );
}
