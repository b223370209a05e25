// getDashboard over orders placed and paid the way the app does it: today's figures, the series,
// cancellations by cause and the subscriptions ending within a week; admins only.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { loginAsAdmin } from '@/testing/admin';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import type { Viewer } from '@/lib/auth/viewer';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { cancelSubscription } from '@/lib/orders/cancel-subscription';
import { dateToDay } from '@/lib/domain/calendar';
import { fillDays } from '@/lib/domain/dashboard';
import { getDashboard } from './get-dashboard';

const t = useTestDatabase();
// Monday 23 November 2026, 10:00 in Bengaluru.
const NOW = new Date('2026-11-23T10:00:00+05:30');
pinClockForEachTest(NOW);

let admin: Viewer;
let adminCookie: string;
beforeAll(async () => {
  ({ viewer: admin, cookie: adminCookie } = await loginAsAdmin(t.db()));
}, 30_000);

test("today's figures, the series and the subscriptions ending this week", async () => {
  const db = t.db();
  const a = await createCustomer(db, { firstName: 'Asha' });
  const b = await createCustomer(db, { firstName: 'Bala' });
  const paid = await placeTestOrder(db, a, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 2]] }, dates: ['2026-11-25', '2026-11-26'] }]);
  await confirmPayment(admin, paid.id);
  // a subscription on Wednesdays only for a month: its last delivery is weeks away
  await placeTestOrder(db, b, [{ kind: 'CDM', items: { 'Chicken Rice Community Meal': [[500, 1]] }, days: ['WEDNESDAY'] }]);
  // a custom subscription ending this week
  const ending = await placeTestOrder(db, b, [{ kind: 'ADON', items: { 'Boiled Eggs': [[6, 1]] }, days: ['THURSDAY'] }]);
  const endingDeliveries = ending.suborders[0].deliveries;
  for (const d of endingDeliveries.slice(1)) await db.delivery.update({ where: { id: d.id }, data: { status: 'CANCELLED' } });
  // refunded to UPI: a refund due in the admin's queue (the wallet is the default)
  await db.user.update({ where: { id: a.viewer.id }, data: { upiId: 'asha@okaxis' } });
  await skipDelivery(a.viewer, paid.suborders[0].deliveries[1].id, 'UPI');

  const res = await graphqlRequest<{ getDashboard: Record<string, unknown> }>(
    '{ getDashboard(from: "2026-11-01", to: "2026-11-30") { today { date orders revenueInvoiced paymentsWaiting refundsDue refundsDueAmount } ordersPerDay { date orders } revenuePerDay { date revenue } activeSubscriptions { date subscriptions } upcoming { date deliveries portions capacity } cancellations { cause count } endingSoon { suborderNo lastDelivery customer } } }',
    {},
    { cookie: adminCookie },
  );
  expect(res.errors).toBeUndefined();
  const d = res.data!.getDashboard as Awaited<ReturnType<typeof getDashboard>>;
  const invoice = await db.invoice.findFirstOrThrow({ where: { orderId: paid.id } });
  const credit = await db.creditNote.findFirstOrThrow({ where: { invoiceId: invoice.id } });
  // the skip's money goes to Asha's UPI id: a refund due in the admin's queue
  expect(d.today).toMatchObject({ date: '2026-11-23', orders: 3, revenueInvoiced: invoice.total - credit.total, refundsDue: 1, refundsDueAmount: credit.total });
  expect(d.ordersPerDay).toHaveLength(30);
  expect(d.ordersPerDay.find((x) => x.date === '2026-11-23')!.orders).toBe(3);
  expect(d.revenuePerDay.find((x) => x.date === '2026-11-23')!.revenue).toBe(invoice.total - credit.total);
  expect(d.upcoming).toHaveLength(14);
  expect(d.upcoming.find((x) => x.date === '2026-11-25')).toMatchObject({ deliveries: 2, portions: 3, capacity: null });
  // the ending subscription's cancelled Thursdays are in December, outside the range
  expect(d.cancellations).toEqual([{ cause: 'SKIPPED_BY_CUSTOMER', count: 1 }]);
  expect(d.endingSoon).toEqual([{ suborderNo: ending.suborders[0].suborderNo, lastDelivery: '2026-11-26', customer: 'Bala' }]);

  const asCustomer = await graphqlRequest('{ getDashboard(from: "2026-11-01", to: "2026-11-30") { from } }', {}, { cookie: (await loginAs('9876500771')).cookie });
  expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  await expect(getDashboard(admin, '2026-01-01', '2026-12-31')).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'to' } });
});

test('subscriptions the customers cancelled are counted by the reason they gave', async () => {
  const db = t.db();
  const c = await createCustomer(db, { firstName: 'Chitra' });
  const subscription = () => placeTestOrder(db, c, [{ kind: 'CDM', items: { 'Chicken Rice Community Meal': [[500, 1]] }, days: ['FRIDAY'] }]);
  const [one, two, three] = [await subscription(), await subscription(), await subscription()];
  await cancelSubscription(c.viewer, { suborderId: one.suborders[0].id, from: null, reason: 'TOO_EXPENSIVE', note: null, refundTo: 'WALLET' });
  await cancelSubscription(c.viewer, { suborderId: two.suborders[0].id, from: null, reason: 'TOO_EXPENSIVE', note: null, refundTo: 'WALLET' });
  await cancelSubscription(c.viewer, { suborderId: three.suborders[0].id, from: null, reason: 'OTHER', note: 'We adopted a cat', refundTo: 'WALLET' });

  const d = await getDashboard(admin, '2026-11-01', '2026-11-30');
  expect(d.cancelReasons).toEqual([
    { reason: 'TOO_EXPENSIVE', count: 2 },
    { reason: 'OTHER', count: 1 },
  ]);
  // cancelled before the range: not counted
  expect((await getDashboard(admin, '2026-10-01', '2026-10-31')).cancelReasons).toEqual([]);
});

test('active subscriptions per day: from each subscription’s first to its last delivery not cancelled, whatever the range, one-time orders left out', async () => {
  const db = t.db();
  const c = await createCustomer(db, { firstName: 'Devi' });
  const weekly = await placeTestOrder(db, c, [{ kind: 'CDM', items: { 'Chicken Rice Community Meal': [[500, 1]] }, days: ['WEDNESDAY'] }]);
  const weekdays = await placeTestOrder(db, c, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 2]] }, days: ['MONDAY', 'TUESDAY', 'THURSDAY'] }]);
  await placeTestOrder(db, c, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-27', '2026-12-04'] }]);
  // the weekday subscription's last two days cancelled: its span ends earlier
  const wd = weekdays.suborders[0].deliveries;
  for (const d of wd.slice(-2)) await db.delivery.update({ where: { id: d.id }, data: { status: 'CANCELLED' } });
  // the weekly one's first day cancelled: its span starts a week later
  await db.delivery.update({ where: { id: weekly.suborders[0].deliveries[0].id }, data: { status: 'CANCELLED' } });

  const from = '2026-11-20';
  const to = '2026-12-31';
  const d = await getDashboard(admin, from, to);
  // the definition, counted here from the rows themselves
  const subs = await db.suborder.findMany({ where: { repeatType: { not: 'NONE' } }, select: { deliveries: { where: { status: { not: 'CANCELLED' } }, select: { deliveryDate: true } } } });
  const spans = subs
    .map((s) => s.deliveries.map((x) => dateToDay(x.deliveryDate)).sort())
    .filter((days) => days.length > 0)
    .map((days) => [days[0], days[days.length - 1]]);
  // this test's two, and the earlier tests' subscriptions in the same database
  expect(spans.length).toBeGreaterThanOrEqual(2);
  const running = (date: string) => spans.filter(([a, b]) => a <= date && date <= b).length;
  expect(d.activeSubscriptions).toEqual(fillDays(from, to, (date) => ({ date, subscriptions: running(date) })));
  // a day's figure does not depend on the range it is asked in: over a weekend with no delivery of
  // either subscription, both are running (between their deliveries), as in the longer range
  const shorter = await getDashboard(admin, '2026-11-28', '2026-11-29');
  expect(shorter.activeSubscriptions).toEqual(fillDays('2026-11-28', '2026-11-29', (date) => ({ date, subscriptions: running(date) })));
  expect(shorter.activeSubscriptions[0].subscriptions).toBeGreaterThanOrEqual(2);
  expect(shorter.activeSubscriptions[0]).toEqual(d.activeSubscriptions.find((x) => x.date === '2026-11-28'));
  // booked portions over the next 14 days equal the items' quantities of the deliveries not cancelled
  const upcoming = await db.delivery.findMany({
    where: { status: { not: 'CANCELLED' }, deliveryDate: { gte: new Date('2026-11-23T00:00:00Z'), lte: new Date('2026-12-06T00:00:00Z') } },
    select: { deliveryDate: true, suborder: { select: { items: { select: { variants: { select: { quantity: true } } } } } } },
  });
  for (const u of d.upcoming) {
    const those = upcoming.filter((x) => dateToDay(x.deliveryDate) === u.date);
    expect({ date: u.date, deliveries: u.deliveries, portions: u.portions }).toEqual({
      date: u.date,
      deliveries: those.length,
      portions: those.reduce((n, x) => n + x.suborder.items.reduce((m, i) => m + i.variants.reduce((k, v) => k + v.quantity, 0), 0), 0),
    });
  }
});
