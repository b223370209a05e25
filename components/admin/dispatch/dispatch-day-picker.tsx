import Link from 'next/link';
import { addDays, type IsoDay } from '@/lib/domain/calendar';
import type { StopSort } from '@/lib/domain/dispatch';
import { Button } from '@/components/ui/button';
import { button, dispatchHref } from './dispatch-href';

/** Choose the delivery day, or step to the day before or after; the sort is kept. */
export function DispatchDayPicker({ date, sort }: { date: IsoDay; sort: StopSort }) {
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <form method="get" action="/admin/dispatch" className="flex flex-wrap items-end gap-2" aria-label="Choose the day">
        <div className="flex flex-col gap-1">
          <label htmlFor="dispatch-date" className="text-sm font-medium">
            Delivery day
          </label>
          <input id="dispatch-date" name="date" type="date" required defaultValue={date} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3" />
        </div>
        {sort !== 'pin' && <input type="hidden" name="sort" value={sort} />}
        <Button type="submit">Show</Button>
      </form>
      <nav aria-label="Other days" className="flex gap-2">
        <Link href={dispatchHref(addDays(date, -1), sort)} className={button} rel="prev">
          Previous day
        </Link>
        <Link href={dispatchHref(addDays(date, 1), sort)} className={button} rel="next">
          Next day
        </Link>
      </nav>
    </div>
  );
}
