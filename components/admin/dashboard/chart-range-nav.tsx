import Link from 'next/link';
import { DASHBOARD_RANGES } from '@/lib/domain/dashboard';

/** How many days the charts cover, the chosen one marked. */
export function ChartRangeNav({ range }: { range: number }) {
  return (
    <nav aria-label="Chart range" className="flex gap-2 text-sm">
      {DASHBOARD_RANGES.map((r) => (
        <Link
          prefetch={false}
          key={r}
          href={r === 30 ? '/admin' : `/admin?range=${r}`}
          aria-current={r === range ? 'true' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-3 font-medium text-brand-800 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
        >
          {r} days
        </Link>
      ))}
    </nav>
  );
}
