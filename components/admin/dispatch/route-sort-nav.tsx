import { PillLink } from '@/components/ui/pill-link';
import type { IsoDay } from '@/lib/domain/calendar';
import { STOP_SORTS, STOP_SORT_LABELS, type StopSort } from '@/lib/domain/dispatch';
import { dispatchHref } from './dispatch-href';

/** How the route sheet is sorted, the chosen way marked. */
export function RouteSortNav({ date, sort }: { date: IsoDay; sort: StopSort }) {
  return (
    <nav aria-label="Sort the route sheet" className="flex flex-wrap items-center gap-2 text-sm print:hidden">
      <span className="text-stone-700">Sort by</span>
      {STOP_SORTS.map((s) => (
        <PillLink key={s} prefetch={false} href={dispatchHref(date, s)} current={s === sort}>
          {STOP_SORT_LABELS[s]}
        </PillLink>
      ))}
    </nav>
  );
}
