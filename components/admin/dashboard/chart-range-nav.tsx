import { PillLink } from '@/components/ui/pill-link';
import { DASHBOARD_RANGES } from '@/lib/domain/dashboard';

/** How many days the charts cover, the chosen one marked. */
export function ChartRangeNav({ range }: { range: number }) {
  return (
    <nav aria-label="Chart range" className="flex gap-2 text-sm">
      {DASHBOARD_RANGES.map((r) => (
        <PillLink prefetch={false} key={r} href={r === 30 ? '/admin' : `/admin?range=${r}`} current={r === range}>
          {r} days
        </PillLink>
      ))}
    </nav>
  );
}
