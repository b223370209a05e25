// Booked portions read each suborder's stored portions (set when the order is placed) instead of
// joining every delivery's items. After each action that changes deliveries (place, skip, pause,
// unskip, resume, cancel, close a date) they equal the count straight from the items, as before.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay } from '@/lib/domain/calendar';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { pauseSubscription } from '@/lib/orders/pause-subscription';
import { unskipDelivery } from '@/lib/orders/unskip-delivery';
import { resumeSubscription } from '@/lib/orders/resume-subscription';
import { cancelSubscription } from '@/lib/orders/cancel-subscription';
import { closeDates } from '@/lib/store/close-dates';
import { bookedKey, bookedPortions, suborderPortions } from './read-capacity';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata.
pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});
afterEach(async () => {
  await t.db().store.updateMany({ data: { closedDates: [] } });
});

const FROM = '2026-11-20';
const TO = '2027-01-31';

/** The portions per category and day counted the old way: every delivery not cancelled, its items' quantities. */
async function fromItems(): Promise<Map<string, number>> {
  const deliveries = await t.db().delivery.findMany({
    where: { status: { not: 'CANCELLED' }, deliveryDate: { gte: new Date(`${FROM}T00:00:00Z`), lte: new Date(`${TO}T00:00:00Z`) } },
    select: { deliveryDate: true, suborder: { select: { categoryEnum: true, items: { where: { enable: true }, select: { variants: { select: { quantity: true } } } } } } },
  });
  const out = new Map<string, number>();
  for (const d of deliveries) {
    const key = bookedKey(d.suborder.categoryEnum, dateToDay(d.deliveryDate));
    const n = d.suborder.items.reduce((a, i) => a + i.variants.reduce((b, v) => b + v.quantity, 0), 0);
    out.set(key, (out.get(key) ?? 0) + n);
  }
  return out;
}

async function expectSameAsItems(step: string) {
  const stored = await bookedPortions(t.db(), FROM, TO);
  const nonZero = (m: Map<string, number>) => [...m].filter(([, n]) => n !== 0).sort(([a], [b]) => a.localeCompare(b));
  expect({ step, booked: nonZero(stored) }).toEqual({ step, booked: nonZero(await fromItems()) });
}

test('a suborder stores its portions when placed, and booked portions follow every change to its deliveries', async () => {
  const c = await createCustomer(t.db(), { firstName: 'Portia' });
  const order = await placeTestOrder(t.db(), c, [
    { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 2], [500, 1]] }, days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'] },
    { kind: 'CDM', items: { 'Chicken Rice Community Meal': [[500, 3]] }, dates: ['2026-11-24', '2026-11-26'] },
  ]);
  await confirmPayment(admin, order.id);
  const [sub, once] = order.suborders;
  expect(await suborderPortions(t.db(), sub.id)).toBe(3);
  expect(await suborderPortions(t.db(), once.id)).toBe(3);
  await expectSameAsItems('placed');
  expect((await bookedPortions(t.db(), '2026-11-23', '2026-11-23')).get(bookedKey('PDM', '2026-11-23'))).toBe(3);

  const days = sub.deliveries.map((d) => dateToDay(d.deliveryDate));
  await skipDelivery(c.viewer, sub.deliveries[1].id);
  await expectSameAsItems('skip');
  await unskipDelivery(c.viewer, sub.deliveries[1].id);
  await expectSameAsItems('unskip');
  await pauseSubscription(c.viewer, sub.id, days[3], days[5]);
  await expectSameAsItems('pause');
  await resumeSubscription(c.viewer, sub.id);
  await expectSameAsItems('resume');
  await closeDates(admin, { dates: ['2026-11-26'], bookings: 'MOVE' });
  await expectSameAsItems('close a date, moving its deliveries');
  await cancelSubscription(c.viewer, { suborderId: sub.id, from: null, reason: 'TOO_EXPENSIVE', note: null, refundTo: 'WALLET' });
  await expectSameAsItems('cancel');
  // the cancelled subscription books nothing from today on
  const left = await bookedPortions(t.db(), days[2], TO, ['PDM']);
  expect([...left.values()].reduce((a, b) => a + b, 0)).toBe(0);
});
