// The dashboard's "Today" tiles: each figure and the page where the owner acts on it.
import type { DashboardToday } from '@/lib/dashboard/get-dashboard';
import { formatPaise } from '@/lib/domain/money';

export type TodayTile = { label: string; value: string; href: string };

export function todayTiles(t: DashboardToday): TodayTile[] {
  const n = (x: number) => x.toLocaleString('en-IN');
  return [
    { label: 'Orders today', value: n(t.orders), href: '/orders' },
    { label: 'Revenue invoiced today', value: formatPaise(t.revenueInvoiced), href: '/admin/tax' },
    { label: 'Deliveries today', value: n(t.deliveries), href: `/admin/dispatch?date=${t.date}` },
    { label: 'Payments waiting', value: n(t.paymentsWaiting), href: '/admin/payments' },
    // the refunds are paid from their own page, not the orders console
    { label: 'Refunds due', value: `${n(t.refundsDue)} · ${formatPaise(t.refundsDueAmount)}`, href: '/admin/refunds' },
  ];
}
