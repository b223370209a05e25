// Kitchen capacity: setCapacity / getCapacity through the API, saveOrders refusing a
// full day with the next one that has room, a skip freeing and its replacement taking capacity, and
// 20 concurrent orders for the last 5 portions booking exactly 5.
import { randomUUID } from 'node:crypto';
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { loginAsAdmin } from '@/testing/admin';
import { graphqlRequest } from '@/testing/graphql-request';
import { createCustomer, ordersInputFor, placeTestOrder, type TestCustomer } from '@/testing/checkout';
import { AppError } from '@/lib/errors';
import { placeOrder } from '@/lib/orders/place-order';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { unskipDelivery } from '@/lib/orders/unskip-delivery';
import { pauseSubscription } from '@/lib/orders/pause-subscription';
import { resumeSubscription } from '@/lib/orders/resume-subscription';
import { getCapacity } from './get-capacity';
import { setCapacity } from './set-capacity';
import type { Viewer } from '@/lib/auth/viewer';

const t = useTestDatabase();
// Monday 23 November 2026, 10:00 in Bengaluru: Community meals can be ordered from Tue, 24 Nov.
const NOW = new Date('2026-11-23T10:00:00+05:30');
pinClockForEachTest(NOW);

let admin: Viewer;
let adminCookie: string;
let cdmId: string;
beforeAll(async () => {
  ({ viewer: admin, cookie: adminCookie } = await loginAsAdmin(t.db()));
  cdmId = (await t.db().category.findUniqueOrThrow({ where: { categoryEnum: 'CDM' } })).id;
}, 30_000);
afterEach(async () => {
  await t.db().capacityOverride.deleteMany({});
  await t.db().category.updateMany({ data: { maxPortionsPerDay: null } });
});

const MEAL = 'Chicken Rice Community Meal';
const failure = async (p: Promise<unknown>): Promise<AppError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};

test('an admin sets a daily maximum and overrides; anyone reads booked and max per day; audited', async () => {
  const SET = 'mutation($c: ID!, $m: Int, $o: [CapacityOverrideInput!]) { setCapacity(categoryId: $c, maxPerDay: $m, overrides: $o) { categoryEnum maxPerDay overrides { date max } } }';
  const res = await graphqlRequest<{ setCapacity: unknown }>(SET, { c: cdmId, m: 40, o: [{ date: '2026-11-26', max: 10 }, { date: '2026-11-25', max: null }] }, { cookie: adminCookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.setCapacity).toEqual({ categoryEnum: 'CDM', maxPerDay: 40, overrides: [{ date: '2026-11-25', max: null }, { date: '2026-11-26', max: 10 }] });
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'setCapacity' } });
  expect(audit).toMatchObject({ actorId: admin.id, entity: 'Category', entityId: cdmId });

  const c = await createCustomer(t.db(), { firstName: 'Asha' });
  await placeTestOrder(t.db(), c, [{ kind: 'CDM', items: { [MEAL]: [[500, 2], [1000, 1]] }, dates: ['2026-11-24', '2026-11-26'] }]);
  const GET = '{ getCapacity(from: "2026-11-24", to: "2026-11-26") { date categoryEnum booked max } }';
  const read = await graphqlRequest<{ getCapacity: unknown[] }>(GET);
  expect(read.errors).toBeUndefined();
  expect(read.data!.getCapacity.filter((r) => (r as { categoryEnum: string }).categoryEnum === 'CDM')).toEqual([
    { date: '2026-11-24', categoryEnum: 'CDM', booked: 3, max: 40 },
    // the override: no limit that day
    { date: '2026-11-26', categoryEnum: 'CDM', booked: 3, max: 10 },
  ]);

  // bad values are refused naming the field; nothing changes
  const bad = await graphqlRequest(SET, { c: cdmId, m: -1 }, { cookie: adminCookie });
  expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maxPerDay' });
  const past = await graphqlRequest(SET, { c: cdmId, m: 5, o: [{ date: '2026-11-20', max: 1 }] }, { cookie: adminCookie });
  expect(past.errors?.[0]).toMatchObject({ message: 'Fri, 20 Nov 2026 has passed.', extensions: { code: 'BAD_USER_INPUT', field: 'overrides' } });
  expect((await t.db().category.findUniqueOrThrow({ where: { id: cdmId } })).maxPortionsPerDay).toBe(40);
});

test('saveOrders refuses a full day, naming the next date with room; a skip frees capacity', async () => {
  await setCapacity(admin, { categoryId: cdmId, maxPerDay: 3, overrides: [{ date: '2026-12-09', max: 0 }] });
  const a = await createCustomer(t.db(), { firstName: 'Asha' });
  const b = await createCustomer(t.db(), { firstName: 'Bala' });
  const first = await placeTestOrder(t.db(), a, [{ kind: 'CDM', items: { [MEAL]: [[500, 3]] }, dates: ['2026-12-08'] }]);

  const orders = await ordersInputFor(t.db(), b, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, dates: ['2026-12-08'] }]);
  const e = await failure(placeOrder(b.viewer, { orders, idempotencyKey: randomUUID() }));
  expect(e.code).toBe('BAD_USER_INPUT');
  // Wed 9 has an override of 0 (not cooked): the next date with room is Thu 10
  expect(e.message).toBe('Community Dog Meals: Tue, 8 Dec 2026 is fully booked. The next date with room is Thu, 10 Dec 2026.');
  expect(e.details).toMatchObject({ field: 'orders.0.deliveries', date: '2026-12-08', nextDateWithRoom: '2026-12-10' });
  expect(await t.db().order.count({ where: { userId: b.viewer.id } })).toBe(0);

  // the first customer skips (a one-time delivery: nothing is made up): the day has room again
  await skipDelivery(a.viewer, first.suborders[0].deliveries[0].id);
  const rows = await getCapacity('2026-12-08', '2026-12-08');
  expect(rows.find((r) => r.categoryEnum === 'CDM')).toEqual({ date: '2026-12-08', categoryEnum: 'CDM', booked: 0, max: 3 });
  await placeOrder(b.viewer, { orders, idempotencyKey: randomUUID() });
  expect(await t.db().order.count({ where: { userId: b.viewer.id } })).toBe(1);
});

test("a skipped subscription delivery's replacement passes over a full day", async () => {
  const a = await createCustomer(t.db(), { firstName: 'Asha' });
  const sub = await placeTestOrder(t.db(), a, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, days: ['MONDAY'] }]);
  const deliveries = sub.suborders[0].deliveries;
  const last = deliveries.at(-1)!.deliveryDate.toISOString().slice(0, 10);
  // the Monday after the last one is full
  const nextMonday = new Date(`${last}T00:00:00Z`);
  nextMonday.setUTCDate(nextMonday.getUTCDate() + 7);
  const full = nextMonday.toISOString().slice(0, 10);
  await setCapacity(admin, { categoryId: cdmId, maxPerDay: null, overrides: [{ date: full, max: 0 }] });
  await skipDelivery(a.viewer, deliveries[0].id);
  const after = await t.db().delivery.findMany({ where: { suborderId: sub.suborders[0].id, replacesDeliveryId: deliveries[0].id } });
  expect(after).toHaveLength(1);
  const made = after[0].deliveryDate.toISOString().slice(0, 10);
  expect(made > full).toBe(true);
});

test('an undone skip and a pause ended early take their day back only while it has room', async () => {
  const a = await createCustomer(t.db(), { firstName: 'Asha' });
  const b = await createCustomer(t.db(), { firstName: 'Bala' });
  // every Wednesday from 25 Nov, one portion each
  const sub = await placeTestOrder(t.db(), a, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, days: ['WEDNESDAY'] }]);
  const [wed1, wed2] = sub.suborders[0].deliveries;
  expect([wed1, wed2].map((d) => d.deliveryDate.toISOString().slice(0, 10))).toEqual(['2026-11-25', '2026-12-02']);
  await setCapacity(admin, { categoryId: cdmId, maxPerDay: 2 });
  await skipDelivery(a.viewer, wed1.id);
  await pauseSubscription(a.viewer, sub.suborders[0].id, '2026-12-02', '2026-12-02');
  // Bala takes both freed days to the limit
  await placeTestOrder(t.db(), b, [{ kind: 'CDM', items: { [MEAL]: [[500, 2]] }, dates: ['2026-11-25', '2026-12-02'] }]);

  const unskip = await failure(unskipDelivery(a.viewer, wed1.id));
  expect(unskip.message).toMatch(/^Community Dog Meals: Wed, 25 Nov 2026 is fully booked\./);
  const resume = await failure(resumeSubscription(a.viewer, sub.suborders[0].id));
  expect(resume.message).toMatch(/^Community Dog Meals: Wed, 2 Dec 2026 is fully booked\./);
  // refused whole: the days stay off, their make-up days stay
  const rows = await t.db().delivery.findMany({ where: { id: { in: [wed1.id, wed2.id] } }, select: { status: true } });
  expect(rows.map((r) => r.status)).toEqual(['CANCELLED', 'CANCELLED']);
  expect(await t.db().delivery.count({ where: { suborderId: sub.suborders[0].id, replacesDeliveryId: { not: null } } })).toBe(2);

  // with room again, both come back
  await setCapacity(admin, { categoryId: cdmId, maxPerDay: 3 });
  await unskipDelivery(a.viewer, wed1.id);
  await resumeSubscription(a.viewer, sub.suborders[0].id);
  expect(await getCapacity('2026-11-25', '2026-12-02').then((r) => r.filter((x) => x.categoryEnum === 'CDM').map((x) => [x.date, x.booked]))).toEqual(
    expect.arrayContaining([['2026-11-25', 3], ['2026-12-02', 3]]),
  );
});

test('20 concurrent orders for the last 5 portions book exactly 5', async () => {
  await setCapacity(admin, { categoryId: cdmId, maxPerDay: 5 });
  const customers: TestCustomer[] = [];
  for (let i = 0; i < 20; i++) customers.push(await createCustomer(t.db(), { firstName: `C${i}` }));
  const payloads = await Promise.all(customers.map((c) => ordersInputFor(t.db(), c, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, dates: ['2026-11-27'] }])));
  const results = await Promise.allSettled(customers.map((c, i) => placeOrder(c.viewer, { orders: payloads[i], idempotencyKey: randomUUID() })));
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(ok).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const r of refused) expect((r.reason as AppError).message).toContain('Fri, 27 Nov 2026 is fully booked');
  const rows = await getCapacity('2026-11-27', '2026-11-27');
  expect(rows.find((r) => r.categoryEnum === 'CDM')).toEqual({ date: '2026-11-27', categoryEnum: 'CDM', booked: 5, max: 5 });
}, 60_000);
