// The orders console's filters: the Prisma form (the list, the export) and the SQL form (counts per
// status) must select the same orders, filter by filter; and the export holds every filtered order.
import Papa from 'papaparse';
import { useTestDatabase } from '@/testing/test-database';
import { createTestOrder } from '@/testing/order-factory';
import { ROLE_ADMIN, ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import type { OrderFilter } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { listOrders } from './list-orders';
import { countOrdersByStatus } from './count-orders-by-status';
import { MAX_EXPORT_ORDERS, exportOrdersCsv } from './export-orders';

const t = useTestDatabase();
const admin: Viewer = { id: 'admin', roleId: ROLE_ADMIN, firstName: 'Asha' };

let ravi: { id: string };
let meena: { id: string };
let raviOrder: string;
beforeAll(async () => {
  const db = t.db();
  ravi = await db.user.create({ data: { phoneNumber: '+919876512345', firstName: 'Ravi', lastName: 'Kumar, Jr.' } });
  meena = await db.user.create({ data: { phoneNumber: '+919845000001', firstName: 'Meena', lastName: 'Iyer' } });
  const o1 = await createTestOrder(db, {
    userId: ravi.id,
    createdAt: new Date('2026-11-18T10:00:00Z'),
    paymentStatus: 'pending',
    suborders: [
      { kind: 'CDM', status: 'NEW', deliveries: [{ date: '2026-11-24' }, { date: '2026-11-25' }] },
      { kind: 'PDM', status: 'DELIVERED', deliveries: [{ date: '2026-11-20' }] },
    ],
  });
  raviOrder = o1.orderNumber;
  await createTestOrder(db, { userId: ravi.id, createdAt: new Date('2026-11-20T20:00:00Z'), paymentStatus: 'success', suborders: [{ status: 'SUBSCRIBED', deliveries: [{ date: '2026-11-24' }] }] });
  await createTestOrder(db, { userId: meena.id, createdAt: new Date('2026-11-21T04:00:00Z'), paymentStatus: 'required', suborders: [{ status: 'ASSIGNED', deliveries: [{ date: '2026-11-23' }] }, { kind: 'TREATS', status: 'NEW', deliveries: [{ date: '2026-12-01' }] }] });
  await createTestOrder(db, { userId: meena.id, createdAt: new Date('2026-11-22T04:00:00Z'), paymentStatus: 'cancelled', suborders: [{ status: 'CANCELLED', deliveries: [{ date: '2026-11-24', status: 'CANCELLED' }] }] });
}, 30_000);

const FILTERS: [string, () => OrderFilter][] = [
  ['nothing', () => ({})],
  ['a payment status', () => ({ paymentStatus: 'pending' })],
  ['a delivery day', () => ({ deliveryDate: '2026-11-24' })],
  ['subscriptions ending within 31 days', () => ({ endingWithinDays: 31 })],
  ['placed from a day (Kolkata)', () => ({ fromDate: '2026-11-21' })],
  ['placed up to a day (Kolkata: 20 Nov 20:00 UTC is the 21st there)', () => ({ toDate: '2026-11-20' })],
  ['a customer', () => ({ userId: meena.id })],
  ['a name, any case', () => ({ search: 'rAvI' })],
  ['two names', () => ({ search: 'Meena Kumar' })],
  ['phone digits with spaces', () => ({ search: '98765 123' })],
  ['part of an order number', () => ({ search: raviOrder.slice(2, 9).toLowerCase() })],
  ['a comma in a name', () => ({ search: 'Kumar,' })],
  ['no match', () => ({ search: 'zzzz' })],
  ['LIKE wildcards, taken literally', () => ({ search: '%_' })],
  ['everything at once', () => ({ paymentStatus: 'success', deliveryDate: '2026-11-24', fromDate: '2026-11-01', toDate: '2026-11-30', userId: ravi.id, search: 'ravi' })],
];

test.each(FILTERS)('filtered by %s: the counts per status are what the list gives for each status', async (_name, make) => {
  const filter = make();
  const counts = await countOrdersByStatus(admin, filter);
  for (const status of ORDER_STATUSES) {
    const { count } = await listOrders(admin, { filter: { ...filter, status }, limit: 1 });
    expect({ status, count: counts[status] }).toEqual({ status, count });
  }
});

test('the status filter has a partial index for every status (a new OrderStatus needs one in a migration)', async () => {
  const indexes = await t.db().$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE tablename = 'Order' AND indexdef LIKE '%suborderStatuses%'`;
  for (const status of ORDER_STATUSES) {
    expect({ status, indexed: indexes.some((i) => i.indexdef.includes(`("createdAt" DESC, id DESC) WHERE ("suborderStatuses" @> ARRAY['${status}'::"OrderStatus"])`)) }).toEqual({ status, indexed: true });
  }
});

test('the counts are real numbers for a known case', async () => {
  expect(await countOrdersByStatus(admin, { userId: ravi.id })).toEqual({ NEW: 1, ASSIGNED: 0, CANCELLED: 0, DELIVERED: 1, SUBSCRIBED: 1 });
  expect(await countOrdersByStatus(admin, { deliveryDate: '2026-11-24' })).toEqual({ NEW: 1, ASSIGNED: 0, CANCELLED: 1, DELIVERED: 1, SUBSCRIBED: 1 });
});

test('counts and exports are for admins only', async () => {
  const customer: Viewer = { id: ravi.id, roleId: ROLE_CUSTOMER, firstName: 'Ravi' };
  await expect(countOrdersByStatus(customer, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(exportOrdersCsv(customer, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(exportOrdersCsv(null, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
});

test('the export is exactly the filtered orders, one row per suborder, quoted where needed, with a BOM', async () => {
  const { count, csv } = await exportOrdersCsv(admin, { userId: ravi.id });
  expect(count).toBe(2);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<Record<string, string>>(csv.slice(1), { header: true }).data;
  expect(rows.map((r) => [r.Customer, r.Status, r.Payment])).toEqual([
    ['Ravi Kumar, Jr.', 'Subscribed', 'Paid'],
    ['Ravi Kumar, Jr.', 'New', 'Payment being verified'],
    ['Ravi Kumar, Jr.', 'Delivered', 'Payment being verified'],
  ]);
  expect(csv).toContain('"Ravi Kumar, Jr."');
  expect(rows[1]).toMatchObject({ Order: raviOrder, 'Placed on': '2026-11-18', Phone: '+919876512345', Delivered: '0 of 2', 'Next delivery': 'Tue, 24 Nov 2026' });
});

test('the export holds every page (keyset batches, none repeated) and refuses more than the cap', async () => {
  const db = t.db();
  const bulk = await db.user.create({ data: { phoneNumber: '+919876599999', firstName: 'Bulk' } });
  const template = await createTestOrder(db, { userId: bulk.id, createdAt: new Date('2026-10-01T00:00:00Z') });
  // 449 more orders like the template (one suborder each), written by SQL: quick, and the same rows.
  await db.$executeRaw`
    WITH made AS (
      INSERT INTO "Order" (id, "orderNumber", "userId", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", "createdAt", "updatedAt")
      SELECT 'bulk-' || g, 'BULK-' || lpad(g::text, 4, '0'), ${bulk.id}, 100, 0, 0, 0, 100, timestamp '2026-10-01' + g * interval '1 minute', now()
      FROM generate_series(1, 449) g RETURNING id, "orderNumber")
    INSERT INTO "Suborder" (id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "repeatType", "repeatInfo", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", portions, "locationSnapshot", "createdAt", "updatedAt")
    SELECT 'bulk-s-' || m.id, m."orderNumber" || '-1', m.id, s."categoryId", s."categoryEnum", s.status, s."repeatType", s."repeatInfo", 100, 0, 0, 0, 100, s.portions, s."locationSnapshot", now(), now()
    FROM made m, "Suborder" s WHERE s.id = ${template.suborders[0].id}`;
  const { count, csv } = await exportOrdersCsv(admin, { userId: bulk.id });
  expect(count).toBe(450);
  const orders = Papa.parse<Record<string, string>>(csv.slice(1), { header: true }).data.map((r) => r.Order);
  expect(orders).toHaveLength(450);
  expect(new Set(orders).size).toBe(450);
  expect(orders[0]).toBe('BULK-0449');
  expect(orders[449]).toBe(template.orderNumber);

  await db.$executeRaw`
    INSERT INTO "Order" (id, "orderNumber", "userId", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", "updatedAt")
    SELECT 'many-' || g, 'MANY-' || g, ${bulk.id}, 100, 0, 0, 0, 100, now() FROM generate_series(1, ${MAX_EXPORT_ORDERS}) g`;
  await expect(exportOrdersCsv(admin, { userId: bulk.id })).rejects.toMatchObject({
    code: 'BAD_USER_INPUT',
    message: `${450 + MAX_EXPORT_ORDERS} orders match these filters; an export holds at most ${MAX_EXPORT_ORDERS}. Narrow the filters (a date range, a status) and export again.`,
  });
}, 30_000);
