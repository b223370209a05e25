// updateDeliveryStatus rolling up to the suborder and the payment (the transition table itself is
// tested in update-order-status.db.test.ts and lib/domain/order-status.test.ts).
import { setClock } from '@/lib/clock';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import type { OrderStatus } from '@/lib/domain/order-status';
import { updateDeliveryStatus } from './update-delivery-status';

const t = useTestDatabase();
// 31 December 2026 in Bengaluru: the December deliveries these tests mark DELIVERED have come
// (Delivered only on or after the delivery day).
let restoreClock: () => void = () => {};
beforeEach(() => (restoreClock = setClock(new Date('2026-12-31T10:00:00+05:30'))));
afterEach(() => restoreClock());

const UPDATE_DELIVERY = 'mutation($id: ID!, $s: OrderStatus!) { updateDeliveryStatus(deliveryId: $id, status: $s) { statusCode message } }';

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
// The first login loads the whole GraphQL app: a generous timeout for a busy machine.
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500311');
}, 30_000);

async function setDelivery(id: string, status: OrderStatus): Promise<string> {
  const res = await graphqlRequest<{ updateDeliveryStatus: { statusCode: number; message: string } }>(UPDATE_DELIVERY, { id, s: status }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  return res.data!.updateDeliveryStatus.message;
}
const suborderOf = (id: string) => t.db().suborder.findUniqueOrThrow({ where: { id }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } });
const paymentOf = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });

test('the last delivery delivered: the suborder becomes DELIVERED, even beside a cancelled one', async () => {
  const order = await createTestOrder(t.db(), {
    userId: customer.user.id,
    suborders: [{ status: 'SUBSCRIBED', deliveries: [{ date: '2026-12-01', status: 'CANCELLED' }, { date: '2026-12-02' }] }],
  });
  const sub = order.suborders[0];
  const last = sub.deliveries[1];
  expect(await setDelivery(last.id, 'DELIVERED')).toBe(`Delivery status updated to DELIVERED; ${sub.suborderNo} is now DELIVERED`);
  expect((await suborderOf(sub.id)).status).toBe('DELIVERED');
  expect((await paymentOf(order.id)).status).toBe('required');
  // The roll-up is audited on the suborder, next to the delivery's own entry.
  const audit = await t.db().auditLog.findMany({ where: { entityId: { in: [last.id, sub.id] } }, orderBy: { createdAt: 'asc' } });
  expect(audit.map((a) => [a.entity, a.action, a.actorId, a.subjectUserId, a.data])).toEqual([
    ['Delivery', 'updateDeliveryStatus', admin.user.id, customer.user.id, { from: 'SUBSCRIBED', to: 'DELIVERED' }],
    ['Suborder', 'updateDeliveryStatus', admin.user.id, customer.user.id, { from: 'SUBSCRIBED', to: 'DELIVERED', deliveryId: last.id }],
  ]);
});

test.each([
  ['required', 'cancelled'],
  ['pending', 'cancelled'],
  ['success', 'success'],
] as const)('every delivery cancelled: the suborder is CANCELLED and a %s payment becomes %s', async (before, after) => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: before });
  const sub = order.suborders[0];
  await setDelivery(sub.deliveries[0].id, 'CANCELLED');
  expect((await suborderOf(sub.id)).status).toBe('NEW');
  expect((await paymentOf(order.id)).status).toBe(before);
  expect(await setDelivery(sub.deliveries[1].id, 'CANCELLED')).toBe(`Delivery status updated to CANCELLED; ${sub.suborderNo} is now CANCELLED`);
  expect((await suborderOf(sub.id)).status).toBe('CANCELLED');
  expect((await paymentOf(order.id)).status).toBe(after);
});

test('a suborder cancelled by its deliveries keeps the payment while another suborder is open', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ kind: 'CDM', deliveries: [{ date: '2026-12-01' }] }, { kind: 'TREATS' }] });
  await setDelivery(order.suborders[0].deliveries[0].id, 'CANCELLED');
  expect((await suborderOf(order.suborders[0].id)).status).toBe('CANCELLED');
  expect((await suborderOf(order.suborders[1].id)).status).toBe('NEW');
  expect((await paymentOf(order.id)).status).toBe('required');
});

test.each<[OrderStatus, OrderStatus]>([
  ['NEW', 'DELIVERED'],
  ['NEW', 'CANCELLED'],
  ['SUBSCRIBED', 'ASSIGNED'],
])('one of two deliveries still open: a %s suborder stays as it is when the other becomes %s', async (suborderStatus, to) => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ status: suborderStatus }] });
  const sub = order.suborders[0];
  expect(await setDelivery(sub.deliveries[0].id, to)).toBe(`Delivery status updated to ${to}`);
  const after = await suborderOf(sub.id);
  expect(after.status).toBe(suborderStatus);
  expect(after.deliveries.map((d) => d.status)).toEqual([to, suborderStatus]);
  expect((await paymentOf(order.id)).status).toBe('required');
});

test('two deliveries cancelled at once by two admins still cancel the suborder and the payment', async () => {
  const adminViewer: Viewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Admin' };
  for (let round = 0; round < 5; round++) {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const sub = order.suborders[0];
    await Promise.all(sub.deliveries.map((d) => updateDeliveryStatus(adminViewer, d.id, 'CANCELLED')));
    expect((await suborderOf(sub.id)).status).toBe('CANCELLED');
    expect((await paymentOf(order.id)).status).toBe('cancelled');
  }
});
