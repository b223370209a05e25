import { todayTiles } from './today-tiles';

test('each of today’s tiles opens the page where the owner acts on it', () => {
  const tiles = todayTiles({ date: '2026-12-02', orders: 3, revenueInvoiced: 142600, deliveries: 12, paymentsWaiting: 2, refundsDue: 1, refundsDueAmount: 14000 });
  expect(tiles.map((t) => [t.label, t.value, t.href])).toEqual([
    ['Orders today', '3', '/orders'],
    ['Revenue invoiced today', '₹1,426.00', '/admin/tax'],
    ['Deliveries today', '12', '/admin/dispatch?date=2026-12-02'],
    ['Payments waiting', '2', '/admin/payments'],
    ['Refunds due', '1 · ₹140.00', '/admin/refunds'],
  ]);
});
