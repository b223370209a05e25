// Migration 20261202001628_delivery_with_principal_supply on a database with orders placed before
// it: each order priced per drop keeps its rule (the highest rate of the drop) and its stored
// CGST/SGST/IGST gain the delivery's tax, exactly as lib/domain computes it through the loader the
// invoices use; orders placed before one charge per drop are left as they are.
import pg from 'pg';
import path from 'node:path';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { migrate } from './migrate';
import { createDb } from './db';
import { createEmptyDatabase, dropDatabase } from '@/testing/test-database';
import { chargedLines } from '@/lib/domain/order-charges';
import { summarizeLines } from '@/lib/domain/order-pricing';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';

const migrationsDir = path.resolve(__dirname, '../../prisma/migrations');
const MIGRATION = '20261202001628_delivery_with_principal_supply';

let database: { name: string; url: string };
let client: pg.Client;
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

type Line = { hsn: string; rate: number; price: number; quantity: number };
type Part = { kind: 'PDM' | 'ADON' | 'TREATS'; address: string; state: string | null; dates: string[]; lines: Line[]; makeUp?: string; perDrop?: boolean };

let n = 0;
/** An order as the app wrote it before this migration: stored taxes of the goods only. */
async function oldOrder(parts: Part[]) {
  const orderId = `o${++n}`;
  const goodsTax = (p: Part) => {
    const taxes = p.lines.map((l) => {
      const taxable = l.price * l.quantity * p.dates.length;
      return p.state === '29' ? { c: Math.floor((taxable * l.rate * 2 + 2000) / 4000), i: 0 } : { c: 0, i: Math.floor((taxable * l.rate * 2 + 1000) / 2000) };
    });
    return { c: taxes.reduce((s, t) => s + t.c, 0), i: taxes.reduce((s, t) => s + t.i, 0) };
  };
  const subs = parts.map((p, i) => ({ ...p, id: `${orderId}s${i}`, subtotal: p.lines.reduce((s, l) => s + l.price * l.quantity * p.dates.length, 0), tax: goodsTax(p) }));
  const sum = (f: (s: (typeof subs)[number]) => number) => subs.reduce((a, s) => a + f(s), 0);
  // the delivery charge (a made-up figure: only the tax's share of it is checked)
  await q(`INSERT INTO "Order" (id, "orderNumber", "userId", subtotal, cgst, sgst, igst, "deliveryCharge", "totalPrice", "perDeliveryCharge", "updatedAt") VALUES ($1, $2, 'ravi', $3, $4, $4, $5, 0, 0, 5000, now())`, [
    orderId,
    `DM-${orderId}`,
    sum((s) => s.subtotal),
    sum((s) => s.tax.c),
    sum((s) => s.tax.i),
  ]);
  for (const [i, s] of subs.entries()) {
    await q(
      `INSERT INTO "Suborder" (id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "repeatType", "repeatInfo", subtotal, cgst, sgst, igst, "deliveryCharge", "totalPrice", "locationId", "locationSnapshot", portions, "placeOfSupply", "deliveryDrops", "updatedAt")
       VALUES ($1, $2, $3, $4, $5::"CategoryEnum", 'NEW', 'NONE', 'CUSTOM', $6, $7, $7, $8, 0, 0, $9, '{}', 1, $10, $11, now())`,
      [s.id, `DM-${orderId}-${i + 1}`, orderId, `cat-${s.kind}`, s.kind, s.subtotal, s.tax.c, s.tax.i, s.address, s.state, s.perDrop === false ? null : s.dates.length],
    );
    await q(`INSERT INTO "OrderItem" (id, "suborderId", "menuItemId", name, price, "unitType") VALUES ($1, $2, 'item', 'Chicken Bowl', 0, 'GRAMS')`, [`${s.id}i`, s.id]);
    for (const [k, l] of s.lines.entries()) {
      await q(`INSERT INTO "OrderItemVariant" (id, "orderItemId", "variantId", price, quantity, unit, "gstRate", hsn) VALUES ($1, $2, 'variant', $3, $4, 500, $5, $6)`, [`${s.id}v${k}`, `${s.id}i`, l.price, l.quantity, l.rate, l.hsn]);
    }
    for (const [k, date] of s.dates.entries()) {
      await q(`INSERT INTO "Delivery" (id, "suborderId", "deliveryDate", status, "locationSnapshot", "updatedAt") VALUES ($1, $2, $3, 'NEW', '{}', now())`, [`${s.id}d${k}`, s.id, date]);
    }
    // a make-up day fills the slot of the day it replaces: no drop of its own
    if (s.makeUp) await q(`INSERT INTO "Delivery" (id, "suborderId", "deliveryDate", status, "replacesDeliveryId", "locationSnapshot", "updatedAt") VALUES ($1, $2, $3, 'NEW', $4, '{}', now())`, [`${s.id}m`, s.id, s.makeUp, `${s.id}d0`]);
  }
  return orderId;
}

beforeAll(async () => {
  database = await createEmptyDatabase();
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsDir, before, { recursive: true });
  for (const name of readdirSync(before)) if (name >= MIGRATION && statSync(path.join(before, name)).isDirectory()) rmSync(path.join(before, name), { recursive: true });
  await migrate(database.url, before);
  rmSync(before, { recursive: true });

  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await q(`INSERT INTO "Role" (id, "roleName") VALUES (1, 'ADMIN'), (2, 'CUSTOMER')`);
  await q(`INSERT INTO "User" (id, "phoneNumber", "firstName", "updatedAt") VALUES ('ravi', '+919800000001', 'Ravi', now())`);
  await q(`INSERT INTO "Category" (id, title, "categoryEnum") VALUES ('cat-PDM', 'Pet Dog Meals', 'PDM'), ('cat-ADON', 'Add ons', 'ADON'), ('cat-TREATS', 'Treats', 'TREATS')`);
  await q(`INSERT INTO "MenuItem" (id, name, slug, "unitType", "categoryId", "updatedAt") VALUES ('item', 'Chicken Bowl', 'chicken-bowl', 'GRAMS', 'cat-PDM', now())`);
  await q(`INSERT INTO "Variant" (id, "menuItemId", price, unit, "unitType") VALUES ('variant', 'item', 14000, 500, 'GRAMS')`);
  await q(`INSERT INTO "Configuration" (id, key, value) VALUES ('c1', 'seller.stateCode', '29')`);
  for (const [id, state] of [['home', 'Karnataka'], ['office', 'Karnataka'], ['aunt', 'Maharashtra']]) {
    await q(`INSERT INTO "Address" (id, "userId", title, "lineOne", city, state, "zipCode", "updatedAt") VALUES ($1, 'ravi', 'Home', '1 Road', 'City', $2, '560038', now())`, [id, state]);
  }
});

afterAll(async () => {
  await client?.end();
  if (database) await dropDatabase(database.name);
});

test('orders priced per drop gain the delivery’s tax as lib/domain computes it under their own rule; older ones are left alone', async () => {
  const meal: Line = { hsn: '23091000', rate: 50, price: 14000, quantity: 1 };
  const oil: Line = { hsn: '15041020', rate: 180, price: 9000, quantity: 1 };
  const egg: Line = { hsn: '04072900', rate: 0, price: 1500, quantity: 2 };
  const dec = (...d: number[]) => d.map((x) => `2026-12-${String(x).padStart(2, '0')}`);
  const orders = [
    // a meal and an 18 % add-on to one door: the shared drops at 18 % (the old rule), carried by the meal
    await oldOrder([
      { kind: 'PDM', address: 'home', state: '29', dates: dec(1, 2, 3), lines: [meal] },
      { kind: 'ADON', address: 'home', state: '29', dates: dec(2, 3, 4), lines: [oil, egg] },
    ]),
    // treats couriered to Mumbai: IGST
    await oldOrder([{ kind: 'TREATS', address: 'aunt', state: '27', dates: dec(5, 12), lines: [meal, egg] }]),
    // a skipped day made up later: still three drops
    await oldOrder([{ kind: 'PDM', address: 'home', state: '29', dates: dec(7, 8, 9), lines: [meal], makeUp: '2026-12-14' }]),
    // two doors on one day: two drops; and two lines of one rate under different HSN codes
    await oldOrder([
      { kind: 'PDM', address: 'home', state: '29', dates: dec(10), lines: [meal, { ...meal, hsn: '23099090', price: 20000 }] },
      { kind: 'ADON', address: 'office', state: '29', dates: dec(10, 11), lines: [egg] },
    ]),
  ];
  const legacy = await oldOrder([{ kind: 'PDM', address: 'home', state: '29', dates: dec(1, 2), lines: [meal], perDrop: false }]);
  const storedBefore = await q<{ id: string; cgst: number; sgst: number; igst: number }>(`SELECT id, cgst, sgst, igst FROM "Order" ORDER BY id`);

  await migrate(database.url, migrationsDir);

  const db = createDb(database.url, 2);
  try {
    for (const orderId of orders) {
      const [order] = await q<{ cgst: number; sgst: number; igst: number; deliveryTaxRule: string }>(`SELECT cgst, sgst, igst, "deliveryTaxRule"::text FROM "Order" WHERE id = $1`, [orderId]);
      expect(order.deliveryTaxRule).toBe('HIGHEST_RATE');
      const charges = await loadOrderCharges(db, orderId);
      const byPart = chargedLines(charges.parts, chargeBasis(charges, '29'));
      const whole = summarizeLines(Object.values(byPart).flat());
      expect({ cgst: order.cgst, sgst: order.sgst, igst: order.igst }).toEqual({ cgst: whole.cgst, sgst: whole.sgst, igst: whole.igst });
      const subs = await q<{ id: string; cgst: number; sgst: number; igst: number }>(`SELECT id, cgst, sgst, igst FROM "Suborder" WHERE "orderId" = $1`, [orderId]);
      for (const s of subs) {
        const part = summarizeLines(byPart[s.id]);
        expect({ id: s.id, cgst: s.cgst, sgst: s.sgst, igst: s.igst }).toEqual({ id: s.id, cgst: part.cgst, sgst: part.sgst, igst: part.igst });
      }
    }
    // the first order, by hand: the meals carry 1 Dec alone at 5 % (₹50: 47.62 + 1.19 + 1.19) and the
    // two days shared with the oil at 18 % (₹100 split together: 84.75 + 7.63 + 7.63); the add-ons
    // carry 4 Dec at 18 % (42.37 + 3.81 + 3.81)
    const first = await q<{ suborderNo: string; cgst: number }>(`SELECT "suborderNo", cgst FROM "Suborder" WHERE "orderId" = $1 ORDER BY "suborderNo"`, [orders[0]]);
    expect(first.map((s) => s.cgst)).toEqual([1050 + 119 + 763, 2430 + 381]);

    const [old] = await q<{ cgst: number; deliveryTaxRule: string }>(`SELECT cgst, "deliveryTaxRule"::text FROM "Order" WHERE id = $1`, [legacy]);
    expect(old.cgst).toBe(storedBefore.find((o) => o.id === legacy)!.cgst);

    // an order placed from now on takes the principal supply's rule
    const [{ column_default }] = await q<{ column_default: string }>(`SELECT column_default FROM information_schema.columns WHERE table_name = 'Order' AND column_name = 'deliveryTaxRule'`);
    expect(column_default).toContain('PRINCIPAL_SUPPLY');
  } finally {
    await db.$disconnect();
  }
});
