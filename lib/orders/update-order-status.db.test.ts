import { useTestDatabase } from '@/testing/test-database';
import { setClock } from '@/lib/clock';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { dateToDay } from '@/lib/domain/calendar';
import type { OrderStatus } from '@/lib/domain/order-status';
import { updateOrderStatus } from './update-order-status';

const t = useTestDatabase();
// 31 December 2026 in Bengaluru: the December deliveries these tests mark DELIVERED have come
// (Delivered only on or after the delivery day).
let restoreClock: () => void = () => {};
beforeEach(() => (restoreClock = setClock(new Date('2026-12-31T10:00:00+05:30'))));
afterEach(() => restoreClock());

const UPDATE = 'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(orderId: $id, status: $s) { statusCode message } }';
const UPDATE_DELIVERY = 'mutation($id: ID!, $s: OrderStatus!) { updateDeliveryStatus(deliveryId: $id, status: $s) { statusCode message } }';
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
// The first login loads the whole GraphQL app: a generous timeout for a busy machine.
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500301');
}, 30_000);

const suborderOf = (id: string) => t.db().suborder.findUniqueOrThrow({ where: { id }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } });
const paymentOf = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });

// The table from architecture.md, written out rather than read from the code under test.
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['NEW', 'ASSIGNED'], ['NEW', 'SUBSCRIBED'], ['NEW', 'DELIVERED'], ['NEW', 'CANCELLED'],
  ['SUBSCRIBED', 'ASSIGNED'], ['SUBSCRIBED', 'DELIVERED'], ['SUBSCRIBED', 'CANCELLED'],
  ['ASSIGNED', 'NEW'], ['ASSIGNED', 'DELIVERED'], ['ASSIGNED', 'CANCELLED'],
];
const REFUSED: [OrderStatus, OrderStatus, string][] = [
  ['NEW', 'NEW', 'Cannot change an order from NEW to NEW.'],
  ['SUBSCRIBED', 'SUBSCRIBED', 'Cannot change an order from SUBSCRIBED to SUBSCRIBED.'],
  ['SUBSCRIBED', 'NEW', 'Cannot change an order from SUBSCRIBED to NEW.'],
  ['ASSIGNED', 'ASSIGNED', 'Cannot change an order from ASSIGNED to ASSIGNED.'],
  ['ASSIGNED', 'SUBSCRIBED', 'Cannot change an order from ASSIGNED to SUBSCRIBED.'],
  ...(['NEW', 'ASSIGNED', 'SUBSCRIBED', 'DELIVERED', 'CANCELLED'] as const).flatMap((to): [OrderStatus, OrderStatus, string][] => [
    ['DELIVERED', to, 'A delivered order cannot be changed.'],
    ['CANCELLED', to, 'A cancelled order cannot be changed.'],
  ]),
];

describe('updateOrderStatus follows the transition table', () => {
  test.each(ALLOWED)('%s -> %s is allowed; the suborder and its deliveries move', async (from, to) => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ status: from }] });
    const sub = order.suborders[0];
    const res = await graphqlRequest<{ updateOrderStatus: { statusCode: number; message: string } }>(UPDATE, { id: sub.id, s: to }, { cookie: admin.cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateOrderStatus).toEqual({ statusCode: 200, message: `Order status updated to ${to}` });
    const after = await suborderOf(sub.id);
    expect(after.status).toBe(to);
    expect(after.deliveries.map((d) => d.status)).toEqual([to, to]);
  });

  test.each(REFUSED)('%s -> %s is refused: %s', async (from, to, message) => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ status: from }] });
    const sub = order.suborders[0];
    const res = await graphqlRequest(UPDATE, { id: sub.id, s: to }, { cookie: admin.cookie });
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe(message);
    expect(res.errors![0].extensions!.field).toBe('status');
    const after = await suborderOf(sub.id);
    expect(after.status).toBe(from);
    expect(after.deliveries.map((d) => d.status)).toEqual([from, from]);
  });
});

test('deliveries follow the suborder, but delivered and cancelled ones stay as they are', async () => {
  const order = await createTestOrder(t.db(), {
    userId: customer.user.id,
    suborders: [{ status: 'SUBSCRIBED', deliveries: [{ date: '2026-12-01', status: 'DELIVERED' }, { date: '2026-12-02', status: 'CANCELLED' }, { date: '2026-12-03' }, { date: '2026-12-04', status: 'ASSIGNED' }] }],
  });
  const sub = order.suborders[0];
  expect((await graphqlRequest(UPDATE, { id: sub.id, s: 'ASSIGNED' }, { cookie: admin.cookie })).errors).toBeUndefined();
  expect((await suborderOf(sub.id)).deliveries.map((d) => d.status)).toEqual(['DELIVERED', 'CANCELLED', 'ASSIGNED', 'ASSIGNED']);
  expect((await graphqlRequest(UPDATE, { id: sub.id, s: 'CANCELLED' }, { cookie: admin.cookie })).errors).toBeUndefined();
  expect((await suborderOf(sub.id)).deliveries.map((d) => d.status)).toEqual(['DELIVERED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
  // Each change is audited with the customer as its subject.
  const audit = await t.db().auditLog.findMany({ where: { entityId: sub.id }, orderBy: { createdAt: 'asc' } });
  expect(audit.map((a) => [a.action, a.actorId, a.subjectUserId, a.data])).toEqual([
    ['updateOrderStatus', admin.user.id, customer.user.id, { from: 'SUBSCRIBED', to: 'ASSIGNED' }],
    ['updateOrderStatus', admin.user.id, customer.user.id, { from: 'ASSIGNED', to: 'CANCELLED' }],
  ]);
});

describe('payment when suborders are cancelled', () => {
  test.each([
    ['required', 'cancelled'],
    ['pending', 'cancelled'],
    ['success', 'success'],
  ] as const)('payment %s becomes %s once every suborder is cancelled, not before', async (before, after) => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: before, suborders: [{ kind: 'CDM' }, { kind: 'TREATS' }] });
    await graphqlRequest(UPDATE, { id: order.suborders[0].id, s: 'CANCELLED' }, { cookie: admin.cookie });
    expect((await paymentOf(order.id)).status).toBe(before);
    await graphqlRequest(UPDATE, { id: order.suborders[1].id, s: 'CANCELLED' }, { cookie: admin.cookie });
    expect((await paymentOf(order.id)).status).toBe(after);
  });

  test('a delivered suborder beside a cancelled one keeps the payment', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ kind: 'CDM' }, { kind: 'TREATS' }] });
    await graphqlRequest(UPDATE, { id: order.suborders[0].id, s: 'DELIVERED' }, { cookie: admin.cookie });
    await graphqlRequest(UPDATE, { id: order.suborders[1].id, s: 'CANCELLED' }, { cookie: admin.cookie });
    expect((await paymentOf(order.id)).status).toBe('required');
  });
});

test('updateDeliveryStatus changes one delivery by the same table', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ status: 'SUBSCRIBED', deliveries: [{ date: '2026-12-01' }, { date: '2026-12-02' }] }] });
  const [first, second] = order.suborders[0].deliveries;
  const ok = await graphqlRequest<{ updateDeliveryStatus: { statusCode: number; message: string } }>(UPDATE_DELIVERY, { id: first.id, s: 'DELIVERED' }, { cookie: admin.cookie });
  expect(ok.data!.updateDeliveryStatus).toEqual({ statusCode: 200, message: 'Delivery status updated to DELIVERED' });
  const refused = await graphqlRequest(UPDATE_DELIVERY, { id: first.id, s: 'NEW' }, { cookie: admin.cookie });
  expect(code(refused)).toBe('BAD_USER_INPUT');
  expect(refused.errors![0].message).toBe('A delivered order cannot be changed.');
  const after = await suborderOf(order.suborders[0].id);
  expect(after.status).toBe('SUBSCRIBED');
  expect(after.deliveries.map((d) => [dateToDay(d.deliveryDate), d.status])).toEqual([['2026-12-01', 'DELIVERED'], ['2026-12-02', 'SUBSCRIBED']]);
  expect(second.status).toBe('SUBSCRIBED');
  expect(code(await graphqlRequest(UPDATE_DELIVERY, { id: 'no-such-delivery', s: 'DELIVERED' }, { cookie: admin.cookie }))).toBe('NOT_FOUND');
});

test('customers cannot change statuses, even on their own orders', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id });
  const sub = order.suborders[0];
  expect(code(await graphqlRequest(UPDATE, { id: sub.id, s: 'CANCELLED' }, { cookie: customer.cookie }))).toBe('FORBIDDEN');
  expect(code(await graphqlRequest(UPDATE_DELIVERY, { id: sub.deliveries[0].id, s: 'CANCELLED' }, { cookie: customer.cookie }))).toBe('FORBIDDEN');
  expect(code(await graphqlRequest(UPDATE, { id: sub.id, s: 'CANCELLED' }))).toBe('UNAUTHENTICATED');
  expect((await suborderOf(sub.id)).status).toBe('NEW');
  expect((await paymentOf(order.id)).status).toBe('required');
  expect(code(await graphqlRequest(UPDATE, { id: 'no-such-suborder', s: 'CANCELLED' }, { cookie: admin.cookie }))).toBe('NOT_FOUND');
});

describe('concurrent admins', () => {
  const adminViewer = (): Viewer => ({ id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Admin' });
  const attempt = (suborderId: string, status: OrderStatus) =>
    updateOrderStatus(adminViewer(), suborderId, status).then(
      () => ({ status, ok: true as const }),
      (e: unknown) => {
        if (e instanceof AppError && e.code === 'BAD_USER_INPUT') return { status, ok: false as const };
        throw e;
      },
    );

  test('two final changes at once: exactly one wins and the deliveries agree with it', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await createTestOrder(t.db(), { userId: customer.user.id });
      const sub = order.suborders[0];
      const results = await Promise.all([attempt(sub.id, 'DELIVERED'), attempt(sub.id, 'CANCELLED')]);
      const winners = results.filter((r) => r.ok);
      expect(winners).toHaveLength(1);
      const after = await suborderOf(sub.id);
      expect(after.status).toBe(winners[0].status);
      expect(after.deliveries.every((d) => d.status === winners[0].status)).toBe(true);
    }
  });

  test('a change racing a cancellation never reopens a final suborder', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ status: 'ASSIGNED' }] });
      const sub = order.suborders[0];
      const results = await Promise.all([attempt(sub.id, 'CANCELLED'), attempt(sub.id, 'NEW'), attempt(sub.id, 'DELIVERED')]);
      const after = await suborderOf(sub.id);
      expect(['CANCELLED', 'DELIVERED']).toContain(after.status);
      // Exactly one final change got through; 'NEW' may have come before it, never after.
      expect(results.filter((r) => r.ok && r.status !== 'NEW')).toHaveLength(1);
      expect(after.deliveries.every((d) => d.status === after.status)).toBe(true);
    }
  });

  test('cancelling two suborders of one order at once still cancels the payment', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ kind: 'CDM' }, { kind: 'PDM' }] });
      const results = await Promise.all(order.suborders.map((s) => attempt(s.id, 'CANCELLED')));
      expect(results.every((r) => r.ok)).toBe(true);
      expect((await paymentOf(order.id)).status).toBe('cancelled');
    }
  });
});
