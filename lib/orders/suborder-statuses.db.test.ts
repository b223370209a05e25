// Order.suborderStatuses (the distinct statuses of an order's suborders, behind the console's status
// filter and counts) is kept by database triggers on "Suborder" (prisma/migrations/…_order_suborder_
// statuses): whoever writes a suborder — the services, raw SQL, a bulk statement, Prisma Studio — the
// column follows, and a write to the column itself gets the true value.
import { setClock } from '@/lib/clock';
import pg from 'pg';
import { useTestDatabase } from '@/testing/test-database';
import { seededAdminViewer } from '@/testing/admin';
import { createTestOrder } from '@/testing/order-factory';
import type { Viewer } from '@/lib/auth/viewer';
import type { OrderStatus } from '@/lib/domain/order-status';
import { updateOrderStatus } from './update-order-status';
import { updateDeliveryStatus } from './update-delivery-status';
import { rollUpSuborder } from './roll-up-suborder';

const t = useTestDatabase();
// 31 December 2026 in Bengaluru: the December deliveries these tests mark DELIVERED have come
// (Delivered only on or after the delivery day).
let restoreClock: () => void = () => {};
beforeEach(() => (restoreClock = setClock(new Date('2026-12-31T10:00:00+05:30'))));
afterEach(() => restoreClock());
let admin: Viewer;
let customerId: string;

beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
  customerId = (await t.db().user.create({ data: { phoneNumber: '+919876500777', firstName: 'Tara' } })).id;
});

const statusesOf = async (orderId: string) => (await t.db().order.findUniqueOrThrow({ where: { id: orderId }, select: { suborderStatuses: true } })).suborderStatuses;

/** What the column must hold: computed here from the suborders, in the enum's order. */
async function truth(orderId: string): Promise<OrderStatus[]> {
  const rows = await t.db().$queryRaw<{ s: OrderStatus[] }[]>`
    SELECT COALESCE(array_agg(DISTINCT status ORDER BY status), '{}')::text[] AS s FROM "Suborder" WHERE "orderId" = ${orderId}`;
  return rows[0].s;
}

test('a new order holds its suborders’ statuses, once each, in the enum’s order', async () => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'SUBSCRIBED' }, { status: 'NEW' }, { kind: 'PDM', status: 'NEW' }] });
  expect(await statusesOf(order.id)).toEqual(['NEW', 'SUBSCRIBED']);
});

test('a suborder inserted by raw SQL adds its status', async () => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }] });
  const s = order.suborders[0];
  await t.db().$executeRaw`
    INSERT INTO "Suborder" (id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "repeatType", "repeatInfo", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", portions, "locationSnapshot", "updatedAt")
    SELECT 'raw-' || id, "suborderNo" || '-raw', "orderId", "categoryId", "categoryEnum", 'DELIVERED', "repeatType", "repeatInfo", 0, 0, 0, 0, 0, portions, "locationSnapshot", now()
    FROM "Suborder" WHERE id = ${s.id}`;
  expect(await statusesOf(order.id)).toEqual(['NEW', 'DELIVERED']);
});

test('updateOrderStatus moves the order’s statuses with its suborder', async () => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }, { kind: 'PDM', status: 'NEW' }] });
  await updateOrderStatus(admin, order.suborders[0].id, 'ASSIGNED');
  expect(await statusesOf(order.id)).toEqual(['NEW', 'ASSIGNED']);
  await updateOrderStatus(admin, order.suborders[1].id, 'ASSIGNED');
  expect(await statusesOf(order.id)).toEqual(['ASSIGNED']);
  await updateOrderStatus(admin, order.suborders[0].id, 'DELIVERED');
  expect(await statusesOf(order.id)).toEqual(['ASSIGNED', 'DELIVERED']);
});

test('a suborder rolled up from its deliveries (updateDeliveryStatus, rollUpSuborder) moves them too', async () => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }, { kind: 'PDM', status: 'NEW' }] });
  const [first, second] = order.suborders;
  await updateDeliveryStatus(admin, first.deliveries[0].id, 'DELIVERED');
  expect(await statusesOf(order.id)).toEqual(['NEW']);
  await updateDeliveryStatus(admin, first.deliveries[1].id, 'CANCELLED');
  expect(await statusesOf(order.id)).toEqual(['NEW', 'DELIVERED']);

  await t.db().delivery.updateMany({ where: { suborderId: second.id }, data: { status: 'CANCELLED' } });
  expect(await statusesOf(order.id)).toEqual(['NEW', 'DELIVERED']);
  await t.db().$transaction((tx) => rollUpSuborder(tx, { id: second.id, orderId: order.id, status: 'NEW' }));
  expect(await statusesOf(order.id)).toEqual(['CANCELLED', 'DELIVERED']);
});

test('deleting suborders takes their statuses away; the last one leaves none', async () => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }, { kind: 'PDM', status: 'SUBSCRIBED' }] });
  await t.db().suborder.delete({ where: { id: order.suborders[1].id } });
  expect(await statusesOf(order.id)).toEqual(['NEW']);
  await t.db().suborder.delete({ where: { id: order.suborders[0].id } });
  expect(await statusesOf(order.id)).toEqual([]);
  // Deleting a whole order (its suborders go by cascade) is no problem for the triggers.
  const other = await createTestOrder(t.db(), { userId: customerId });
  await t.db().order.delete({ where: { id: other.id } });
});

test('one statement over many orders, and a suborder moved to another order, update every order touched', async () => {
  const a = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }, { kind: 'PDM', status: 'NEW' }] });
  const b = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }] });
  const c = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'SUBSCRIBED' }] });
  await t.db().suborder.updateMany({ where: { orderId: { in: [a.id, b.id, c.id] }, status: 'NEW' }, data: { status: 'ASSIGNED' } });
  expect([await statusesOf(a.id), await statusesOf(b.id), await statusesOf(c.id)]).toEqual([['ASSIGNED'], ['ASSIGNED'], ['SUBSCRIBED']]);

  await t.db().suborder.update({ where: { id: c.suborders[0].id }, data: { orderId: a.id } });
  expect(await statusesOf(a.id)).toEqual(['ASSIGNED', 'SUBSCRIBED']);
  expect(await statusesOf(c.id)).toEqual([]);
  // An update that changes no status rewrites no order row.
  const before = await t.db().order.findUniqueOrThrow({ where: { id: b.id }, select: { updatedAt: true } });
  const [{ xmin }] = await t.db().$queryRaw<{ xmin: string }[]>`SELECT xmin::text FROM "Order" WHERE id = ${b.id}`;
  await t.db().suborder.updateMany({ where: { orderId: b.id }, data: { dropNote: 'Ring twice' } });
  expect(await t.db().$queryRaw`SELECT xmin::text FROM "Order" WHERE id = ${b.id}`).toEqual([{ xmin }]);
  expect((await t.db().order.findUniqueOrThrow({ where: { id: b.id }, select: { updatedAt: true } })).updatedAt).toEqual(before.updatedAt);
});

test('writing the column itself (Prisma Studio, a script) stores the true value instead', async () => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }] });
  await t.db().order.update({ where: { id: order.id }, data: { suborderStatuses: ['CANCELLED', 'DELIVERED'] } });
  expect(await statusesOf(order.id)).toEqual(['NEW']);
  await t.db().$executeRaw`UPDATE "Order" SET "suborderStatuses" = NULL WHERE id = ${order.id}`;
  expect(await statusesOf(order.id)).toEqual(['NEW']);
  // A new order has no suborders yet, whatever the insert says.
  const made = await t.db().order.create({
    data: { orderNumber: 'T-STATUSES', userId: customerId, subtotal: 0, cgst: 0, sgst: 0, deliveryCharge: 0, totalPrice: 0, suborderStatuses: ['DELIVERED'] },
  });
  expect(made.suborderStatuses).toEqual([]);
});

/** Two transactions each change one suborder of the same order; the second starts before the first commits. */
async function racing(first: [string, OrderStatus], second: [string, OrderStatus]): Promise<void> {
  const [one, two] = [new pg.Client({ connectionString: t.url() }), new pg.Client({ connectionString: t.url() })];
  await Promise.all([one.connect(), two.connect()]);
  const set = 'UPDATE "Suborder" SET status = $2::"OrderStatus" WHERE id = $1';
  try {
    // Neither takes the order's lock first (as a hand-written statement would not): the triggers do.
    await one.query('BEGIN');
    await one.query(set, first);
    await two.query('BEGIN');
    const waiting = two.query(set, second);
    // The second waits for the first's lock on the order row; give it time to get there.
    await new Promise((r) => setTimeout(r, 300));
    await one.query('COMMIT');
    await waiting;
    await two.query('COMMIT');
  } finally {
    await Promise.all([one.end(), two.end()]);
  }
}

test.each([
  ['different statuses', 'DELIVERED', 'CANCELLED', ['CANCELLED', 'DELIVERED']],
  // the second, computed without the first's change, would find the order already "right"
  ['the same status', 'DELIVERED', 'DELIVERED', ['DELIVERED']],
] as const)('two transactions moving two suborders of one order at once (%s): the second sees the first', async (_name, a, b, expected) => {
  const order = await createTestOrder(t.db(), { userId: customerId, suborders: [{ status: 'NEW' }, { kind: 'PDM', status: 'NEW' }] });
  await racing([order.suborders[0].id, a], [order.suborders[1].id, b]);
  expect(await statusesOf(order.id)).toEqual(expected);
});

test('after all of the above, every order’s column is exactly what its suborders say', async () => {
  const orders = await t.db().order.findMany({ select: { id: true, suborderStatuses: true } });
  expect(orders.length).toBeGreaterThan(5);
  for (const o of orders) expect({ id: o.id, statuses: o.suborderStatuses }).toEqual({ id: o.id, statuses: await truth(o.id) });
});
