// updateDeliveriesStatus: the dispatch page's "mark selected as assigned / delivered". All or none,
// the same locks and roll-ups as one delivery, an audit row and a message per delivery.
import { dedupeKeys } from '@/lib/domain/notifications';
import { useTestDatabase } from '@/testing/test-database';
import { loginAsAdmin } from '@/testing/admin';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import type { Viewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { setClock } from '@/lib/clock';
import { updateDeliveryStatus } from './update-delivery-status';
import { updateDeliveriesStatus } from './update-deliveries-status';
import { updateOrderStatus } from './update-order-status';

const t = useTestDatabase();

const UPDATE = 'mutation($ids: [ID!]!, $s: OrderStatus!) { updateDeliveriesStatus(deliveryIds: $ids, status: $s) { statusCode message updated } }';

let admin: Viewer;
let adminCookie: string;
let customer: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ({ viewer: admin, cookie: adminCookie } = await loginAsAdmin(t.db()));
  customer = await loginAs('9876500511');
}, 30_000);

// Thursday 31 December 2026, 10:00 in Bengaluru: every delivery these tests book (December) has come,
// so DELIVERED is allowed unless a test moves the clock back.
const NOW = new Date('2026-12-31T10:00:00+05:30');
let restore: () => void = () => {};
beforeEach(() => (restore = setClock(NOW)));
afterEach(() => restore());

const statuses = async (ids: string[]) => {
  const rows = await t.db().delivery.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
};
const failure = async (p: Promise<unknown>): Promise<AppError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};

test('two deliveries marked ASSIGNED in one step: each audited and its customer messaged', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ deliveries: [{ date: '2026-12-01' }, { date: '2026-12-02' }] }] });
  const [d1, d2] = order.suborders[0].deliveries;
  const res = await graphqlRequest<{ updateDeliveriesStatus: { statusCode: number; message: string; updated: number } }>(UPDATE, { ids: [d1.id, d2.id], s: 'ASSIGNED' }, { cookie: adminCookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.updateDeliveriesStatus).toEqual({ statusCode: 200, message: '2 deliveries updated to ASSIGNED', updated: 2 });
  expect(await statuses([d1.id, d2.id])).toEqual(['ASSIGNED', 'ASSIGNED']);

  const audit = await t.db().auditLog.findMany({ where: { entityId: { in: [d1.id, d2.id] } }, orderBy: { entityId: 'asc' } });
  expect(audit.map((a) => [a.action, a.entity, a.actorId, a.subjectUserId, a.data])).toEqual(
    [d1.id, d2.id].sort().map(() => ['updateDeliveriesStatus', 'Delivery', admin.id, customer.user.id, { from: 'NEW', to: 'ASSIGNED' }]),
  );
  const messages = await t.db().notification.findMany({ where: { orderId: order.id } });
  expect(messages.map((m) => [m.kind, m.userId, m.dedupeKey]).sort()).toEqual(
    [d1.id, d2.id].map((id) => ['DELIVERY_ASSIGNED', customer.user.id, dedupeKeys.deliveryAssigned(id)]).sort(),
  );
  expect(messages[0].body).toContain(order.orderNumber);
});

test('DELIVERED rolls finished suborders up (and says so), across orders', async () => {
  const a = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ deliveries: [{ date: '2026-12-01' }] }] });
  const b = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ status: 'SUBSCRIBED', deliveries: [{ date: '2026-12-01' }, { date: '2026-12-02' }] }] });
  const res = await updateDeliveriesStatus(admin, [a.suborders[0].deliveries[0].id, b.suborders[0].deliveries[0].id], 'DELIVERED');
  expect(res).toEqual({ message: `2 deliveries updated to DELIVERED; ${a.suborders[0].suborderNo} is now DELIVERED`, updated: 2 });
  expect((await t.db().suborder.findUniqueOrThrow({ where: { id: a.suborders[0].id } })).status).toBe('DELIVERED');
  // b still has a delivery to come
  expect((await t.db().suborder.findUniqueOrThrow({ where: { id: b.suborders[0].id } })).status).toBe('SUBSCRIBED');
  const rollUp = await t.db().auditLog.findFirstOrThrow({ where: { entity: 'Suborder', entityId: a.suborders[0].id } });
  expect(rollUp).toMatchObject({ action: 'updateDeliveriesStatus', data: { from: 'NEW', to: 'DELIVERED', deliveryId: a.suborders[0].deliveries[0].id } });
  expect(await t.db().notification.count({ where: { orderId: { in: [a.id, b.id] }, kind: 'DELIVERY_DELIVERED' } })).toBe(2);
});

test('one refused delivery in the middle leaves nothing changed, and names itself', async () => {
  const order = await createTestOrder(t.db(), {
    userId: customer.user.id,
    suborders: [{ deliveries: [{ date: '2026-12-01' }, { date: '2026-12-02', status: 'DELIVERED' }, { date: '2026-12-03' }] }],
  });
  const ids = order.suborders[0].deliveries.map((d) => d.id);
  const e = await failure(updateDeliveriesStatus(admin, ids, 'ASSIGNED'));
  expect(e.code).toBe('BAD_USER_INPUT');
  expect(e.message).toBe(`Nothing was changed: delivery ${order.suborders[0].suborderNo} on Wed, 2 Dec 2026 cannot be marked ASSIGNED. A delivered order cannot be changed.`);
  expect(e.details).toMatchObject({ field: 'deliveryIds', deliveryId: ids[1] });
  expect(await statuses(ids)).toEqual(['NEW', 'DELIVERED', 'NEW']);
  expect(await t.db().auditLog.count({ where: { entityId: { in: ids } } })).toBe(0);
  expect(await t.db().notification.count({ where: { orderId: order.id } })).toBe(0);
});

test('an unknown delivery is NOT_FOUND and nothing changes; an empty or oversized list is refused', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id });
  const [d1] = order.suborders[0].deliveries;
  expect((await failure(updateDeliveriesStatus(admin, [d1.id, 'no-such-delivery'], 'ASSIGNED'))).code).toBe('NOT_FOUND');
  expect(await statuses([d1.id])).toEqual(['NEW']);
  expect((await failure(updateDeliveriesStatus(admin, [], 'ASSIGNED'))).code).toBe('BAD_USER_INPUT');
  const tooMany = await graphqlRequest(UPDATE, { ids: Array.from({ length: 501 }, (_, i) => `d${i}`), s: 'ASSIGNED' }, { cookie: adminCookie });
  expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliveryIds' });
  // the same id twice counts once
  expect((await updateDeliveriesStatus(admin, [d1.id, d1.id], 'ASSIGNED')).updated).toBe(1);
});

test('customers get FORBIDDEN and visitors UNAUTHENTICATED; nothing changes', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id });
  const ids = order.suborders[0].deliveries.map((d) => d.id);
  const asCustomer = await graphqlRequest(UPDATE, { ids, s: 'DELIVERED' }, { cookie: customer.cookie });
  expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const loggedOut = await graphqlRequest(UPDATE, { ids, s: 'DELIVERED' });
  expect(loggedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect(await statuses(ids)).toEqual(['NEW', 'NEW']);
});

test('racing a single-delivery update: one of them wins whole, never a mix', async () => {
  const outcomes = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const sub = order.suborders[0];
    const [d1, d2] = sub.deliveries;
    const [bulk, single] = await Promise.allSettled([
      updateDeliveriesStatus(admin, [d1.id, d2.id], 'DELIVERED'),
      updateDeliveryStatus(admin, d2.id, 'CANCELLED'),
    ]);
    const after = await statuses([d1.id, d2.id]);
    const suborder = (await t.db().suborder.findUniqueOrThrow({ where: { id: sub.id } })).status;
    if (bulk.status === 'fulfilled') {
      // the bulk update went first: the single one found a delivered delivery
      expect(single.status).toBe('rejected');
      expect(after).toEqual(['DELIVERED', 'DELIVERED']);
      expect(suborder).toBe('DELIVERED');
      outcomes.add('bulk first');
    } else {
      expect(single.status).toBe('fulfilled');
      expect((bulk.reason as AppError).message).toContain('cannot be marked DELIVERED');
      expect(after).toEqual(['NEW', 'CANCELLED']);
      expect(suborder).toBe('NEW');
      expect(await t.db().notification.count({ where: { orderId: order.id } })).toBe(0);
      outcomes.add('single first');
    }
  }
  expect(outcomes.size).toBeGreaterThanOrEqual(1);
}, 30_000);

test('two bulk updates over the same orders in opposite orders both finish (no deadlock)', async () => {
  for (let round = 0; round < 5; round++) {
    const a = await createTestOrder(t.db(), { userId: customer.user.id });
    const b = await createTestOrder(t.db(), { userId: customer.user.id });
    const [a1, a2] = a.suborders[0].deliveries;
    const [b1, b2] = b.suborders[0].deliveries;
    const results = await Promise.all([updateDeliveriesStatus(admin, [a1.id, b1.id], 'ASSIGNED'), updateDeliveriesStatus(admin, [b2.id, a2.id], 'ASSIGNED')]);
    expect(results.map((r) => r.updated)).toEqual([2, 2]);
    expect(await statuses([a1.id, a2.id, b1.id, b2.id])).toEqual(['ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED']);
  }
}, 30_000);

test('a delivery marked from the dispatch page and again from the order page messages its customer once', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ deliveries: [{ date: '2026-12-03' }, { date: '2026-12-04' }] }] });
  const delivery = order.suborders[0].deliveries[0];
  await updateDeliveriesStatus(admin, [delivery.id], 'ASSIGNED');
  // back and forth: ASSIGNED -> NEW -> ASSIGNED again, the second time through the single update
  await updateDeliveryStatus(admin, delivery.id, 'NEW');
  await updateDeliveryStatus(admin, delivery.id, 'ASSIGNED');
  const sent = await t.db().notification.findMany({ where: { orderId: order.id, kind: 'DELIVERY_ASSIGNED' } });
  expect(sent).toHaveLength(1);
});

test("bulk DELIVERED on tomorrow's deliveries is refused by the server, naming the day; nothing changes", async () => {
  restore();
  // Monday 30 November 2026, 18:00: the deliveries of Tue, 1 Dec are tomorrow's.
  restore = setClock(new Date('2026-11-30T18:00:00+05:30'));
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ deliveries: [{ date: '2026-11-30' }, { date: '2026-12-01' }] }] });
  const [today, tomorrow] = order.suborders[0].deliveries;
  const res = await graphqlRequest(UPDATE, { ids: [today.id, tomorrow.id], s: 'DELIVERED' }, { cookie: adminCookie });
  expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliveryIds', deliveryId: tomorrow.id });
  expect(res.errors?.[0].message).toBe(
    `Nothing was changed: delivery ${order.suborders[0].suborderNo} on Tue, 1 Dec 2026 cannot be marked DELIVERED. A delivery can be marked delivered only on or after its delivery day.`,
  );
  expect(await statuses([today.id, tomorrow.id])).toEqual(['NEW', 'NEW']);
  // assigning tomorrow's route ahead is fine; today's delivered is fine
  expect((await updateDeliveriesStatus(admin, [tomorrow.id], 'ASSIGNED')).updated).toBe(1);
  expect((await updateDeliveriesStatus(admin, [today.id], 'DELIVERED')).updated).toBe(1);
  // the single-delivery and whole-suborder paths refuse it too
  expect((await failure(updateDeliveryStatus(admin, tomorrow.id, 'DELIVERED'))).code).toBe('BAD_USER_INPUT');
  expect((await failure(updateOrderStatus(admin, order.suborders[0].id, 'DELIVERED'))).code).toBe('BAD_USER_INPUT');
  expect(await statuses([today.id, tomorrow.id])).toEqual(['DELIVERED', 'ASSIGNED']);
});
