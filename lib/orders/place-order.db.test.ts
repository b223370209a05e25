// saveOrders at the service layer on a real database: figures recomputed from the menu, date and
// address rules, idempotency under concurrent submits, and all-or-nothing writes.
import { useTestDatabase } from '@/testing/test-database';
import { setClock } from '@/lib/clock';
import { chargeFigures } from '@/lib/domain/charges';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates } from '@/lib/domain/cart-checkout';
import { payloadFor } from '@/testing/checkout';
import type { CategoryCode } from '@/lib/domain/categories';
import { placeOrder } from './place-order';
import type { SuborderInput } from '@/lib/domain/inputs/order-input';
import { saveCart } from '@/lib/carts/save-cart';
import { loadCarts } from '@/lib/carts/load-carts';

const t = useTestDatabase();
// Friday 2026-11-20, 10:00 in Bengaluru
const MORNING = new Date('2026-11-20T04:30:00Z');
let restore: () => void = () => {};
beforeEach(() => (restore = setClock(MORNING)));
afterEach(() => restore());

let n = 0;
async function customer(): Promise<{ viewer: Viewer; bengaluru: string; mumbai: string }> {
  const db = t.db();
  const user = await db.user.create({ data: { phoneNumber: `+9197000${String(++n).padStart(5, '0')}`, firstName: `C${n}`, roleId: 2 } });
  const base = { userId: user.id, lineOne: '1 MG Road', city: 'Bengaluru', state: 'Karnataka' };
  const bengaluru = await db.address.create({ data: { ...base, title: 'Home', zipCode: '560038' } });
  const mumbai = await db.address.create({ data: { ...base, title: 'Office', city: 'Mumbai', state: 'Maharashtra', zipCode: '400001' } });
  return { viewer: { id: user.id, roleId: 2, firstName: user.firstName }, bengaluru: bengaluru.id, mumbai: mumbai.id };
}

async function cartFor(kind: CategoryCode, partial: Partial<Cart>, qty = 2): Promise<{ cart: Cart; categoryId: string }> {
  const category = await t.db().category.findUniqueOrThrow({ where: { categoryEnum: kind } });
  const item = await t.db().menuItem.findFirstOrThrow({ where: { categoryId: category.id }, include: { variants: { orderBy: { price: 'asc' } } } });
  const v = item.variants[0];
  return {
    categoryId: category.id,
    cart: {
      ...emptyCart(kind),
      items: [{ menuItemId: item.id, name: item.name, image: null, unitType: item.unitType, specialInstructions: 'no onions please', variants: [{ variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty }] }],
      ...partial,
    },
  };
}

async function payload(kind: CategoryCode, partial: Partial<Cart>, now = MORNING): Promise<SuborderInput> {
  const { cart, categoryId } = await cartFor(kind, partial);
  return (await payloadFor(t.db(), [{ cart, categoryId, dates: cartDeliveryDates(cart, now, 1, []) }]))[0];
}

/** Carts checked out together, priced together as the cart page prices them. */
async function payloads(carts: [CategoryCode, Partial<Cart>][], now = MORNING): Promise<SuborderInput[]> {
  const built = [];
  for (const [kind, partial] of carts) built.push(await cartFor(kind, partial));
  return payloadFor(t.db(), built.map(({ cart, categoryId }) => ({ cart, categoryId, dates: cartDeliveryDates(cart, now, 1, []) })));
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the order to be refused');
}

async function orderCount(userId: string) {
  return t.db().order.count({ where: { userId } });
}

test('a buy and a weekday subscription become one order with server-computed figures', async () => {
  const { viewer, bengaluru } = await customer();
  const [buy, sub] = await payloads([
    ['PDM', { addressId: bengaluru, deliveryDates: ['2026-11-23', '2026-11-25'] }],
    ['CDM', { addressId: bengaluru, buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY', 'THURSDAY'] }],
  ]);
  const { cart } = await cartFor('PDM', { addressId: bengaluru });
  await saveCart(viewer, { ...cart, items: cart.items.map((i) => ({ ...i, variants: i.variants.map((v) => ({ variantId: v.variantId, qty: v.qty })) })) } as never);

  const { orderId, replayed } = await placeOrder(viewer, { orders: [buy, sub], idempotencyKey: 'k-happy' });
  expect(replayed).toBe(false);
  const order = await t.db().order.findUniqueOrThrow({
    where: { id: orderId },
    include: { payment: true, suborders: { include: { deliveries: { orderBy: { deliveryDate: 'asc' } }, items: { include: { variants: true } } }, orderBy: { suborderNo: 'asc' } } },
  });
  expect(order.orderNumber).toMatch(/^DM261120-[A-Z2-9]{5}$/);
  expect(order.totalPrice).toBe(buy.totalPrice + sub.totalPrice);
  expect(order.subtotal).toBe(buy.subtotal + sub.subtotal);
  // the stored taxes are the invoice's: the delivery's included, so items + delivery before tax + taxes is the total
  // (every meal is at 5 %: each drop's ₹50 holds 1.19 + 1.19 of it)
  const drops = order.suborders.reduce((n, s) => n + (s.deliveryDrops ?? 0), 0);
  expect(order.deliveryCharge - chargeFigures(order).delivery).toBe(drops * 238);
  expect(order.deliveryTaxRule).toBe('PRINCIPAL_SUPPLY');
  expect(order.payment).toMatchObject({ status: 'required', amount: order.totalPrice });
  // What it was priced with stays with it, for the invoice: the drop charge, each line's rate and
  // HSN code, each suborder's place of supply and the drops it carries.
  expect(order).toMatchObject({ perDeliveryCharge: 5000, igst: 0 });
  const [pdm, cdm] = order.suborders;
  expect(pdm.items[0].variants[0]).toMatchObject({ gstRate: 50, hsn: '23091000' });
  expect(pdm).toMatchObject({ placeOfSupply: '29', deliveryDrops: 2 });
  // Monday 23 November is one drop for both carts: the meals carry it, the community meals ride along.
  expect(cdm).toMatchObject({ placeOfSupply: '29', deliveryDrops: 7, deliveryCharge: 7 * 5000 });
  expect(order.deliveryCharge).toBe(9 * 5000);
  expect(pdm).toMatchObject({ suborderNo: `${order.orderNumber}-1`, status: 'NEW', repeatType: 'NONE', repeatInfo: 'CUSTOM', categoryEnum: 'PDM' });
  expect(pdm.deliveries.map((d) => d.status)).toEqual(['NEW', 'NEW']);
  expect(pdm.items[0].specialInstructions).toBe('No onions please');
  expect(cdm).toMatchObject({ status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY' });
  expect(cdm.deliveries).toHaveLength(8);
  expect(cdm.deliveries[0].deliveryDate.toISOString().slice(0, 10)).toBe('2026-11-23');
  // the PDM cart it came from is empty now
  expect((await loadCarts(viewer.id)).find((c) => c.kind === 'PDM')!.items).toEqual([]);
});

test('every delivery is written with its own items (what the day brings) and portions, as ordered', async () => {
  const { viewer, bengaluru } = await customer();
  const [buy, sub] = await payloads([
    ['PDM', { addressId: bengaluru, deliveryDates: ['2026-11-23', '2026-11-25'] }],
    ['CDM', { addressId: bengaluru, buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY', 'THURSDAY'] }],
  ]);
  const { orderId } = await placeOrder(viewer, { orders: [buy, sub], idempotencyKey: 'k-items' });
  const suborders = await t.db().suborder.findMany({ where: { orderId }, include: { items: { include: { variants: true } }, deliveries: { include: { items: true } } } });
  expect(suborders.flatMap((s) => s.deliveries)).toHaveLength(10);
  for (const s of suborders) {
    const ordered = s.items.flatMap((i) => i.variants.map((v) => ({ menuItemId: i.menuItemId, variantId: v.variantId, name: i.name, unitType: i.unitType, unit: v.unit, price: v.price, quantity: v.quantity, gstRate: v.gstRate, hsn: v.hsn })));
    for (const d of s.deliveries) {
      expect(d.items.map((r) => ({ menuItemId: r.menuItemId, variantId: r.variantId, name: r.name, unitType: r.unitType, unit: r.unit, price: r.price, quantity: r.quantity, gstRate: r.gstRate, hsn: r.hsn }))).toEqual(ordered);
      expect(d.portions).toBe(s.portions);
    }
  }
});

test.each([
  ['a lower total', (p: SuborderInput) => ({ ...p, totalPrice: p.totalPrice - 100 })],
  ['a lower subtotal', (p: SuborderInput) => ({ ...p, subtotal: 1 })],
  ['no delivery charge', (p: SuborderInput) => ({ ...p, deliveryCharge: 0, totalPrice: p.totalPrice - p.deliveryCharge })],
  ['a cheaper variant price with matching totals', (p: SuborderInput) => ({ ...p, items: p.items.map((i) => ({ ...i, variants: i.variants.map((v) => ({ ...v, price: 100 })) })) })],
])('%s is refused, naming the current total, and nothing is written', async (_name, tamper) => {
  const { viewer, bengaluru } = await customer();
  const honest = await payload('PDM', { addressId: bengaluru, deliveryDates: ['2026-11-23'] });
  const e = await failure(placeOrder(viewer, { orders: [tamper(honest)], idempotencyKey: 'k-tamper' }));
  expect(e.code).toBe('BAD_USER_INPUT');
  expect(e.details.currentTotal).toBe(honest.totalPrice);
  expect(e.message).toContain('now ₹');
  expect(await orderCount(viewer.id)).toBe(0);
});

test('a meal and an add-on to one address on the same weekdays pay one delivery charge a day, not two', async () => {
  const { viewer, bengaluru } = await customer();
  const weekdays = { addressId: bengaluru, buyOrSubscribe: 'SUBSCRIBE' as const, deliveryDays: ['MONDAY' as const, 'TUESDAY' as const, 'WEDNESDAY' as const, 'THURSDAY' as const, 'FRIDAY' as const] };
  const [meals, addOn] = await payloads([
    ['PDM', weekdays],
    ['ADON', weekdays],
  ]);
  const days = meals.deliveries.length;
  expect(days).toBeGreaterThanOrEqual(20);
  const { orderId } = await placeOrder(viewer, { orders: [meals, addOn], idempotencyKey: 'k-drops' });
  const order = await t.db().order.findUniqueOrThrow({ where: { id: orderId }, include: { suborders: { orderBy: { suborderNo: 'asc' } } } });
  expect(order.deliveryCharge).toBe(days * 5000);
  expect(order.suborders.map((s) => [s.categoryEnum, s.deliveryDrops, s.deliveryCharge])).toEqual([
    ['PDM', days, days * 5000],
    ['ADON', 0, 0],
  ]);
});

test('a payload priced cart by cart (a delivery charge each) is refused, naming the suborder whose charge differs', async () => {
  const { viewer, bengaluru } = await customer();
  const dates = { addressId: bengaluru, deliveryDates: ['2026-11-23', '2026-11-24'] };
  // each cart priced alone, as the old rule did: both pay both days
  const [meals] = await payloads([['PDM', dates]]);
  const [addOn] = await payloads([['ADON', dates]]);
  const e = await failure(placeOrder(viewer, { orders: [meals, addOn], idempotencyKey: 'k-per-cart' }));
  expect(e.code).toBe('BAD_USER_INPUT');
  expect(e.details.field).toBe('orders.1.deliveryCharge');
  expect(e.message).toMatch(/^Delivery is charged once per address and date: your Add ons total is now ₹/);
  expect(await orderCount(viewer.id)).toBe(0);
});

test('treats to a Maharashtra address owe IGST only, with their place of supply; a Karnataka address CGST + SGST', async () => {
  const { viewer, bengaluru, mumbai } = await customer();
  const [treats, meals] = await payloads([
    ['TREATS', { addressId: mumbai, deliveryDates: ['2026-12-01'] }],
    ['PDM', { addressId: bengaluru, deliveryDates: ['2026-12-01'] }],
  ]);
  const { orderId } = await placeOrder(viewer, { orders: [treats, meals], idempotencyKey: 'k-igst' });
  const order = await t.db().order.findUniqueOrThrow({ where: { id: orderId }, include: { suborders: { orderBy: { suborderNo: 'asc' } } } });
  const [t1, m1] = order.suborders;
  expect(t1).toMatchObject({ placeOfSupply: '27', cgst: 0, sgst: 0, deliveryDrops: 1 });
  expect(t1.igst).toBeGreaterThan(0);
  expect(m1).toMatchObject({ placeOfSupply: '29', igst: 0, deliveryDrops: 1 });
  expect(m1.cgst).toBeGreaterThan(0);
  expect(order.igst).toBe(t1.igst);
});

test('ten identical submits at once create one order', async () => {
  const { viewer, bengaluru } = await customer();
  const p = await payload('TREATS', { addressId: bengaluru, deliveryDates: ['2026-11-30'] });
  const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(viewer, { orders: [p], idempotencyKey: 'k-race' })));
  expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
  expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  expect(await orderCount(viewer.id)).toBe(1);
}, 30_000);

test('the same key with a different cart is a CONFLICT', async () => {
  const { viewer, bengaluru } = await customer();
  await placeOrder(viewer, { orders: [await payload('TREATS', { addressId: bengaluru, deliveryDates: ['2026-11-30'] })], idempotencyKey: 'k-reuse' });
  const e = await failure(placeOrder(viewer, { orders: [await payload('TREATS', { addressId: bengaluru, deliveryDates: ['2026-12-01'] })], idempotencyKey: 'k-reuse' }));
  expect(e.code).toBe('CONFLICT');
  expect(await orderCount(viewer.id)).toBe(1);
});

test("another customer's address is refused", async () => {
  const a = await customer();
  const b = await customer();
  const e = await failure(placeOrder(a.viewer, { orders: [await payload('PDM', { addressId: b.bengaluru, deliveryDates: ['2026-11-23'] })], idempotencyKey: 'k-foreign' }));
  expect(e.code).toBe('NOT_FOUND'); // someone else's address reads as one that does not exist
  expect(await orderCount(a.viewer.id)).toBe(0);
});

test('meals outside Bengaluru are refused; treats go anywhere', async () => {
  const { viewer, mumbai } = await customer();
  const meals = await failure(placeOrder(viewer, { orders: [await payload('PDM', { addressId: mumbai, deliveryDates: ['2026-11-23'] })], idempotencyKey: 'k-mumbai-1' }));
  expect(meals.message).toMatch(/Meals and add-ons are delivered in Bengaluru only/);
  await expect(placeOrder(viewer, { orders: [await payload('TREATS', { addressId: mumbai, deliveryDates: ['2026-11-30'] })], idempotencyKey: 'k-mumbai-2' })).resolves.toHaveProperty('orderId');
});

test.each([
  ['21:59', '2026-11-20T16:29:00Z', true],
  ['22:00', '2026-11-20T16:30:00Z', false],
])('community meals for tomorrow ordered at %s (%s) are accepted: %s', async (_t, iso, accepted) => {
  const now = new Date(iso);
  restore();
  restore = setClock(now);
  const { viewer, bengaluru } = await customer();
  const attempt = placeOrder(viewer, { orders: [await payload('CDM', { addressId: bengaluru, deliveryDates: ['2026-11-21'] }, now)], idempotencyKey: `k-cutoff-${accepted}` });
  if (accepted) await expect(attempt).resolves.toHaveProperty('orderId');
  else expect((await failure(attempt)).message).toMatch(/earliest delivery date/);
});

test.each<[string, CategoryCode, string]>([
  ['a past date', 'PDM', '2026-11-19'],
  ['pet meals sooner than 2 days', 'PDM', '2026-11-21'],
  ['treats sooner than 10 days', 'TREATS', '2026-11-29'],
])('%s is refused', async (_name, kind, date) => {
  const { viewer, bengaluru } = await customer();
  const e = await failure(placeOrder(viewer, { orders: [await payload(kind, { addressId: bengaluru, deliveryDates: [date] })], idempotencyKey: `k-early-${kind}-${date}` }));
  expect(e.code).toBe('BAD_USER_INPUT');
});

test('a subscription whose schedule the browser computed differently is refused', async () => {
  const { viewer, bengaluru } = await customer();
  const p = await payload('CDM', { addressId: bengaluru, buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['EVERYDAY'] });
  const shifted = { ...p, deliveries: p.deliveries.slice(1) };
  expect((await failure(placeOrder(viewer, { orders: [shifted], idempotencyKey: 'k-shift' }))).message).toMatch(/schedule has changed/);
});

// A treats subscription that started tomorrow would show a treat the kitchen cannot make yet, so
// a subscription's first delivery is never earlier than its category's earliest date (treats: 10 days).
test('a treats subscription starts 10 days out, like treats bought once; a schedule starting sooner is refused', async () => {
  const { viewer, bengaluru } = await customer();
  const p = await payload('TREATS', { addressId: bengaluru, buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['EVERYDAY'] });
  // The browser's own schedule (the same domain rule) starts on Monday 30 November, 10 days out.
  expect(p.deliveries[0].deliveryDate).toBe('2026-11-30');
  // An older browser (or a hand-made request) starting tomorrow is told why, not that "the schedule changed".
  const tomorrow = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((deliveryDate) => ({ ...p.deliveries[0], deliveryDate }));
  const early = await failure(placeOrder(viewer, { orders: [{ ...p, deliveries: [...tomorrow, ...p.deliveries] }], idempotencyKey: 'k-treats-early' }));
  expect(early.code).toBe('BAD_USER_INPUT');
  expect(early.message).toBe('Treats: The first delivery of a subscription can be no earlier than Mon, 30 Nov 2026. Please review your cart.');
  // A subscription on chosen dates (no weekdays) is held to the same first date.
  const custom = await payload('TREATS', { addressId: bengaluru, buyOrSubscribe: 'SUBSCRIBE', deliveryDates: ['2026-11-21', '2026-12-01'] });
  const customEarly = await failure(placeOrder(viewer, { orders: [custom], idempotencyKey: 'k-treats-custom-early' }));
  expect(customEarly.code).toBe('BAD_USER_INPUT');
  expect(customEarly.message).toMatch(/earliest delivery date you can choose is Mon, 30 Nov 2026/);
  expect(await orderCount(viewer.id)).toBe(0);

  const placed = await placeOrder(viewer, { orders: [p], idempotencyKey: 'k-treats-ok' });
  const deliveries = await t.db().delivery.findMany({ where: { suborder: { orderId: placed.orderId } }, orderBy: { deliveryDate: 'asc' }, select: { deliveryDate: true } });
  // The order shows the same: no treat delivery before the tenth day.
  expect(deliveries[0].deliveryDate.toISOString().slice(0, 10)).toBe('2026-11-30');
});

test('an empty order, an unknown item and a mismatched repeat are refused', async () => {
  const { viewer, bengaluru } = await customer();
  expect((await failure(placeOrder(viewer, { orders: [], idempotencyKey: 'k-e1' }))).code).toBe('BAD_USER_INPUT');
  const p = await payload('PDM', { addressId: bengaluru, deliveryDates: ['2026-11-23'] });
  expect((await failure(placeOrder(viewer, { orders: [{ ...p, items: [] }], idempotencyKey: 'k-e2' }))).message).toMatch(/empty/);
  const ghost = { ...p, items: [{ ...p.items[0], menuItem: { id: 'nope' } }] };
  expect((await failure(placeOrder(viewer, { orders: [ghost], idempotencyKey: 'k-e3' }))).message).toMatch(/no longer available/);
  expect((await failure(placeOrder(viewer, { orders: [{ ...p, repeatType: 'DAILY' }], idempotencyKey: 'k-e4' }))).code).toBe('BAD_USER_INPUT');
});

test('a customer cannot order for someone else; an admin can, and it is audited', async () => {
  const a = await customer();
  const b = await customer();
  const p = await payload('TREATS', { addressId: b.bengaluru, deliveryDates: ['2026-11-30'] });
  expect((await failure(placeOrder(a.viewer, { orders: [p], idempotencyKey: 'k-other', userId: b.viewer.id }))).code).toBe('FORBIDDEN');
  const admin = await t.db().user.findFirstOrThrow({ where: { roleId: 1 } });
  const adminViewer: Viewer = { id: admin.id, roleId: 1, firstName: admin.firstName, actingForUserId: b.viewer.id };
  const { orderId } = await placeOrder(adminViewer, { orders: [p], idempotencyKey: 'k-admin' });
  const order = await t.db().order.findUniqueOrThrow({ where: { id: orderId } });
  expect(order).toMatchObject({ userId: b.viewer.id, placedById: admin.id });
  expect(await t.db().auditLog.count({ where: { actorId: admin.id, subjectUserId: b.viewer.id, action: 'saveOrders' } })).toBe(1);
});

test('a write failing midway leaves no order, no key and the cart intact', async () => {
  const { viewer, bengaluru } = await customer();
  const db = t.db();
  // A real failure inside the transaction: the database refuses one delivery row.
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_delivery() RETURNS trigger AS $$
    BEGIN IF NEW."deliveryDate" = DATE '2026-12-02' THEN RAISE EXCEPTION 'disk full (simulated)'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
  await db.$executeRawUnsafe('CREATE TRIGGER refuse_delivery BEFORE INSERT ON "Delivery" FOR EACH ROW EXECUTE FUNCTION refuse_delivery()');
  try {
    const { cart } = await cartFor('TREATS', { addressId: bengaluru, deliveryDates: ['2026-11-30', '2026-12-02'] });
    await saveCart(viewer, { ...cart, items: cart.items.map((i) => ({ ...i, variants: i.variants.map((v) => ({ variantId: v.variantId, qty: v.qty })) })) } as never);
    const ok = await payload('PDM', { addressId: bengaluru, deliveryDates: ['2026-11-23'] });
    const bad = await payload('TREATS', { addressId: bengaluru, deliveryDates: ['2026-11-30', '2026-12-02'] });
    await expect(placeOrder(viewer, { orders: [ok, bad], idempotencyKey: 'k-midway' })).rejects.toThrow(/disk full/);
    expect(await orderCount(viewer.id)).toBe(0);
    expect(await db.suborder.count({ where: { order: { userId: viewer.id } } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { userId: viewer.id } })).toBe(0);
    expect((await loadCarts(viewer.id)).find((c) => c.kind === 'TREATS')!.items).toHaveLength(1);
  } finally {
    await db.$executeRawUnsafe('DROP TRIGGER refuse_delivery ON "Delivery"');
  }
});
