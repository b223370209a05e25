import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { ADMIN_PAGES } from '@/components/admin/admin-nav';
import { clock } from '@/lib/clock';
import { getDashboard } from '@/lib/dashboard/get-dashboard';
import { roadCounts } from '@/lib/dashboard/road-rates';
import { roadRates } from '@/lib/domain/drops';
import { addDays, formatDay, kolkataToday } from '@/lib/domain/calendar';
import { CANCELLATION_CAUSE_LABELS, DASHBOARD_RANGES, parseDashboardRange } from '@/lib/domain/dashboard';
import { countOf } from '@/lib/domain/plural';
import { formatPhone } from '@/lib/domain/phone';
import { CANCEL_REASON_LABELS } from '@/lib/domain/plan-changes';
import { DashboardCharts } from '@/components/admin/dashboard/dashboard-charts';
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

      <section aria-labelledby="charts" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="charts" className="text-lg font-semibold">
            The last {range} days
          </h2>
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
        </div>
        <DashboardCharts data={d} />
        <p className="text-sm" data-testid="dashboard-road-rates">
          On time: <strong className="tabular-nums">{rates.onTime}</strong> of {countOf(road.delivered, 'drop')} delivered with proof · Missed:{' '}
          <strong className="tabular-nums">{rates.missed}</strong> ({road.missed.toLocaleString('en-IN')})
        </p>
        <div className="grid gap-3 lg:grid-cols-2">
          <section aria-labelledby="cancellations" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
            <h3 id="cancellations" className="font-semibold text-brand-800">
              Cancelled deliveries by cause
            </h3>
            <p className="text-xs text-stone-700">Deliveries dated in the range, by who or what cancelled them.</p>
            {d.cancellations.length === 0 ? (
              <p className="mt-2 text-sm">None.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="dashboard-cancellations">
                {d.cancellations.map((c) => {
                  const max = d.cancellations[0].count;
                  return (
                    <li key={c.cause} className="flex items-center gap-2">
                      <span className="w-48 shrink-0">{CANCELLATION_CAUSE_LABELS[c.cause]}</span>
                      <span className="h-3 rounded bg-brand-700" style={{ width: `${Math.max(4, (c.count / max) * 100)}%`, maxWidth: '12rem' }} aria-hidden="true" />
                      <span className="tabular-nums">{c.count.toLocaleString('en-IN')}</span>
                    </li>
                  );
                })}
              </ul>
            )}
            <h4 id="cancel-reasons" className="mt-3 text-sm font-semibold text-brand-800">
              Subscriptions cancelled, by the customer&apos;s reason
            </h4>
            {d.cancelReasons.length === 0 ? (
              <p className="mt-1 text-sm">None.</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1 text-sm" aria-labelledby="cancel-reasons" data-testid="dashboard-cancel-reasons">
                {d.cancelReasons.map((r) => (
                  <li key={r.reason} className="flex items-center justify-between gap-2">
                    <span>{CANCEL_REASON_LABELS[r.reason]}</span>
                    <span className="tabular-nums">{r.count.toLocaleString('en-IN')}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="ending" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
            <h3 id="ending" className="font-semibold text-brand-800">
              Subscriptions ending in the next 7 days
            </h3>
            {d.endingSoon.length === 0 ? (
              <p className="mt-2 text-sm">None.</p>
            ) : (
              <>
                <ul className="mt-2 flex flex-col divide-y divide-stone-100 text-sm" data-testid="dashboard-ending">
                  {d.endingSoon.slice(0, 10).map((s) => (
                    <li key={s.suborderId} className="flex flex-wrap items-center justify-between gap-2 py-1">
                      <Link prefetch={false} href={`/orders/${encodeURIComponent(s.orderNumber)}`} className="font-medium text-brand-700 underline">
                        {s.suborderNo}
                      </Link>
                      <span>{s.customer}</span>
                      <a href={`tel:${s.phoneNumber}`} className="text-brand-700 underline">
                        {formatPhone(s.phoneNumber)}
                      </a>
                      <span className="text-stone-700">last {formatDay(s.lastDelivery)}</span>
                    </li>
                  ))}
                </ul>
                <Link prefetch={false} href="/orders?ending=7" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
                  All {countOf(d.endingSoon.length, 'subscription')} ending this week in the orders console
                </Link>
              </>
            )}
          </section>
        </div>
      </section>

      <section aria-labelledby="tools" className="flex flex-col gap-2">
        <h2 id="tools" className="text-lg font-semibold">
          Tools
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_PAGES.map((p) => (
            <li key={p.href}>
              <Link prefetch={false} href={p.href} className="flex h-full min-h-24 flex-col gap-1 rounded-xl border border-brand-100 bg-white p-4 shadow-sm hover:border-brand-400">
                <span className="font-semibold text-brand-800">{p.label}</span>
                <span className="text-sm text-stone-700">{p.about}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
