// A large, realistic data set for the benchmark and for trying the admin pages at scale
// (`npm run db:seed:large`): menu items across the four categories, customers with addresses, and
// orders with their suborders, items, payments and deliveries spread over about three months
// around today. Runs after the demo seed (prisma/seed.ts) and adds to it.
//
// Why raw SQL through pg: 50,000 orders are about a million rows; Prisma creates one at a time
// would take most of an hour, so rows go in as multi-row INSERT ... SELECT FROM unnest(arrays), a
// few thousand rows per statement. Amounts still come from lib/domain (priceParts: each order's
// suborders priced together, one delivery charge per drop), dates from the same calendar and
// subscription rules the checkout uses, statuses from the same status machine, and every paid
// order has its tax invoice, and every paid delivery cancelled since its credit note, written from
// the same rules the payment transition and a skip use (lib/domain/order-charges.ts), numbered in
// the order they were issued: the rows are what the app itself would have written.
//
// Idempotent: every id and order number is derived from the row's index (a seeded random
// generator picks the rest), everything is written in one transaction, and a run that finds the
// last order already there stops at once. A second run therefore changes nothing.
import type pg from 'pg';
import { defaultTaxFromConfig, pricingSettingsFromConfig, sumCharges } from '@/lib/domain/charges';
import { priceParts, type PricingPart, type PricingSettings } from '@/lib/domain/order-pricing';
import { afterCredit, chargedLines, creditLines, sumLines, type ChargeBasis, type DocumentLine, type PlacedPart } from '@/lib/domain/order-charges';
import { deliveryAddressesLine, documentNumber, financialYearAt, signatoryLine } from '@/lib/domain/tax-documents';
import { taxSettingsFromConfig, type TaxSettings } from '@/lib/domain/tax-settings';
import { placeOfSupplyLabel, stateByCode } from '@/lib/domain/gst-states';
import { fullName } from '@/lib/domain/people';
import { STORE_NAME } from '@/lib/site';
import { addDays, dayToDate, formatDay, kolkataDayStart, kolkataToday, WEEKDAYS, type IsoDay } from '@/lib/domain/calendar';
import { subscriptionDates, subscriptionMonthsFromConfig } from '@/lib/domain/delivery-dates';
import { deriveRepeat, type DeliveryDay, type PurchaseMode } from '@/lib/domain/repeat';
import { portionsOf } from '@/lib/domain/capacity';
import { initialStatus, suborderStatusAfterDeliveries, type OrderStatus } from '@/lib/domain/order-status';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import { addressOneLine, addressSnapshotOf, type SavedAddress } from '@/lib/domain/address-snapshot';
import { slugify } from '@/lib/domain/menu-item-slug';
import type { Nutrition, PortionRow } from '@/lib/domain/menu-item-details';
import { BENGALURU_PINCODES } from './seed-data';

export type LargeScale = { menuItems: number; customers: number; orders: number };
export const FULL_SCALE: LargeScale = { menuItems: 200, customers: 5_000, orders: 50_000 };

/** The customer with exactly BENCH_CUSTOMER_ORDERS orders (the bench logs in as them). */
export const BENCH_CUSTOMER_PHONE = '+918000000000';
export const BENCH_CUSTOMER_ORDERS = 100;

const KINDS = ['CDM', 'PDM', 'TREATS', 'ADON'] as const;
type Kind = (typeof KINDS)[number];
// Treats ship across India and are bought once; the rest can be subscribed to.
const SUBSCRIBABLE: readonly Kind[] = ['CDM', 'PDM', 'ADON'];
const ROWS_PER_INSERT = 5_000;
// No 0/O, 1/I/L, like lib/orders/order-number.ts.
const ORDER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** mulberry32: small, fast, and the same sequence for the same seed on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A five-letter suffix unique per index (a bijection on 0..31^5-1: 7919 is prime to 31^5), so the
 * order numbers look like the app's random ones and never collide with each other.
 */
export function orderSuffix(index: number): string {
  const space = ORDER_ALPHABET.length ** 5;
  let n = (index * 7919 + 104_729) % space;
  let s = '';
  for (let i = 0; i < 5; i++) {
    s = ORDER_ALPHABET[n % ORDER_ALPHABET.length] + s;
    n = Math.floor(n / ORDER_ALPHABET.length);
  }
  return s;
}

/** Which orders belong to the bench customer: every step-th, BENCH_CUSTOMER_ORDERS of them. */
export function isBenchCustomerOrder(index: number, totalOrders: number): boolean {
  const step = Math.max(1, Math.floor(totalOrders / BENCH_CUSTOMER_ORDERS));
  return index % step === 0 && index / step < BENCH_CUSTOMER_ORDERS;
}

type Column = { name: string; array: string; cast?: string };
const col = (name: string, array: string, cast?: string): Column => ({ name, array, cast });

/** INSERT ... SELECT FROM unnest($1::text[], ...): one parameter per column, any number of rows. */
async function insertRows(client: pg.ClientBase, table: string, columns: Column[], rows: unknown[][], conflict = ''): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const arrays = columns.map((_, c) => chunk.map((r) => r[c]));
    const names = columns.map((c) => `"${c.name}"`).join(', ');
    const selects = columns.map((c, i) => (c.cast ? `c${i}::${c.cast}` : `c${i}`)).join(', ');
    const params = columns.map((c, i) => `$${i + 1}::${c.array}`).join(', ');
    const aliases = columns.map((_, i) => `c${i}`).join(', ');
    await client.query(`INSERT INTO "${table}" (${names}) SELECT ${selects} FROM unnest(${params}) AS t(${aliases}) ${conflict}`, arrays);
  }
}

const PROTEINS = ['Chicken', 'Mutton', 'Fish', 'Egg', 'Paneer', 'Turkey', 'Duck', 'Rabbit', 'Lentil', 'Tofu'];
const SIDES = ['Rice', 'Pumpkin', 'Sweet Potato', 'Millet', 'Oats', 'Carrot', 'Spinach', 'Quinoa', 'Barley', 'Beetroot'];
const NOUNS: Record<Kind, string> = { CDM: 'Community Meal', PDM: 'Bowl', TREATS: 'Treat', ADON: 'Topper' };
const VEG_PROTEINS = new Set(['Paneer', 'Lentil', 'Tofu']);
// Unit sizes and a price per unit step like the demo menu's (paise).
const SIZES: Record<Kind, { unitType: 'GRAMS' | 'ML' | 'PIECES'; units: number[]; paisePerUnit: number }> = {
  CDM: { unitType: 'GRAMS', units: [500, 1000, 5000], paisePerUnit: 11 },
  PDM: { unitType: 'GRAMS', units: [250, 500], paisePerUnit: 55 },
  TREATS: { unitType: 'GRAMS', units: [100, 200, 250], paisePerUnit: 220 },
  ADON: { unitType: 'ML', units: [250, 500], paisePerUnit: 34 },
};

// What each kind's item page shows: nutrition per 100 g and a day's portion for 5, 10, 20 and 30 kg dogs.
const DETAILS: Record<Kind, { nutrition: Nutrition; perDay: number[] }> = {
  CDM: { nutrition: { energyKcal: 130, proteinG: 9, fatG: 4, fibreG: 1.5, moistureG: 71 }, perDay: [200, 350, 600, 800] },
  PDM: { nutrition: { energyKcal: 145, proteinG: 11, fatG: 5, fibreG: 1.5, moistureG: 69 }, perDay: [180, 320, 550, 750] },
  TREATS: { nutrition: { energyKcal: 340, proteinG: 20, fatG: 8, fibreG: 4, moistureG: 14 }, perDay: [10, 15, 25, 35] },
  ADON: { nutrition: { energyKcal: 40, proteinG: 3, fatG: 2, fibreG: 0.5, moistureG: 92 }, perDay: [30, 60, 120, 180] },
};
const portionGuideOf = (kind: Kind): PortionRow[] => [5, 10, 20, 30].map((dogWeightKg, i) => ({ dogWeightKg, perDay: DETAILS[kind].perDay[i] }));

const FIRST_NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Karthik', 'Divya', 'Arjun', 'Lakshmi', 'Rahul', 'Sneha', 'Nikhil', 'Kavya', 'Suresh', 'Pooja', 'Manoj', 'Asha', 'Imran', 'Fatima', 'John', 'Mary', 'Harpreet', 'Gurleen'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Rao', 'Gowda', 'Khan', 'Das', 'Menon', 'Patel', 'Singh', 'Joseph', 'Hegde', 'Shetty', 'Pillai', 'Kulkarni'];
const STREETS = ['100 Feet Road', 'CMH Road', '80 Feet Road', 'Sarjapur Road', 'Bannerghatta Road', 'Old Airport Road', 'Hosur Road', 'Church Street', 'Residency Road', 'Outer Ring Road'];
// Where treats go beyond Karnataka: city, state, GST state code, PIN.
const AWAY: readonly [string, string, string, string][] = [
  ['Mumbai', 'Maharashtra', '27', '400001'],
  ['Chennai', 'Tamil Nadu', '33', '600001'],
  ['Kochi', 'Kerala', '32', '682001'],
  ['New Delhi', 'Delhi', '07', '110001'],
  ['Hyderabad', 'Telangana', '36', '500001'],
];
const AREAS = ['Indiranagar', 'Koramangala', 'HSR Layout', 'Jayanagar', 'Whitefield', 'Malleshwaram', 'JP Nagar', 'Banashankari', 'Hebbal', 'Domlur'];

export type LargeSeedResult = { skipped: boolean; menuItems: number; customers: number; orders: number; suborders: number; deliveries: number; invoices: number; creditNotes: number; ms: number };

/**
 * Adds the large data set to a database that already has the demo seed (roles, categories,
 * configuration, the admin). `now` fixes "today" (tests pass one; the script uses the clock).
 */
export async function seedLarge(client: pg.ClientBase, scale: LargeScale = FULL_SCALE, now: Date = new Date()): Promise<LargeSeedResult> {
  const started = Date.now();
  const lastOrderId = `lgo${scale.orders - 1}`;
  const done = await client.query('SELECT 1 FROM "Order" WHERE id = $1', [lastOrderId]);
  if (done.rowCount) return { skipped: true, menuItems: 0, customers: 0, orders: 0, suborders: 0, deliveries: 0, invoices: 0, creditNotes: 0, ms: Date.now() - started };

  await client.query('BEGIN');
  try {
    const result = await writeAll(client, scale, now);
    await client.query('COMMIT');
    // A bulk load leaves the visibility map empty until autovacuum comes round, and until then the
    // index-only scans the dashboard and capacity rely on read the heap too: the dashboard measured
    // 330 ms p95 before this and 168 ms after on the same data. VACUUM cannot run in a transaction.
    await client.query('VACUUM (ANALYZE)');
    return { ...result, skipped: false, ms: Date.now() - started };
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}

async function writeAll(client: pg.ClientBase, scale: LargeScale, now: Date) {
  const rand = seededRandom(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const stamp = now.toISOString();

  // ---- settings the checkout would have used
  const config = Object.fromEntries((await client.query<{ key: string; value: string }>('SELECT key, value FROM "Configuration"')).rows.map((r) => [r.key, r.value]));
  const pricing = pricingSettingsFromConfig(config);
  const defaultTax = defaultTaxFromConfig(config);
  const tax = taxSettingsFromConfig(config, STORE_NAME);
  const months = subscriptionMonthsFromConfig(config['subscription.months']);
  const categories = new Map((await client.query<{ id: string; categoryEnum: Kind }>('SELECT id, "categoryEnum" FROM "Category"')).rows.map((r) => [r.categoryEnum, r.id]));
  if (categories.size !== KINDS.length) throw new Error('seed-large: run the demo seed first (categories are missing)');
  const admin = (await client.query<{ id: string }>('SELECT id FROM "User" WHERE "roleId" = 1 ORDER BY "createdAt" LIMIT 1')).rows[0];
  if (!admin) throw new Error('seed-large: run the demo seed first (no admin)');

  // ---- menu: generated items until the menu has scale.menuItems, spread over the four categories
  const existing = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM "MenuItem"')).rows[0].n);
  const items: unknown[][] = [];
  const variants: unknown[][] = [];
  for (let i = 0; i < scale.menuItems - existing; i++) {
    const kind = KINDS[i % KINDS.length];
    const protein = PROTEINS[Math.floor(i / KINDS.length) % PROTEINS.length];
    const side = SIDES[Math.floor(i / (KINDS.length * PROTEINS.length)) % SIDES.length];
    const id = `lgm${i}`;
    const size = SIZES[kind];
    // Most items at the default rate; some add-ons and treats (supplements, chews) at 18 % under their own HSN.
    const own = (kind === 'ADON' || kind === 'TREATS') && i % 3 === 1;
    const name = `${protein} & ${side} ${NOUNS[kind]} ${i + 1}`;
    // the number in the name makes each name, and so each slug, unique
    items.push([id, name, slugify(name), `{${[protein, side].map((w) => `"${w}"`).join(',')}}`, JSON.stringify(DETAILS[kind].nutrition), JSON.stringify(portionGuideOf(kind)), `${protein} with ${side.toLowerCase()}, cooked fresh in small batches.`, `/images/menu/${['chicken-rice-community', 'chicken-pumpkin-bowl', 'chicken-jerky', 'chicken-bone-broth'][KINDS.indexOf(kind)]}.webp`, size.unitType, VEG_PROTEINS.has(protein) ? 'veg' : 'nonveg', categories.get(kind), 1000 + i, own ? 180 : defaultTax.gstRate, own ? '23099090' : defaultTax.hsn, stamp, stamp, stamp]);
    const count = int(1, size.units.length);
    for (let v = 0; v < count; v++) {
      // bigger packs a little cheaper per unit, rounded to whole rupees
      const price = Math.round((size.units[v] * size.paisePerUnit * (1 - 0.05 * v) * (0.8 + rand() * 0.4)) / 100) * 100;
      variants.push([`${id}v${v}`, id, price, size.units[v], size.unitType, v]);
    }
  }
  await insertRows(
    client,
    'MenuItem',
    [col('id', 'text[]'), col('name', 'text[]'), col('slug', 'text[]'), col('ingredients', 'text[]', 'text[]'), col('nutrition', 'text[]', 'jsonb'), col('portionGuide', 'text[]', 'jsonb'), col('description', 'text[]'), col('image', 'text[]'), col('unitType', 'text[]', '"UnitType"'), col('foodType', 'text[]', '"FoodType"'), col('categoryId', 'text[]'), col('sortOrder', 'int[]'), col('gstRate', 'int[]'), col('hsn', 'text[]'), col('createdAt', 'timestamp[]'), col('updatedAt', 'timestamp[]'), col('publishedAt', 'timestamp[]')],
    items,
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(client, 'Variant', [col('id', 'text[]'), col('menuItemId', 'text[]'), col('price', 'int[]'), col('unit', 'int[]'), col('unitType', 'text[]', '"UnitType"'), col('sortOrder', 'int[]')], variants, 'ON CONFLICT DO NOTHING');

  type MenuRow = { id: string; name: string; unitType: 'GRAMS' | 'ML' | 'PIECES'; kind: Kind; gstRate: number; hsn: string; variants: { id: string; price: number; unit: number }[] };
  const menu = (
    await client.query<MenuRow>(`
      SELECT m.id, m.name, m."unitType", c."categoryEnum" AS kind, m."gstRate", m.hsn,
             json_agg(json_build_object('id', v.id, 'price', v.price, 'unit', v.unit) ORDER BY v."sortOrder") AS variants
      FROM "MenuItem" m JOIN "Category" c ON c.id = m."categoryId" JOIN "Variant" v ON v."menuItemId" = m.id AND v.enabled
      WHERE m.enabled GROUP BY m.id, c."categoryEnum" ORDER BY m.id`)
  ).rows;
  const menuByKind = new Map(KINDS.map((k) => [k, menu.filter((m) => m.kind === k)]));

  // ---- customers, their settings and one or two addresses each
  const users: unknown[][] = [];
  const settings: unknown[][] = [];
  const addresses: unknown[][] = [];
  const addressesOf: SavedAddress[][] = [];
  // treats ship across India: some customers send them to family in another state
  const awayOf: (SavedAddress & { stateCode: string })[] = [];
  const names: string[] = [];
  const joined = now.getTime() - 200 * 86_400_000;
  for (let u = 0; u < scale.customers; u++) {
    const id = `lgu${u}`;
    const created = new Date(joined + Math.floor(rand() * 100 * 86_400_000)).toISOString();
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    users.push([id, first, last, `+918${String(u).padStart(9, '0')}`, rand() < 0.6 ? `${first}.${last}${u}@example.com`.toLowerCase() : null, created, created]);
    names.push(fullName({ firstName: first, lastName: last }, 'Customer'));
    settings.push([`lgs${u}`, id]);
    const own: SavedAddress[] = [];
    for (let a = 0; a < (rand() < 0.3 ? 2 : 1); a++) {
      const area = pick(AREAS);
      const address: SavedAddress = {
        id: `lga${u}_${a}`,
        title: a === 0 ? 'Home' : 'Work',
        lineOne: `${int(1, 999)}, ${int(1, 20)}th Cross, ${pick(STREETS)}`,
        linetwo: area,
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: pick(BENGALURU_PINCODES),
        country: 'India',
        latitude: 12.9 + rand() * 0.15,
        longitude: 77.5 + rand() * 0.2,
        dropNote: rand() < 0.2 ? 'Leave with the security guard' : null,
      };
      own.push(address);
      addresses.push([address.id, id, address.title, address.lineOne, address.linetwo, address.city, address.state, '29', address.zipCode, address.country, address.latitude, address.longitude, address.dropNote, created, created]);
    }
    addressesOf.push(own);
    if (u > 0 && rand() < 0.1) {
      const [city, state, stateCode, zipCode] = pick(AWAY);
      const away = { id: `lga${u}_away`, title: 'Family', lineOne: `${int(1, 999)}, ${pick(STREETS)}`, linetwo: null, city, state, stateCode, zipCode, country: 'India', latitude: null, longitude: null, dropNote: null };
      awayOf[u] = away;
      addresses.push([away.id, id, away.title, away.lineOne, away.linetwo, away.city, away.state, away.stateCode, away.zipCode, away.country, away.latitude, away.longitude, away.dropNote, created, created]);
    }
  }
  const conflictFree = 'ON CONFLICT DO NOTHING';
  await insertRows(client, 'User', [col('id', 'text[]'), col('firstName', 'text[]'), col('lastName', 'text[]'), col('phoneNumber', 'text[]'), col('email', 'text[]'), col('createdAt', 'timestamp[]'), col('updatedAt', 'timestamp[]')], users, conflictFree);
  await insertRows(client, 'UserSettings', [col('id', 'text[]'), col('userId', 'text[]')], settings, conflictFree);
  await insertRows(
    client,
    'Address',
    [col('id', 'text[]'), col('userId', 'text[]'), col('title', 'text[]'), col('lineOne', 'text[]'), col('linetwo', 'text[]'), col('city', 'text[]'), col('state', 'text[]'), col('stateCode', 'text[]'), col('zipCode', 'text[]'), col('country', 'text[]'), col('latitude', 'float8[]'), col('longitude', 'float8[]'), col('dropNote', 'text[]'), col('createdAt', 'timestamp[]'), col('updatedAt', 'timestamp[]')],
    addresses,
    conflictFree,
  );

  // ---- orders
  const today = kolkataToday(now);
  const orders: unknown[][] = [];
  const payments: unknown[][] = [];
  const suborders: unknown[][] = [];
  const deliveries: unknown[][] = [];
  const orderItems: unknown[][] = [];
  const itemVariants: unknown[][] = [];
  const paid: { orderId: string; confirmed: Date; createdMs: number; customer: number; parts: PlacedPart[] }[] = [];
  const credits: { orderId: string; deliveryId: string; slot: { part: string; date: IsoDay }; date: IsoDay; at: Date; byId: string; reason: string; suborderNo: string }[] = [];
  const addressOfPart = new Map<string, string>();
  for (let o = 0; o < scale.orders; o++) {
    const customer = isBenchCustomerOrder(o, scale.orders) ? 0 : int(1, Math.max(1, scale.customers - 1));
    // First deliveries from about two months ago to three weeks ahead; a month's subscription
    // started near the end runs on past that, so deliveries cover about three months.
    const start = addDays(today, int(-62, 20));
    const leadDays = int(1, 4);
    const createdMs = Math.min(kolkataDayStart(addDays(start, -leadDays)).getTime() + int(7 * 60, 21 * 60) * 60_000, now.getTime() - int(5, 600) * 60_000);
    const createdAt = new Date(createdMs);
    const orderId = `lgo${o}`;
    const orderNumber = `DM${kolkataToday(createdAt).slice(2).replace(/-/g, '')}-${orderSuffix(o)}`;
    const cancelledOrder = rand() < 0.04;

    const suborderCount = rand() < 0.6 ? 1 : rand() < 0.75 ? 2 : int(3, 4);
    const kinds = [...KINDS].sort(() => rand() - 0.5).slice(0, suborderCount);
    const orderDates: IsoDay[] = [];
    const parts: PricingPart[] = [];
    const placed: { suborderId: string; s: number; kind: Kind; initial: OrderStatus; repeat: ReturnType<typeof deriveRepeat>; address: SavedAddress; stateCode: string; dates: IsoDay[]; statuses: OrderStatus[]; portions: number }[] = [];
    for (const [s, kind] of kinds.entries()) {
      const mode: PurchaseMode = SUBSCRIBABLE.includes(kind) && rand() < 0.3 ? 'SUBSCRIBE' : 'BUY';
      let days: DeliveryDay[] = [];
      if (mode === 'SUBSCRIBE') days = rand() < 0.5 ? ['EVERYDAY'] : WEEKDAYS.filter(() => rand() < 0.35);
      if (mode === 'SUBSCRIBE' && days.length === 0) days = ['MONDAY', 'THURSDAY'];
      const repeat = deriveRepeat(mode, days);
      const dates =
        mode === 'SUBSCRIBE'
          ? subscriptionDates({ days, start, months, closedDates: [] })
          : [...new Set(Array.from({ length: int(1, 3) }, () => addDays(start, int(0, 6))))].sort();
      orderDates.push(...dates);

      const chosen = [...menuByKind.get(kind)!].sort(() => rand() - 0.5).slice(0, int(1, 3));
      const suborderId = `${orderId}s${s}`;
      const lines: PricingPart['lines'][number][] = [];
      for (const [i, item] of chosen.entries()) {
        const itemId = `${suborderId}i${i}`;
        const vs = item.variants.slice(0, int(1, Math.min(2, item.variants.length)));
        for (const [k, v] of vs.entries()) {
          const quantity = int(1, 3);
          const variantId = `${itemId}v${k}`;
          lines.push({ key: variantId, name: item.name, unit: v.unit, unitType: item.unitType, unitPrice: v.price, quantity, gstRate: item.gstRate, hsn: item.hsn });
          itemVariants.push([variantId, itemId, v.id, v.price, quantity, v.unit, item.gstRate, item.hsn]);
        }
        orderItems.push([itemId, suborderId, item.id, item.name, Math.min(...vs.map((v) => v.price)), item.unitType]);
      }

      const initial = initialStatus(mode);
      const statuses: OrderStatus[] = dates.map((d, i) => {
        if (cancelledOrder) return 'CANCELLED';
        // A skipped delivery now and then, never the last: an order with no cancellation of its
        // own always has food coming or delivered (lib/payments/cancel-payment-if-all-cancelled.ts).
        if (d < today) return i < dates.length - 1 && rand() < 0.04 ? 'CANCELLED' : 'DELIVERED';
        if (d === today) return rand() < 0.5 ? 'ASSIGNED' : initial;
        return initial;
      });
      const away = kind === 'TREATS' ? awayOf[customer] : undefined;
      const address = away && rand() < 0.5 ? away : pick(addressesOf[customer]);
      const stateCode = 'stateCode' in address ? (address as { stateCode: string }).stateCode : '29';
      parts.push({ key: suborderId, kind, addressKey: address.id, placeOfSupply: stateCode, dates, lines });
      placed.push({ suborderId, s, kind, initial, repeat, address, stateCode, dates, statuses, portions: portionsOf([{ variants: lines }]) });
      addressOfPart.set(suborderId, addressOneLine(address));
    }
    // The suborders priced together, as saveOrders prices them: they share their drops.
    const prices = priceParts(parts, pricing);
    for (const p of placed) {
      const c = prices[p.suborderId];
      suborders.push([
        p.suborderId,
        `${orderNumber}-${p.s + 1}`,
        orderId,
        categories.get(p.kind),
        p.kind,
        suborderStatusAfterDeliveries(p.initial, p.statuses),
        p.address.dropNote,
        p.repeat.repeatType,
        p.repeat.repeatInfo,
        c.subtotal,
        c.cgst,
        c.sgst,
        c.igst,
        c.deliveryCharge,
        c.totalPrice,
        p.stateCode,
        c.drops,
        p.address.id,
        JSON.stringify(addressSnapshotOf(p.address)),
        p.portions,
        createdAt.toISOString(),
        stamp,
      ]);
    }
    const totals = sumCharges(Object.values(prices));
    orders.push([orderId, orderNumber, `lgu${customer}`, totals.subtotal, totals.cgst, totals.sgst, totals.igst, totals.deliveryCharge, totals.totalPrice, pricing.dropCharge, createdAt.toISOString(), stamp]);

    // Payment: food is only sent once paid, so an order with a delivery in the past was paid (or
    // was cancelled and its payment with it); an upcoming one may still await proof or review.
    // Unpaid orders expire after a day (process-payment-deadlines), so "required" is recent only.
    const dueAt = new Date(createdMs + 24 * 3_600_000);
    const firstDate = orderDates.sort()[0];
    let status: PaymentStatus = 'success';
    if (cancelledOrder) status = 'cancelled';
    else if (firstDate > today && dueAt > now && rand() < 0.5) status = 'required';
    else if (firstDate > today && rand() < 0.25) status = 'pending';
    const submittedAt = status === 'success' || status === 'pending' ? new Date(createdMs + 40 * 60_000).toISOString() : null;
    const confirmed = status === 'success' ? new Date(createdMs + 3 * 3_600_000) : null;
    const confirmedAt = confirmed?.toISOString() ?? null;
    payments.push([`lgp${o}`, orderId, status, totals.totalPrice, submittedAt, confirmedAt ? admin.id : null, confirmedAt, dueAt.toISOString(), createdAt.toISOString(), stamp]);

    // Each delivery as written; a paid delivery cancelled since was given back (its credit note):
    // a one-time one skipped by the customer the evening before, a subscription's by the store.
    for (const p of placed) {
      for (const [i, d] of p.dates.entries()) {
        const id = `${p.suborderId}d${i}`;
        const givenBack = confirmed && p.statuses[i] === 'CANCELLED';
        const at = givenBack ? new Date(Math.max(confirmed.getTime() + 3_600_000, kolkataDayStart(d).getTime() - 4 * 3_600_000)) : null;
        const skipped = at && p.repeat.repeatType === 'NONE';
        deliveries.push([id, p.suborderId, d, p.statuses[i], stamp, skipped ? at.toISOString() : null, skipped ? `lgu${customer}` : null, at?.toISOString() ?? null, p.address.id, JSON.stringify(addressSnapshotOf(p.address))]);
        if (at) credits.push({ orderId, deliveryId: id, slot: { part: p.suborderId, date: d }, date: d, at, byId: skipped ? `lgu${customer}` : admin.id, reason: skipped ? 'Skipped delivery' : 'Cancelled delivery', suborderNo: `${orderNumber}-${p.s + 1}` });
      }
    }
    if (confirmed) paid.push({ orderId, confirmed, createdMs, customer, parts: parts.map((part) => ({ ...part, charged: part.dates })) });
  }

  await insertRows(
    client,
    'Order',
    [col('id', 'text[]'), col('orderNumber', 'text[]'), col('userId', 'text[]'), col('subtotal', 'int[]'), col('cgst', 'int[]'), col('sgst', 'int[]'), col('igst', 'int[]'), col('deliveryCharge', 'int[]'), col('totalPrice', 'int[]'), col('perDeliveryCharge', 'int[]'), col('createdAt', 'timestamp[]'), col('updatedAt', 'timestamp[]')],
    orders,
  );
  await insertRows(
    client,
    'Payment',
    [col('id', 'text[]'), col('orderId', 'text[]'), col('status', 'text[]', '"PaymentStatus"'), col('amount', 'int[]'), col('submittedAt', 'timestamp[]'), col('confirmedById', 'text[]'), col('confirmedAt', 'timestamp[]'), col('dueAt', 'timestamp[]'), col('createdAt', 'timestamp[]'), col('updatedAt', 'timestamp[]')],
    payments,
  );
  await insertRows(
    client,
    'Suborder',
    [
      col('id', 'text[]'),
      col('suborderNo', 'text[]'),
      col('orderId', 'text[]'),
      col('categoryId', 'text[]'),
      col('categoryEnum', 'text[]', '"CategoryEnum"'),
      col('status', 'text[]', '"OrderStatus"'),
      col('dropNote', 'text[]'),
      col('repeatType', 'text[]', '"RepeatType"'),
      col('repeatInfo', 'text[]'),
      col('subtotal', 'int[]'),
      col('cgst', 'int[]'),
      col('sgst', 'int[]'),
      col('igst', 'int[]'),
      col('deliveryCharge', 'int[]'),
      col('totalPrice', 'int[]'),
      col('placeOfSupply', 'text[]'),
      col('deliveryDrops', 'int[]'),
      col('locationId', 'text[]'),
      col('locationSnapshot', 'text[]', 'jsonb'),
      col('portions', 'int[]'),
      col('createdAt', 'timestamp[]'),
      col('updatedAt', 'timestamp[]'),
    ],
    suborders,
  );
  await insertRows(
    client,
    'Delivery',
    [col('id', 'text[]'), col('suborderId', 'text[]'), col('deliveryDate', 'date[]'), col('status', 'text[]', '"OrderStatus"'), col('updatedAt', 'timestamp[]'), col('skippedAt', 'timestamp[]'), col('skippedById', 'text[]'), col('creditedAt', 'timestamp[]'), col('locationId', 'text[]'), col('locationSnapshot', 'text[]', 'jsonb')],
    deliveries.map((d) => [d[0], d[1], dayToDate(d[2] as IsoDay).toISOString().slice(0, 10), d[3], d[4], d[5], d[6], d[7], d[8], d[9]]),
  );
  await insertRows(client, 'OrderItem', [col('id', 'text[]'), col('suborderId', 'text[]'), col('menuItemId', 'text[]'), col('name', 'text[]'), col('price', 'int[]'), col('unitType', 'text[]', '"UnitType"')], orderItems);
  await insertRows(client, 'OrderItemVariant', [col('id', 'text[]'), col('orderItemId', 'text[]'), col('variantId', 'text[]'), col('price', 'int[]'), col('quantity', 'int[]'), col('unit', 'int[]'), col('gstRate', 'int[]'), col('hsn', 'text[]')], itemVariants);
  // every delivery brings its suborder's items on its own rows, as checkout writes them (lib/orders/write-order.ts)
  await client.query(`
    INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn)
    SELECT gen_random_uuid()::text, d.id, i."menuItemId", v."variantId", i.name, i."unitType", v.unit, v.price, v.quantity, v."gstRate", v.hsn
    FROM "Delivery" d JOIN "OrderItem" i ON i."suborderId" = d."suborderId" AND i.enable JOIN "OrderItemVariant" v ON v."orderItemId" = i.id
    WHERE NOT EXISTS (SELECT 1 FROM "DeliveryItem" x WHERE x."deliveryId" = d.id)`);
  await client.query(`UPDATE "Delivery" d SET portions = s.portions FROM "Suborder" s WHERE s.id = d."suborderId" AND d.portions IS NULL`);
  const documents = await writeTaxDocuments(client, { paid, credits, names, tax, pricing, phoneOf: (u) => `+918${String(u).padStart(9, '0')}`, addressOfPart });
  // fresh statistics, so the planner sees 50,000 orders rather than the demo's handful
  await client.query('ANALYZE');
  return { menuItems: items.length, customers: users.length, orders: orders.length, suborders: suborders.length, deliveries: deliveries.length, ...documents };
}

type TaxDocumentsInput = {
  paid: { orderId: string; confirmed: Date; createdMs: number; customer: number; parts: PlacedPart[] }[];
  credits: { orderId: string; deliveryId: string; slot: { part: string; date: IsoDay }; date: IsoDay; at: Date; byId: string; reason: string; suborderNo: string }[];
  names: string[];
  tax: TaxSettings;
  pricing: PricingSettings;
  phoneOf: (customer: number) => string;
  /** each suborder's delivery address on one line, as its documents print it (lib/invoices/document-buyer.ts) */
  addressOfPart: ReadonlyMap<string, string>;
};

/**
 * The tax invoice of every paid order (issued at its confirmation, one per place of supply) and a
 * credit note (with its refund) for every paid delivery cancelled since, numbered in the order they
 * were issued, per financial year, continuing the series already in the database.
 */
async function writeTaxDocuments(client: pg.ClientBase, input: TaxDocumentsInput): Promise<{ invoices: number; creditNotes: number }> {
  const { tax } = input;
  const basis: ChargeBasis = { ...input.pricing, sellerStateCode: tax.seller.stateCode, legacy: false };
  const counters = new Map(
    (await client.query<{ kind: string; financialYear: string; lastSerial: number }>('SELECT kind::text AS kind, "financialYear", "lastSerial" FROM "DocumentCounter"')).rows.map((r) => [`${r.kind}|${r.financialYear}`, r.lastSerial]),
  );
  const next = (kind: 'INVOICE' | 'CREDIT_NOTE', at: Date, prefix: string) => {
    const fy = financialYearAt(at);
    const key = `${kind}|${fy.label}`;
    const serial = (counters.get(key) ?? 0) + 1;
    counters.set(key, serial);
    return { serial, financialYear: fy.label, number: documentNumber(prefix, fy.short, serial) };
  };
  const lineRow = (documentId: string, l: DocumentLine, position: number) => [
    `${documentId}l${position}`,
    documentId,
    position,
    l.kind,
    l.partKey,
    l.description,
    l.hsn,
    l.quantity,
    l.unit,
    l.unitPrice,
    l.uqc,
    l.quantityMilli,
    l.gstRate,
    l.taxableValue,
    l.cgst,
    l.sgst,
    l.igst,
    l.total,
  ];
  const invoices: unknown[][] = [];
  const invoiceLines: unknown[][] = [];
  const notes: unknown[][] = [];
  const noteLines: unknown[][] = [];
  const refunds: unknown[][] = [];
  const invoiceOf = new Map<string, string>();
  const buyerOf = new Map<string, { name: string; phone: string; address: string; number: string; issuedAt: Date }>();
  const partsOf = new Map<string, PlacedPart[]>();

  const paid = [...input.paid].sort((a, b) => a.confirmed.getTime() - b.confirmed.getTime() || a.createdMs - b.createdMs || a.orderId.localeCompare(b.orderId));
  for (const order of paid) {
    partsOf.set(order.orderId, order.parts);
    const byPart = chargedLines(order.parts, basis);
    const groups = new Map<string, DocumentLine[]>();
    for (const part of order.parts) groups.set(part.placeOfSupply!, [...(groups.get(part.placeOfSupply!) ?? []), ...byPart[part.key].filter((l) => l.total !== 0)]);
    let k = 0;
    for (const [code, lines] of groups) {
      if (lines.length === 0) continue;
      const id = `lgi${order.orderId.slice(3)}_${k++}`;
      const n = next('INVOICE', order.confirmed, tax.invoicePrefix);
      const sums = sumLines(lines);
      const addresses = lines.map((l) => input.addressOfPart.get(l.partKey) ?? '');
      const buyer = [addresses[0] ?? '', deliveryAddressesLine(addresses), stateByCode(code)!.name, code, false, signatoryLine(tax.seller.legalName)];
      buyerOf.set(id, { name: input.names[order.customer], phone: input.phoneOf(order.customer), address: addresses[0] ?? '', number: n.number, issuedAt: order.confirmed });
      invoices.push([id, n.number, n.financialYear, n.serial, order.orderId, code, placeOfSupplyLabel(stateByCode(code)!), order.confirmed.toISOString(), tax.seller.legalName, tax.seller.gstin, tax.seller.stateCode, tax.seller.address, input.names[order.customer], input.phoneOf(order.customer), ...buyer, sums.taxableValue, sums.cgst, sums.sgst, sums.igst, sums.total]);
      lines.forEach((l, i) => invoiceLines.push(lineRow(id, l, i + 1)));
      invoiceOf.set(`${order.orderId}|${code}`, id);
    }
  }

  const credits = [...input.credits].sort((a, b) => a.at.getTime() - b.at.getTime() || a.deliveryId.localeCompare(b.deliveryId));
  for (const [i, c] of credits.entries()) {
    const parts = partsOf.get(c.orderId)!;
    const lines = creditLines(parts, [c.slot], basis);
    partsOf.set(c.orderId, afterCredit(parts, [c.slot]));
    const sums = sumLines(lines);
    if (sums.total === 0) continue;
    const part = parts.find((p) => p.key === c.slot.part)!;
    const id = `lgc${i}`;
    const refundId = `lgr${i}`;
    const n = next('CREDIT_NOTE', c.at, tax.creditNotePrefix);
    const reason = `${c.reason} of ${formatDay(c.date)} (${c.suborderNo})`;
    refunds.push([refundId, c.orderId, c.deliveryId, sums.total, reason, c.byId, c.at.toISOString()]);
    const invoiceId = invoiceOf.get(`${c.orderId}|${part.placeOfSupply}`)!;
    const inv = buyerOf.get(invoiceId)!;
    const code = part.placeOfSupply!;
    const buyer = [inv.name, inv.phone, inv.address, deliveryAddressesLine(lines.map((l) => input.addressOfPart.get(l.partKey) ?? '')), stateByCode(code)!.name, code, inv.number, inv.issuedAt.toISOString(), false, signatoryLine(tax.seller.legalName)];
    notes.push([id, n.number, n.financialYear, n.serial, invoiceId, c.at.toISOString(), reason, c.deliveryId, refundId, ...buyer, sums.taxableValue, sums.cgst, sums.sgst, sums.igst, sums.total]);
    lines.forEach((l, k) => noteLines.push(lineRow(id, l, k + 1)));
  }

  const figures = [col('taxableValue', 'int[]'), col('cgst', 'int[]'), col('sgst', 'int[]'), col('igst', 'int[]'), col('total', 'int[]')];
  const lineColumns = (parent: string) => [
    col('id', 'text[]'),
    col(parent, 'text[]'),
    col('position', 'int[]'),
    col('kind', 'text[]', '"TaxLineKind"'),
    col('suborderId', 'text[]'),
    col('description', 'text[]'),
    col('hsn', 'text[]'),
    col('quantity', 'int[]'),
    col('unit', 'text[]'),
    col('unitPrice', 'int[]'),
    col('uqc', 'text[]'),
    col('quantityMilli', 'int[]'),
    col('gstRate', 'int[]'),
    ...figures,
  ];
  await insertRows(
    client,
    'Invoice',
    [
      col('id', 'text[]'),
      col('number', 'text[]'),
      col('financialYear', 'text[]'),
      col('serial', 'int[]'),
      col('orderId', 'text[]'),
      col('placeOfSupply', 'text[]'),
      col('placeOfSupplyLabel', 'text[]'),
      col('issuedAt', 'timestamp[]'),
      col('sellerLegalName', 'text[]'),
      col('sellerGstin', 'text[]'),
      col('sellerStateCode', 'text[]'),
      col('sellerAddress', 'text[]'),
      col('buyerName', 'text[]'),
      col('buyerPhone', 'text[]'),
      col('buyerAddress', 'text[]'),
      col('deliveryAddress', 'text[]'),
      col('buyerStateName', 'text[]'),
      col('buyerStateCode', 'text[]'),
      col('reverseCharge', 'bool[]'),
      col('signatory', 'text[]'),
      ...figures,
    ],
    invoices,
  );
  await insertRows(client, 'InvoiceLine', lineColumns('invoiceId'), invoiceLines);
  await insertRows(client, 'Refund', [col('id', 'text[]'), col('orderId', 'text[]'), col('deliveryId', 'text[]'), col('amount', 'int[]'), col('reason', 'text[]'), col('createdById', 'text[]'), col('createdAt', 'timestamp[]')], refunds);
  await insertRows(
    client,
    'CreditNote',
    [
      col('id', 'text[]'),
      col('number', 'text[]'),
      col('financialYear', 'text[]'),
      col('serial', 'int[]'),
      col('invoiceId', 'text[]'),
      col('issuedAt', 'timestamp[]'),
      col('reason', 'text[]'),
      col('deliveryId', 'text[]'),
      col('refundId', 'text[]'),
      col('buyerName', 'text[]'),
      col('buyerPhone', 'text[]'),
      col('buyerAddress', 'text[]'),
      col('deliveryAddress', 'text[]'),
      col('buyerStateName', 'text[]'),
      col('buyerStateCode', 'text[]'),
      col('invoiceNumber', 'text[]'),
      col('invoiceIssuedAt', 'timestamp[]'),
      col('reverseCharge', 'bool[]'),
      col('signatory', 'text[]'),
      ...figures,
    ],
    notes,
  );
  await insertRows(client, 'CreditNoteLine', lineColumns('creditNoteId'), noteLines);
  for (const [key, lastSerial] of counters) {
    const [kind, financialYear] = key.split('|');
    await client.query(
      `INSERT INTO "DocumentCounter" (kind, "financialYear", "lastSerial") VALUES ($1::"DocumentKind", $2, $3) ON CONFLICT (kind, "financialYear") DO UPDATE SET "lastSerial" = EXCLUDED."lastSerial"`,
      [kind, financialYear, lastSerial],
    );
  }
  return { invoices: invoices.length, creditNotes: notes.length };
}
