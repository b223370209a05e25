// What each dashboard chart says in words (read by screen readers beside the drawing), counted
// with lib/domain/plural.ts so one day, order or delivery is never "1 orders".
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { countOf } from '@/lib/domain/plural';

export type ChartData = {
  revenuePerDay: { date: IsoDay; revenue: number }[];
  ordersPerDay: { date: IsoDay; orders: number }[];
  activeSubscriptions: { date: IsoDay; subscriptions: number }[];
  upcoming: { date: IsoDay; deliveries: number; portions: number; capacity: number | null }[];
};

export function chartSummaries(data: ChartData): { revenue: string; orders: string; subscriptions: string; upcoming: string } {
  const days = (n: number) => countOf(n, 'day');
  const totalRevenue = data.revenuePerDay.reduce((n, d) => n + d.revenue, 0);
  const totalOrders = data.ordersPerDay.reduce((n, d) => n + d.orders, 0);
  const lastSubs = data.activeSubscriptions.at(-1)?.subscriptions ?? 0;
  return {
    revenue: `${formatPaise(totalRevenue)} over ${days(data.revenuePerDay.length)}, invoices less credit notes.`,
    orders: `${countOf(totalOrders, 'order')} over ${days(data.ordersPerDay.length)}.`,
    subscriptions: `${countOf(lastSubs, 'subscription')} active on the last day.`,
    upcoming: data.upcoming
      .map((d) => `${formatDay(d.date)}: ${countOf(d.portions, 'portion')}${d.capacity !== null ? ` of ${d.capacity.toLocaleString('en-IN')}` : ''}, ${countOf(d.deliveries, 'delivery', 'deliveries')}`)
      .join('; '),
  };
}
