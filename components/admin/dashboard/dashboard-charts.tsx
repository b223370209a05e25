'use client';

// The dashboard's charts (Recharts). Server-rendered figures come in as props; only the drawing
// runs in the browser. Each chart has a text summary beside it for screen readers.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPaise } from '@/lib/domain/money';
import { formatDay } from '@/lib/domain/calendar';
import type { Dashboard } from '@/lib/dashboard/get-dashboard';
import { chartSummaries } from './chart-summaries';

const BRAND = '#9a3412';
const SECOND = '#0f766e';
/** 'Mon, 23 Nov' for the axes: the year is in the page's heading. */
const tick = (d: string) => formatDay(d).replace(/ \d{4}$/, '');
const rupees = (paise: number) => formatPaise(paise);

function ChartCard({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="dashboard-chart">
      <figcaption className="font-semibold text-brand-800">{title}</figcaption>
      <p className="sr-only">{summary}</p>
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function DashboardCharts({ data }: { data: Pick<Dashboard, 'revenuePerDay' | 'ordersPerDay' | 'activeSubscriptions' | 'upcoming'> }) {
  const summary = chartSummaries(data);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <ChartCard title="Revenue invoiced per day" summary={summary.revenue}>
        <BarChart data={data.revenuePerDay}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tick} minTickGap={24} fontSize={12} />
          <YAxis tickFormatter={(v: number) => `₹${Math.round(v / 100).toLocaleString('en-IN')}`} fontSize={12} width={72} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => [rupees(Number(v)), 'Revenue']} />
          <Bar dataKey="revenue" fill={BRAND} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Orders per day" summary={summary.orders}>
        <BarChart data={data.ordersPerDay}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tick} minTickGap={24} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={40} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => [v, 'Orders']} />
          <Bar dataKey="orders" fill={SECOND} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Active subscriptions" summary={summary.subscriptions}>
        <LineChart data={data.activeSubscriptions}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tick} minTickGap={24} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={40} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => [v, 'Subscriptions']} />
          <Line type="monotone" dataKey="subscriptions" stroke={BRAND} dot={false} strokeWidth={2} />
        </LineChart>
      </ChartCard>
      <ChartCard
        title="Next 14 days: portions booked against capacity"
        summary={summary.upcoming}
      >
        <BarChart data={data.upcoming}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tick} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={40} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} />
          <Legend />
          <Bar dataKey="portions" name="Portions booked" fill={BRAND} />
          <Bar dataKey="capacity" name="Capacity" fill="#d6d3d1" />
          <Bar dataKey="deliveries" name="Deliveries" fill={SECOND} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
