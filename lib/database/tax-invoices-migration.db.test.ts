// Migration 20261126083058_tax_invoices on a database with orders placed before it: every paid
// order gets its tax invoice(s), numbered in the order the payments were confirmed, per financial
// year of the confirmation, with the figures it was charged; the series continue from there.
import pg from 'pg';
import path from 'node:path';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { migrate } from './migrate';
import { createEmptyDatabase, dropDatabase } from '@/testing/test-database';
import { ADDRESS_STATES, stateByName } from '@/lib/domain/gst-states';

const migrationsDir = path.resolve(__dirname, '../../prisma/migrations');
const MIGRATION = '20261126083058_tax_invoices';

let database: { name: string; url: string };
let client: pg.Client;
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

let n = 0;
async function oldOrder(spec: {
  userId: string;
  createdAt: string;
  payment: { status: string; confirmedAt?: string; amount?: number };
  suborders: { addressId: string; state: string; deliveries: { date: string; skipped?: boolean; refunded?: boolean }[]; repeatType?: string }[];
}) {
  const orderId = `o${++n}`;
  const price = 14000;
  const subs = spec.suborders.map((s, i) => {
    const count = s.deliveries.length;
    const subtotal = price * count;
    const cgst = Math.floor((subtotal * 25 + 500) / 1000);
    return { ...s, id: `${orderId}s${i}`, subtotal, cgst, sgst: cgst, deliveryCharge: 5000 * count, totalPrice: subtotal + 2 * cgst + 5000 * count };
  });
  const sum = (k: 'subtotal' | 'cgst' | 'sgst' | 'deliveryCharge' | 'totalPrice') => subs.reduce((a, s) => a + s[k], 0);
  await q(
    `INSERT INTO "Order" (id, "orderNumber", "userId", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [orderId, `DM-${orderId}`, spec.userId, sum('subtotal'), sum('cgst'), sum('sgst'), sum('deliveryCharge'), sum('totalPrice'), spec.createdAt],
  );
  await q(`INSERT INTO "Payment" (id, "orderId", status, amount, "confirmedAt", "updatedAt") VALUES ($1, $2, $3::"PaymentStatus", $4, $5, now())`, [
    `p${orderId}`,
    orderId,
    spec.payment.status,
    spec.payment.amount ?? sum('totalPrice'),
    spec.payment.confirmedAt ?? null,
  ]);
  for (const [i, s] of subs.entries()) {
    await q(
      `INSERT INTO "Suborder" (id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "repeatType", "repeatInfo", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", "locationId", "locationSnapshot", "updatedAt")
       VALUES ($1, $2, $3, 'cat-pdm', 'PDM', 'NEW', $4::"RepeatType", 'CUSTOM', $5, $6, $7, $8, $9, $10, $11, now())`,
      [s.id, `DM-${orderId}-${i + 1}`, orderId, s.repeatType ?? 'NONE', s.subtotal, s.cgst, s.sgst, s.deliveryCharge, s.totalPrice, s.addressId, JSON.stringify({ state: s.state, city: 'X' })],
    );
    await q(`INSERT INTO "OrderItem" (id, "suborderId", "menuItemId", name, price, "unitType") VALUES ($1, $2, 'item', 'Chicken Bowl', $3, 'GRAMS')`, [`${s.id}i`, s.id, price]);
    await q(`INSERT INTO "OrderItemVariant" (id, "orderItemId", "variantId", price, quantity, unit) VALUES ($1, $2, 'variant', $3, 1, 500)`, [`${s.id}v`, `${s.id}i`, price]);
    for (const [k, d] of s.deliveries.entries()) {
      const id = `${s.id}d${k}`;
      await q(`INSERT INTO "Delivery" (id, "suborderId", "deliveryDate", status, "skippedAt", "updatedAt") VALUES ($1, $2, $3, $4::"OrderStatus", $5, now())`, [
        id,
        s.id,
        d.date,
        d.skipped ? 'CANCELLED' : 'NEW',
        d.skipped ? '2026-03-01T10:00:00Z' : null,
      ]);
      if (d.refunded) await q(`INSERT INTO "Refund" (id, "orderId", "deliveryId", amount, reason, "createdById") VALUES ($1, $2, $3, 19700, 'Skipped', 'admin')`, [`r${id}`, orderId, id]);
    }
  }
  return orderId;
}

beforeAll(async () => {
  database = await createEmptyDatabase();
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsDir, before, { recursive: true });
  // The database as it stood before this migration: it and every later one left out.
  for (const name of readdirSync(before)) if (name >= MIGRATION && statSync(path.join(before, name)).isDirectory()) rmSync(path.join(before, name), { recursive: true });
  await migrate(database.url, before);
  rmSync(before, { recursive: true });

  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await q(`INSERT INTO "Role" (id, "roleName") VALUES (1, 'ADMIN'), (2, 'CUSTOMER')`);
  await q(`INSERT INTO "User" (id, "phoneNumber", "firstName", "lastName", "updatedAt") VALUES ('ravi', '+919800000001', 'Ravi', 'Kumar', now()), ('anon', '+919800000002', NULL, NULL, now())`);
  await q(`INSERT INTO "Category" (id, title, "categoryEnum") VALUES ('cat-pdm', 'Pet Dog Meals', 'PDM')`);
  await q(`INSERT INTO "MenuItem" (id, name, "unitType", "categoryId", "updatedAt") VALUES ('item', 'Chicken Bowl', 'GRAMS', 'cat-pdm', now())`);
  await q(`INSERT INTO "Variant" (id, "menuItemId", price, unit, "unitType") VALUES ('variant', 'item', 14000, 500, 'GRAMS')`);
  await q(`INSERT INTO "Configuration" (id, key, value) VALUES ('c1', 'cgst', '25'), ('c2', 'sgst', '25'), ('c3', 'deliveryCharge', '50')`);
  await q(`INSERT INTO "Store" (id, name, "contactNumber", address, gstin) VALUES ('store', 'Good Dog Kitchen', '+919000000001', '12 CMH Road, Bengaluru', '29AAGCG4321K1ZH')`);
  const states = [...ADDRESS_STATES.map((s) => s.name), 'maharashtra ', 'ORISSA', 'Tamil Nadu & Co', 'New Delhi', 'Atlantis', 'Pondicherry', 'Jammu & Kashmir'];
  for (const [i, state] of states.entries()) {
    await q(`INSERT INTO "Address" (id, "userId", title, "lineOne", city, state, "zipCode", "updatedAt") VALUES ($1, 'ravi', 'Home', '1 Road', 'City', $2, '560038', now())`, [`a${i}`, state]);
  }
});

afterAll(async () => {
  await client?.end();
  if (database) await dropDatabase(database.name);
});

test('old orders get their invoices, by confirmation, in the financial year of the confirmation', async () => {
  const home = { addressId: 'a0', state: 'Karnataka' };
  const mumbai = { addressId: 'a1', state: 'maharashtra ' };
  const days = (...d: string[]) => d.map((date) => ({ date }));
  // Confirmed 1 April 00:00 IST: the first invoice of 2026-27, though placed before the next one.
  const april = await oldOrder({ userId: 'ravi', createdAt: '2026-03-30T10:00:00Z', payment: { status: 'success', confirmedAt: '2026-03-31T18:30:00Z' }, suborders: [{ ...home, deliveries: days('2026-04-02') }] });
  // Confirmed 31 March 23:59 IST: 2025-26.
  const march = await oldOrder({ userId: 'anon', createdAt: '2026-03-31T10:00:00Z', payment: { status: 'success', confirmedAt: '2026-03-31T18:29:00Z' }, suborders: [{ ...home, deliveries: days('2026-04-03', '2026-04-04') }] });
  // A delivery skipped before the payment came off the amount due (₹197.00): the invoice charges two of three.
  const skipped = await oldOrder({
    userId: 'ravi',
    createdAt: '2026-04-20T10:00:00Z',
    payment: { status: 'success', confirmedAt: '2026-05-01T06:00:00Z', amount: 59100 - 19700 },
    suborders: [{ ...home, deliveries: [{ date: '2026-05-03' }, { date: '2026-05-04', skipped: true }, { date: '2026-05-05' }] }],
  });
  // A delivery skipped after it was refunded stays on the invoice.
  const refunded = await oldOrder({
    userId: 'ravi',
    createdAt: '2026-04-21T10:00:00Z',
    payment: { status: 'success', confirmedAt: '2026-05-02T06:00:00Z' },
    suborders: [{ ...home, deliveries: [{ date: '2026-05-03' }, { date: '2026-05-04', skipped: true, refunded: true }] }],
  });
  // Two places of supply: two invoices.
  const two = await oldOrder({ userId: 'ravi', createdAt: '2026-04-22T10:00:00Z', payment: { status: 'success', confirmedAt: '2026-05-03T06:00:00Z' }, suborders: [{ ...home, deliveries: days('2026-05-06') }, { ...mumbai, deliveries: days('2026-05-07') }] });
  await oldOrder({ userId: 'ravi', createdAt: '2026-04-23T10:00:00Z', payment: { status: 'required' }, suborders: [{ ...home, deliveries: days('2026-05-08') }] });
  await oldOrder({ userId: 'ravi', createdAt: '2026-04-23T11:00:00Z', payment: { status: 'cancelled' }, suborders: [{ ...home, deliveries: days('2026-05-08') }] });

  await migrate(database.url, migrationsDir);

  const invoices = await q<{ number: string; orderId: string; financialYear: string; placeOfSupply: string; placeOfSupplyLabel: string; total: number; taxableValue: number; cgst: number; sgst: number; igst: number; buyerName: string; sellerGstin: string; legacy: boolean }>(
    `SELECT number, "orderId", "financialYear", "placeOfSupply", "placeOfSupplyLabel", total, "taxableValue", cgst, sgst, igst, "buyerName", "sellerGstin", legacy FROM "Invoice" ORDER BY "financialYear", serial`,
  );
  expect(invoices.map((i) => [i.number, i.orderId, i.placeOfSupplyLabel])).toEqual([
    ['GDK/25-26/000001', march, '29-Karnataka'],
    ['GDK/26-27/000001', april, '29-Karnataka'],
    ['GDK/26-27/000002', skipped, '29-Karnataka'],
    ['GDK/26-27/000003', refunded, '29-Karnataka'],
    ['GDK/26-27/000004', two, '27-Maharashtra'],
    ['GDK/26-27/000005', two, '29-Karnataka'],
  ]);
  expect(invoices.every((i) => i.legacy && i.sellerGstin === '29AAGCG4321K1ZH' && i.igst === 0)).toBe(true);
  expect(invoices[0].buyerName).toBe('Customer');
  expect(invoices[1].buyerName).toBe('Ravi Kumar');

  // Each invoice is what its order was charged: the payment's amount, and its lines add up to it.
  const payments = await q<{ orderId: string; amount: number }>(`SELECT "orderId", amount FROM "Payment" WHERE status = 'success'`);
  for (const p of payments) {
    const total = invoices.filter((i) => i.orderId === p.orderId).reduce((s, i) => s + i.total, 0);
    expect([p.orderId, total]).toEqual([p.orderId, p.amount]);
  }
  const sums = await q<{ number: string; total: number; taxable: number; lines: number }>(
    `SELECT i.number, i.total, i."taxableValue" AS taxable, sum(l.total)::int AS lines FROM "Invoice" i JOIN "InvoiceLine" l ON l."invoiceId" = i.id GROUP BY i.id ORDER BY i.number`,
  );
  for (const s of sums) expect(s.lines).toBe(s.total);
  const skippedLines = await q(`SELECT l.kind::text, l.quantity, l."taxableValue", l.cgst, l.sgst, l."gstRate" FROM "InvoiceLine" l JOIN "Invoice" i ON i.id = l."invoiceId" WHERE i."orderId" = $1 ORDER BY position`, [skipped]);
  expect(skippedLines).toEqual([
    { kind: 'GOODS', quantity: 2, taxableValue: 28000, cgst: 700, sgst: 700, gstRate: 50 },
    { kind: 'DELIVERY', quantity: 2, taxableValue: 10000, cgst: 0, sgst: 0, gstRate: 0 },
  ]);

  // The series continue after the last legacy number.
  expect(await q(`SELECT kind::text, "financialYear", "lastSerial" FROM "DocumentCounter" ORDER BY "financialYear"`)).toEqual([
    { kind: 'INVOICE', financialYear: '2025-26', lastSerial: 1 },
    { kind: 'INVOICE', financialYear: '2026-27', lastSerial: 5 },
  ]);
  // Old order lines keep the rate they were priced with; the menu takes today's configured rate.
  expect(await q(`SELECT DISTINCT "gstRate", hsn FROM "OrderItemVariant"`)).toEqual([{ gstRate: 50, hsn: '23091000' }]);
  expect(await q(`SELECT "gstRate", hsn FROM "MenuItem"`)).toEqual([{ gstRate: 50, hsn: '23091000' }]);
  // The skip before the payment is recorded as credited; deliveryDrops marks the old pricing.
  expect(await q(`SELECT count(*)::int AS n FROM "Delivery" WHERE "creditedAt" IS NOT NULL`)).toEqual([{ n: 2 }]);
  expect(await q(`SELECT count(*)::int AS n FROM "Suborder" WHERE "deliveryDrops" IS NOT NULL`)).toEqual([{ n: 0 }]);
});

test("addresses get the state code of their state, as stateByName reads it (null when it is not a state)", async () => {
  const rows = await q<{ state: string; stateCode: string | null }>(`SELECT state, "stateCode" FROM "Address"`);
  expect(rows.length).toBeGreaterThan(ADDRESS_STATES.length);
  for (const r of rows) expect([r.state, r.stateCode]).toEqual([r.state, stateByName(r.state)?.code ?? null]);
  expect(rows.find((r) => r.state === 'Atlantis')!.stateCode).toBeNull();
});

test('issued documents refuse to be changed or deleted', async () => {
  await expect(q(`UPDATE "Invoice" SET total = total + 1`)).rejects.toThrow(/never changed or deleted/);
  await expect(q(`DELETE FROM "InvoiceLine"`)).rejects.toThrow(/never changed or deleted/);
});

// Migration 20261126120000_deleted_buyer_on_invoices: a deleted customer's name and number leave
// their invoices; nothing else may ride along with that change.
test("the one change let through: a deleted customer's name and number, and nothing else", async () => {
  const [one] = await q<{ id: string }>(`SELECT id FROM "Invoice" ORDER BY number LIMIT 1`);
  await expect(q(`UPDATE "Invoice" SET "buyerName" = 'Someone Else', "buyerPhone" = '' WHERE id = $1`, [one.id])).rejects.toThrow(/never changed or deleted/);
  await expect(q(`UPDATE "Invoice" SET "buyerName" = 'Deleted customer', "buyerPhone" = '', total = total + 1 WHERE id = $1`, [one.id])).rejects.toThrow(/never changed or deleted/);
  // migration 20261202042354_deleted_buyer_addresses_on_tax_documents: an address column a document
  // was issued without stays null (and one it has may only become '')
  await expect(q(`UPDATE "Invoice" SET "buyerName" = 'Deleted customer', "buyerPhone" = '', "buyerAddress" = '' WHERE id = $1`, [one.id])).rejects.toThrow(/never changed or deleted/);
  await expect(q(`UPDATE "Invoice" SET "deliveryAddress" = 'Somewhere' WHERE id = $1`, [one.id])).rejects.toThrow(/never changed or deleted/);
  await q(`UPDATE "Invoice" SET "buyerName" = 'Deleted customer', "buyerPhone" = '' WHERE id = $1`, [one.id]);
  expect(await q(`SELECT "buyerName", "buyerPhone", "buyerAddress" FROM "Invoice" WHERE id = $1`, [one.id])).toEqual([{ buyerName: 'Deleted customer', buyerPhone: '', buyerAddress: null }]);
  await expect(q(`DELETE FROM "Invoice" WHERE id = $1`, [one.id])).rejects.toThrow(/never changed or deleted/);
});
