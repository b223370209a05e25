import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { clock } from '@/lib/clock';
import { getDashboard } from '@/lib/dashboard/get-dashboard';
import { roadCounts } from '@/lib/dashboard/road-rates';
import { roadRates } from '@/lib/domain/drops';
import { addDays, kolkataToday } from '@/lib/domain/calendar';
import { parseDashboardRange } from '@/lib/domain/dashboard';
import { countOf } from '@/lib/domain/plural';
import { AdminTools } from '@/components/admin/dashboard/admin-tools';
import { CancellationsCard } from '@/components/admin/dashboard/cancellations-card';
import { ChartRangeNav } from '@/components/admin/dashboard/chart-range-nav';
import { DashboardCharts } from '@/components/admin/dashboard/dashboard-charts';
import { EndingSoonCard } from '@/components/admin/dashboard/ending-soon-card';
import { TodayFigures } from '@/components/admin/dashboard/today-figures';
import { todayTiles } from '@/components/admin/dashboard/today-tiles';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Admin', robots: { index: false } };

type Props = { searchParams: Promise<{ range?: string | string[] }> };

/** Where the admin's day starts: today's figures, the charts, subscriptions ending soon, and one card per tool. */
export default async function AdminPage({ searchParams }: Props) {
  await connection();
  const viewer = await requirePageAdmin('/admin');
  const range = parseDashboardRange((await searchParams).range);
  const today = kolkataToday(clock().now());
  const [d, road] = await Promise.all([getDashboard(viewer, addDays(today, -(range - 1)), today), roadCounts(viewer, addDays(today, -(range - 1)), today)]);
  const rates = roadRates(road);
  const figures = todayTiles(d.today);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">Admin</h1>
      <TodayFigures today={today} figures={figures} />

      <section aria-labelledby="charts" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="charts" className="text-lg font-semibold">
            The last {range} days
          </h2>
          <ChartRangeNav range={range} />
        </div>
        <DashboardCharts data={d} />
        <p className="text-sm" data-testid="dashboard-road-rates">
          On time: <strong className="tabular-nums">{rates.onTime}</strong> of {countOf(road.delivered, 'drop')} delivered with proof · Missed:{' '}
          <strong className="tabular-nums">{rates.missed}</strong> ({road.missed.toLocaleString('en-IN')})
        </p>
        <div className="grid gap-3 lg:grid-cols-2">
          <CancellationsCard d={d} />
          <EndingSoonCard d={d} />
        </div>
      </section>

      <AdminTools />
    </div>
  );
}
