// The menu editor's writes through the real /api/graphql route: admin only, audited before → after,
// sizes kept (never deleted), placed orders untouched by a price change, and sold-out dates refused
// by saveOrders and the cart, naming the next day the item is available.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { placeTestOrder, suborderInputFor, createCustomer } from '@/testing/checkout';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { dateToDay } from '@/lib/domain/calendar';
import { watchCatalogExpiry, type CatalogTag } from '@/lib/cache/catalog-cache';

const t = useTestDatabase();
// Monday 23 November 2026, 10:00 in Bengaluru.
const NOW = new Date('2026-11-23T10:00:00+05:30');
pinClockForEachTest(NOW);

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
let pdm: string;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500432');
  pdm = (await t.db().category.findUniqueOrThrow({ where: { categoryEnum: 'PDM' } })).id;
}, 30_000);

const FIELDS = 'id name available soldOutDates enabled hsn gstRate displayPrice category { categoryEnum } variants { id unit unitType price }';
const CREATE = `mutation($input: MenuItemInput!) { createMenuItem(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: MenuItemInput!) { updateMenuItem(id: $id, input: $input) { ${FIELDS} } }`;
const ARCHIVE = `mutation($id: ID!) { archiveMenuItem(id: $id) { ${FIELDS} } }`;
type Item = { id: string; name: string; available: boolean; soldOutDates: string[]; enabled: boolean; displayPrice: number; variants: { id: string; unit: number; unitType: string; price: number }[] };

let n = 0;
const input = (over: Record<string, unknown> = {}) => ({
  name: `Turkey Bowl ${++n}`,
  description: 'Turkey, rice and carrots.',
  categoryId: pdm,
  foodType: 'nonveg',
  hsn: '23091000',
  gstRate: 50,
  variants: [{ unit: 250, unitType: 'GRAMS', price: 15000 }, { unit: 500, unitType: 'GRAMS', price: 28000 }],
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await graphqlRequest<{ createMenuItem: Item }>(CREATE, { input: input(over) }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  return res.data!.createMenuItem;
};
const sizes = (item: Item) => item.variants.map((v) => ({ id: v.id, unit: v.unit, unitType: v.unitType, price: v.price }));

test('only an admin may add, change or archive an item', async () => {
  const item = await create();
  const cases: [string, Record<string, unknown>][] = [
    [CREATE, { input: input() }],
    [UPDATE, { id: item.id, input: input() }],
    [ARCHIVE, { id: item.id }],
  ];
  for (const [query, vars] of cases) {
    expect((await graphqlRequest(query, vars)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphqlRequest(query, vars, { cookie: customer.cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }
  expect(await t.db().menuItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ name: item.name, enabled: true });
});

test('an invalid item is refused naming the field, and nothing is written', async () => {
  const before = await t.db().menuItem.count();
  const res = await graphqlRequest(CREATE, { input: input({ hsn: '2309 1' }) }, { cookie: admin.cookie });
  expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'input.hsn' } });
  expect(res.errors?.[0].message).toContain('An HSN code is 4, 6 or 8 digits');
  const taken = await graphqlRequest(CREATE, { input: input({ name: 'chicken & pumpkin bowl' }) }, { cookie: admin.cookie });
  expect(taken.errors?.[0]).toMatchObject({ message: 'This category already has an item called “chicken & pumpkin bowl”. Please choose another name.', extensions: { field: 'input.name' } });
  expect(await t.db().menuItem.count()).toBe(before);
});

test('a new item is on the menu at once (the menu tag expired) and audited', async () => {
  const expired = new Set<CatalogTag>();
  const stop = watchCatalogExpiry((tag) => expired.add(tag));
  const item = await create({ soldOutDates: ['2026-11-25'] });
  stop();
  expect(expired.has('catalog:menu')).toBe(true);
  expect(item).toMatchObject({ available: true, soldOutDates: ['2026-11-25'], displayPrice: 15000, enabled: true });
  const menu = await graphqlRequest<{ getMenuItems: { id: string }[] }>('{ getMenuItems(category: "PDM") { id } }', {});
  expect(menu.data!.getMenuItems.map((i) => i.id)).toContain(item.id);
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'createMenuItem', entityId: item.id } });
  expect(audit.actorId).toBe(admin.user.id);
  expect(audit.data).toMatchObject({ after: { name: item.name, variants: [{ price: 15000 }, { price: 28000 }] } });
});

test('editing keeps the sizes it names, adds new ones, disables the ones left out, and records before → after', async () => {
  const item = await create();
  const [small, large] = sizes(item);
  const res = await graphqlRequest<{ updateMenuItem: Item }>(
    UPDATE,
    { id: item.id, input: input({ name: item.name, variants: [{ ...small, price: 16000 }, { unit: 1000, unitType: 'GRAMS', price: 50000 }] }) },
    { cookie: admin.cookie },
  );
  expect(res.errors).toBeUndefined();
  const updated = res.data!.updateMenuItem;
  expect(updated.variants.map((v) => [v.unit, v.price])).toEqual([[250, 16000], [1000, 50000]]);
  expect(updated.variants[0].id).toBe(small.id);
  expect(await t.db().variant.findUniqueOrThrow({ where: { id: large.id } })).toMatchObject({ enabled: false, price: 28000 });

  // the removed size comes back: its row (and id) again, not a second row
  const again = await graphqlRequest<{ updateMenuItem: Item }>(UPDATE, { id: item.id, input: input({ name: item.name, variants: [{ unit: 500, unitType: 'GRAMS', price: 29000 }] }) }, { cookie: admin.cookie });
  expect(again.data!.updateMenuItem.variants).toEqual([{ id: large.id, unit: 500, unitType: 'GRAMS', price: 29000 }]);
  // two sizes swap their measures in one save
  const both = again.data!.updateMenuItem.variants[0];
  const swap = await graphqlRequest<{ updateMenuItem: Item }>(
    UPDATE,
    { id: item.id, input: input({ name: item.name, variants: [{ id: both.id, unit: 250, unitType: 'GRAMS', price: 15000 }, { id: small.id, unit: 500, unitType: 'GRAMS', price: 28000 }] }) },
    { cookie: admin.cookie },
  );
  expect(swap.errors).toBeUndefined();
  expect(swap.data!.updateMenuItem.variants.map((v) => [v.id, v.unit])).toEqual([[both.id, 250], [small.id, 500]]);

  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'updateMenuItem', entityId: item.id }, orderBy: { createdAt: 'asc' } });
  expect(audit.data).toMatchObject({ before: { variants: [{ unit: 250, price: 15000 }, { unit: 500, price: 28000 }] }, after: { variants: [{ unit: 250, price: 16000 }, { unit: 1000, price: 50000 }] } });
});

test('a price change applies to new orders and leaves a placed order as it was', async () => {
  const buyer = await createCustomer(t.db(), { firstName: 'Priya' });
  const item = await create();
  const placed = await placeTestOrder(t.db(), buyer, [{ kind: 'PDM', items: { [item.name]: [[250, 2]] }, dates: ['2026-11-26'] }]);
  const lineBefore = await t.db().orderItemVariant.findMany({ where: { orderItem: { suborder: { orderId: placed.id } } } });
  const orderBefore = await t.db().order.findUniqueOrThrow({ where: { id: placed.id } });

  const [small, large] = sizes(item);
  const res = await graphqlRequest(UPDATE, { id: item.id, input: input({ name: item.name, variants: [{ ...small, price: 99900 }, large] }) }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();

  expect(await t.db().orderItemVariant.findMany({ where: { orderItem: { suborder: { orderId: placed.id } } } })).toEqual(lineBefore);
  expect(await t.db().order.findUniqueOrThrow({ where: { id: placed.id } })).toEqual(orderBefore);
  expect(lineBefore[0].price).toBe(15000);
  // a new order is priced at the new price
  const next = await placeTestOrder(t.db(), buyer, [{ kind: 'PDM', items: { [item.name]: [[250, 1]] }, dates: ['2026-11-27'] }]);
  const line = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborder: { orderId: next.id } } } });
  expect(line.price).toBe(99900);
});

test('sold out: saveOrders refuses those dates naming the next available day; the cart too; other dates go through', async () => {
  const buyer = await createCustomer(t.db(), { firstName: 'Ravi' });
  const item = await create({ soldOutDates: ['2026-11-26', '2026-11-27'] });
  const order = await suborderInputFor(t.db(), buyer, { kind: 'PDM', items: { [item.name]: [[250, 1]] }, dates: ['2026-11-26'] });
  const buyerLogin = await loginAs(buyer.phoneNumber);
  const SAVE = 'mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { statusCode } }';
  const refused = await graphqlRequest(SAVE, { o: [order], k: 'sold-out-1' }, { cookie: buyerLogin.cookie });
  expect(refused.errors?.[0]).toMatchObject({
    message: `${item.name} is sold out on Thu, 26 Nov 2026. It is available again from Sat, 28 Nov 2026.`,
    extensions: { code: 'BAD_USER_INPUT', field: 'orders.0.items' },
  });

  const cart = { kind: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: ['2026-11-27'], deliveryDays: [], items: [{ menuItemId: item.id, variants: [{ variantId: item.variants[0].id, qty: 1 }] }] };
  const cartRes = await graphqlRequest('mutation($c: CartInput!) { saveCart(cart: $c) { __typename } }', { c: cart }, { cookie: buyerLogin.cookie });
  expect(cartRes.errors?.[0].message).toBe(`${item.name} is sold out on Fri, 27 Nov 2026. It is available again from Sat, 28 Nov 2026.`);

  const ok = await suborderInputFor(t.db(), buyer, { kind: 'PDM', items: { [item.name]: [[250, 1]] }, dates: ['2026-11-28'] });
  expect((await graphqlRequest(SAVE, { o: [ok], k: 'sold-out-2' }, { cookie: buyerLogin.cookie })).errors).toBeUndefined();

  // not available at all: every date refused
  await t.db().menuItem.update({ where: { id: item.id }, data: { available: false } });
  const none = await graphqlRequest(SAVE, { o: [ok], k: 'sold-out-3' }, { cookie: buyerLogin.cookie });
  expect(none.errors?.[0].message).toBe(`${item.name} is sold out for now. Please remove it from your cart.`);
});

test('the item page: slug made from the name and kept on rename, ingredients, nutrition and portion guide stored', async () => {
  const details = { ingredients: ['Turkey', 'Rice'], nutrition: { energyKcal: 120, proteinG: 11.5, fatG: 4, fibreG: 1, moistureG: 70 }, portionGuide: [{ dogWeightKg: 5, perDay: 150 }, { dogWeightKg: 15, perDay: 350 }] };
  const res = await graphqlRequest<{ createMenuItem: Item & { slug: string } }>(CREATE.replace('{ id name', '{ id slug name'), { input: input({ name: 'Turkey & Oats Bowl', ...details }) }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  const item = res.data!.createMenuItem;
  expect(item.slug).toBe('turkey-and-oats-bowl');
  const renamed = await graphqlRequest<{ updateMenuItem: { slug: string; ingredients: string[]; nutrition: { proteinG: number }; portionGuide: { perDay: number }[] } }>(
    'mutation($id: ID!, $input: MenuItemInput!) { updateMenuItem(id: $id, input: $input) { slug ingredients nutrition { proteinG } portionGuide { perDay } } }',
    { id: item.id, input: input({ name: 'Turkey & Millet Bowl', ...details }) },
    { cookie: admin.cookie },
  );
  expect(renamed.data!.updateMenuItem).toEqual({ slug: 'turkey-and-oats-bowl', ingredients: ['Turkey', 'Rice'], nutrition: { proteinG: 11.5 }, portionGuide: [{ perDay: 150 }, { perDay: 350 }] });
  const bad = await graphqlRequest(UPDATE, { id: item.id, input: input({ name: 'Turkey & Millet Bowl', portionGuide: [{ dogWeightKg: 15, perDay: 350 }, { dogWeightKg: 5, perDay: 150 }] }) }, { cookie: admin.cookie });
  expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.portionGuide' });
});

test('archiving takes the item off the menu and keeps it for its orders', async () => {
  const item = await create();
  const res = await graphqlRequest<{ archiveMenuItem: Item }>(ARCHIVE, { id: item.id }, { cookie: admin.cookie });
  expect(res.data!.archiveMenuItem.enabled).toBe(false);
  const menu = await graphqlRequest<{ getMenuItems: { id: string }[] }>('{ getMenuItems(category: "PDM") { id } }', {});
  expect(menu.data!.getMenuItems.map((i) => i.id)).not.toContain(item.id);
  expect(await t.db().menuItem.findUnique({ where: { id: item.id } })).not.toBeNull();
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'archiveMenuItem', entityId: item.id } });
  expect(audit.data).toMatchObject({ before: { archived: false }, after: { archived: true } });
  expect(dateToDay(new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
});
