import { chartSummaries } from './chart-summaries';

test('one of anything is counted in the singular, more in the plural', () => {
  const one = chartSummaries({
    revenuePerDay: [{ date: '2026-12-01', revenue: 14000 }],
    ordersPerDay: [{ date: '2026-12-01', orders: 1 }],
    activeSubscriptions: [{ date: '2026-12-01', subscriptions: 1 }],
    upcoming: [{ date: '2026-12-02', deliveries: 1, portions: 1, capacity: 40 }],
  });
  expect(one).toEqual({
    revenue: '₹140.00 over 1 day, invoices less credit notes.',
    orders: '1 order over 1 day.',
    subscriptions: '1 subscription active on the last day.',
    upcoming: 'Wed, 2 Dec 2026: 1 portion of 40, 1 delivery',
  });
  const many = chartSummaries({
    revenuePerDay: [{ date: '2026-12-01', revenue: 0 }, { date: '2026-12-02', revenue: 0 }],
    ordersPerDay: [{ date: '2026-12-01', orders: 2 }, { date: '2026-12-02', orders: 1 }],
    activeSubscriptions: [],
    upcoming: [{ date: '2026-12-02', deliveries: 0, portions: 3, capacity: null }],
  });
  expect(many.orders).toBe('3 orders over 2 days.');
  expect(many.subscriptions).toBe('0 subscriptions active on the last day.');
  expect(many.upcoming).toBe('Wed, 2 Dec 2026: 3 portions, 0 deliveries');
});
