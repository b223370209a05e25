// Migrations 20261202000653_suborder_cancelled_from and 20261202011106_items_of_every_delivery on a
// database with orders placed before them: every delivery gets its own item rows (its suborder's
// enabled items at the placed prices, a day already changed keeps its own) and its portions; a
// subscription cancelled before gets the day it was cancelled from.
import pg from 'pg';
import path from 'node:path';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { migrate } from './migrate';
import { createEmptyDatabase, dropDatabase } from '@/testing/test-database';

const migrationsDir = path.resolve(__dirname, '../../prisma/migrations');
const FIRST = '20261202000653_suborder_cancelled_from';

let database: { name: string; url: string };
let client: pg.Client;
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

beforeAll(async () => {
  database = await createEmptyDatabase();
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsDir, before, { recursive: true });
  // The database as it stood before these migrations: they and every later one left out.
  for (const name of readdirSync(before)) if (name >= FIRST && statSync(path.join(before, name)).isDirectory()) rmSync(path.join(before, name), { recursive: true });
  await migrate(database.url, before);
  rmSync(before, { recursive: true });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await q(`INSERT INTO "Role" (id, "roleName") VALUES (1, 'ADMIN'), (2, 'CUSTOMER')`);
  await q(`INSERT INTO "User" (id, "phoneNumber", "firstName", "updatedAt") VALUES ('ravi', '+919800000001', 'Ravi', now())`);
  await q(`INSERT INTO "Category" (id, title, "categoryEnum") VALUES ('cat', 'Pet Dog Meals', 'PDM')`);
  await q(`INSERT INTO "MenuItem" (id, name, slug, "unitType", "categoryId", "updatedAt") VALUES ('bowl', 'Chicken Bowl', 'chicken-bowl', 'GRAMS', 'cat', now()), ('rice', 'Rice', 'rice', 'GRAMS', 'cat', now())`);
  await q(`INSERT INTO "Variant" (id, "menuItemId", price, unit, "unitType") VALUES ('b250', 'bowl', 9000, 250, 'GRAMS'), ('b500', 'bowl', 14000, 500, 'GRAMS'), ('r500', 'rice', 5000, 500, 'GRAMS')`);
  await q(`INSERT INTO "Order" (id, "orderNumber", "userId", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", "updatedAt") VALUES ('o1', 'DM-1', 'ravi', 0, 0, 0, 0, 0, now())`);
  const suborder = (id: string, repeatType: string, cancelledAt: string | null, portions: number) =>
    q(
      `INSERT INTO "Suborder" (id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "repeatType", "repeatInfo", subtotal, cgst, sgst, "deliveryCharge", "totalPrice", portions, "locationSnapshot", "cancelledAt", "updatedAt")
       VALUES ($1, $1, 'o1', 'cat', 'PDM', 'SUBSCRIBED', $2::"RepeatType", 'EVERYDAY', 0, 0, 0, 0, 0, $3, '{}', $4, now())`,
      [id, repeatType, portions, cancelledAt],
    );
  // s1: two sizes of the bowl and a rice switched off on the order (not cooked, not brought)
  await suborder('s1', 'DAILY', null, 3);
  await q(`INSERT INTO "OrderItem" (id, "suborderId", "menuItemId", name, price, "unitType", enable) VALUES ('i1', 's1', 'bowl', 'Chicken Bowl', 9000, 'GRAMS', true), ('i2', 's1', 'rice', 'Rice', 5000, 'GRAMS', false)`);
  await q(`INSERT INTO "OrderItemVariant" (id, "orderItemId", "variantId", price, quantity, unit, "gstRate", hsn) VALUES ('v1', 'i1', 'b250', 8800, 1, 250, 50, '23091000'), ('v2', 'i1', 'b500', 13500, 2, 500, 50, '23091000'), ('v3', 'i2', 'r500', 5000, 4, 500, 50, '23091000')`);
  // s2: a daily subscription cancelled on the evening of 20 Dec (Kolkata) from 21 Dec; a day skipped before that
  await suborder('s2', 'DAILY', '2026-12-20T14:00:00Z', 1);
  await q(`INSERT INTO "OrderItem" (id, "suborderId", "menuItemId", name, price, "unitType") VALUES ('i3', 's2', 'bowl', 'Chicken Bowl', 14000, 'GRAMS')`);
  await q(`INSERT INTO "OrderItemVariant" (id, "orderItemId", "variantId", price, quantity, unit, "gstRate", hsn) VALUES ('v4', 'i3', 'b500', 14000, 1, 500, 50, '23091000')`);
  const delivery = (id: string, suborderId: string, date: string, status = 'SUBSCRIBED', skipped = false) =>
    q(`INSERT INTO "Delivery" (id, "suborderId", "deliveryDate", status, "skippedAt", "locationSnapshot", "updatedAt") VALUES ($1, $2, $3, $4::"OrderStatus", $5, '{}', now())`, [id, suborderId, date, status, skipped ? '2026-12-01T10:00:00Z' : null]);
  await delivery('d1', 's1', '2026-12-21');
  await delivery('d2', 's1', '2026-12-22');
  // d2's items were changed after checkout: one 500 g bowl; it keeps that
  await q(`INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn) VALUES ('x1', 'd2', 'bowl', 'b500', 'Chicken Bowl', 'GRAMS', 500, 13500, 1, 50, '23091000')`);
  await q(`UPDATE "Delivery" SET portions = 1 WHERE id = 'd2'`);
  await delivery('e1', 's2', '2026-12-19', 'DELIVERED');
  await delivery('e2', 's2', '2026-12-20', 'CANCELLED', true);
  await delivery('e3', 's2', '2026-12-21', 'CANCELLED');
  await delivery('e4', 's2', '2026-12-22', 'CANCELLED');
  await migrate(database.url, migrationsDir);
});

afterAll(async () => {
  await client?.end();
  if (database) await dropDatabase(database.name);
});

test('every delivery brings its own rows: the suborder\'s enabled items at the placed prices, or what it was changed to', async () => {
  const rows = await q(`SELECT "deliveryId", "variantId", name, unit, price, quantity, "gstRate", hsn FROM "DeliveryItem" ORDER BY "deliveryId", "variantId"`);
  expect(rows).toEqual([
    { deliveryId: 'd1', variantId: 'b250', name: 'Chicken Bowl', unit: 250, price: 8800, quantity: 1, gstRate: 50, hsn: '23091000' },
    { deliveryId: 'd1', variantId: 'b500', name: 'Chicken Bowl', unit: 500, price: 13500, quantity: 2, gstRate: 50, hsn: '23091000' },
    { deliveryId: 'd2', variantId: 'b500', name: 'Chicken Bowl', unit: 500, price: 13500, quantity: 1, gstRate: 50, hsn: '23091000' },
    ...['e1', 'e2', 'e3', 'e4'].map((deliveryId) => ({ deliveryId, variantId: 'b500', name: 'Chicken Bowl', unit: 500, price: 14000, quantity: 1, gstRate: 50, hsn: '23091000' })),
  ]);
  expect(await q(`SELECT id, portions FROM "Delivery" ORDER BY id`)).toEqual([
    { id: 'd1', portions: 3 },
    { id: 'd2', portions: 1 },
    { id: 'e1', portions: 1 },
    { id: 'e2', portions: 1 },
    { id: 'e3', portions: 1 },
    { id: 'e4', portions: 1 },
  ]);
});

test('a subscription cancelled before knows the day it was cancelled from; a running one has none', async () => {
  expect(await q(`SELECT id, to_char("cancelledFrom", 'YYYY-MM-DD') AS "cancelledFrom" FROM "Suborder" ORDER BY id`)).toEqual([
    { id: 's1', cancelledFrom: null },
    { id: 's2', cancelledFrom: '2026-12-21' },
  ]);
});
