import Link from 'next/link';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import type { todayTiles } from './today-tiles';

/** Today's figures, each a link to the list it counts. */
export function TodayFigures({ today, figures }: { today: IsoDay; figures: ReturnType<typeof todayTiles> }) {
  return (
    <section aria-labelledby="today" className="flex flex-col gap-2">
      <h2 id="today" className="text-lg font-semibold">
        Today, {formatDay(today)}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="dashboard-today">
        {figures.map((f) => (
          <li key={f.label}>
            <Link prefetch={false} href={f.href} className="flex h-full flex-col gap-1 rounded-xl border border-brand-100 bg-white p-3 shadow-sm hover:border-brand-400">
              <span className="text-sm text-stone-700">{f.label}</span>
              <span className="text-xl font-bold tabular-nums text-brand-800">{f.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
