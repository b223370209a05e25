// getStore / setStoreStatus through the real /api/graphql route, and what a closed store or a
// closed date does to saveOrders.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { dateToDay } from '@/lib/domain/calendar';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates } from '@/lib/domain/cart-checkout';
import { payloadFor } from '@/testing/checkout';
import type { CategoryCode } from '@/lib/domain/categories';
import { DEFAULT_CLOSED_MESSAGE } from '@/lib/domain/store-status';

const t = useTestDatabase();
// Monday 23 November 2026, 10:00 in Bengaluru.
const NOW = new Date('2026-11-23T10:00:00+05:30');
let restore: () => void = () => {};
beforeEach(() => (restore = setClock(NOW)));
afterEach(() => restore());

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
let addressId: string;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500431');
  addressId = (await t.db().address.create({ data: { userId: customer.user.id, title: 'Home', lineOne: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } })).id;
}, 30_000);

const FIELDS = 'openStatus closedMessage closedDates';
const GET = `{ getStore { ${FIELDS} } }`;
const SET = `mutation($open: Boolean!, $message: String, $dates: [String!]) { setStoreStatus(openStatus: $open, closedMessage: $message, closedDates: $dates) { ${FIELDS} } }`;
type Store = { openStatus: boolean; closedMessage: string | null; closedDates: string[] };
const set = (vars: { open: boolean; message?: string | null; dates?: string[] | null }, cookie = admin.cookie) => graphqlRequest<{ setStoreStatus: Store }>(SET, vars, { cookie });
const get = async () => (await graphqlRequest<{ getStore: Store }>(GET)).data!.getStore;
async function reopen() {
  expect((await set({ open: true, message: null, dates: [] })).errors).toBeUndefined();
}

describe('getStore and setStoreStatus', () => {
  afterEach(reopen);

  test('anyone reads the store: open, no message, no closed dates', async () => {
    expect(await get()).toEqual({ openStatus: true, closedMessage: null, closedDates: [] });
  });

  test('an admin closes the store with a message and closed dates: past days dropped, sorted, repeats gone, audited', async () => {
    const res = await set({ open: false, message: '  Closed for Diwali, back on Monday.  ', dates: ['2026-12-31', '2026-11-01', '2026-12-25', '2026-12-25', '2026-11-23'] });
    expect(res.errors).toBeUndefined();
    const expected = { openStatus: false, closedMessage: 'Closed for Diwali, back on Monday.', closedDates: ['2026-11-23', '2026-12-25', '2026-12-31'] };
    expect(res.data!.setStoreStatus).toEqual(expected);
    expect(await get()).toEqual(expected);
    const row = await t.db().store.findFirstOrThrow();
    expect(row.closedDates.map(dateToDay)).toEqual(expected.closedDates);
    const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'setStoreStatus' }, orderBy: { createdAt: 'desc' } });
    expect(audit).toMatchObject({ actorId: admin.user.id, entity: 'Store', entityId: row.id, subjectUserId: null });
    expect(audit.data).toEqual({ from: { openStatus: true, closedMessage: null, closedDates: [] }, to: expected });
  });

  test('a message or dates left out are kept; an empty list clears the dates', async () => {
    await set({ open: false, message: 'Back soon', dates: ['2026-12-25'] });
    expect((await set({ open: true })).data!.setStoreStatus).toEqual({ openStatus: true, closedMessage: 'Back soon', closedDates: ['2026-12-25'] });
    expect((await set({ open: true, dates: [] })).data!.setStoreStatus).toEqual({ openStatus: true, closedMessage: 'Back soon', closedDates: [] });
    expect((await set({ open: true, message: '' })).data!.setStoreStatus.closedMessage).toBeNull();
  });

  test('closed dates that have passed no longer show', async () => {
    await set({ open: true, dates: ['2026-11-24', '2026-12-25'] });
    restore();
    restore = setClock(new Date('2026-11-25T09:00:00+05:30'));
    expect((await get()).closedDates).toEqual(['2026-12-25']);
  });

  test.each([
    ['not a date', ['2026-12-25', '25/12/2026'], '"25/12/2026" is not a date (use YYYY-MM-DD).'],
    ['more than a year ahead', ['2027-11-25'], 'Thu, 25 Nov 2027 is more than a year ahead. Closed dates can be set up to Wed, 24 Nov 2027.'],
  ])('refused, nothing changed: %s', async (_case, dates, message) => {
    const res = await set({ open: false, message: 'x', dates });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'closedDates' } });
    expect(await get()).toEqual({ openStatus: true, closedMessage: null, closedDates: [] });
  });

  test('a message longer than 300 characters is refused', async () => {
    const res = await set({ open: false, message: 'x'.repeat(301) });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'closedMessage' });
  });

  test('a customer may not change it (FORBIDDEN), nor may a visitor (UNAUTHENTICATED); nothing changes', async () => {
    expect((await set({ open: false }, customer.cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlRequest(SET, { open: false })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await get()).openStatus).toBe(true);
  });
});

describe('saveOrders and the store', () => {
  afterEach(reopen);

  async function payload(kind: CategoryCode, partial: Partial<Cart>, closedDates: string[] = []) {
    const category = await t.db().category.findUniqueOrThrow({ where: { categoryEnum: kind } });
    const item = await t.db().menuItem.findFirstOrThrow({ where: { categoryId: category.id }, include: { variants: { orderBy: { price: 'asc' } } } });
    const v = item.variants[0];
    const cart: Cart = {
      ...emptyCart(kind),
      addressId,
      items: [{ menuItemId: item.id, name: item.name, image: null, unitType: item.unitType, specialInstructions: null, variants: [{ variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty: 1 }] }],
      ...partial,
    };
    return (await payloadFor(t.db(), [{ cart, categoryId: category.id, dates: cartDeliveryDates(cart, NOW, 1, closedDates) }]))[0];
  }
  const SAVE = `mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { statusCode data { orderNumber suborders { deliveries { deliveryDate } } } } }`;
  type Saved = { saveOrders: { statusCode: number; data: { orderNumber: string; suborders: { deliveries: { deliveryDate: string }[] }[] } } };
  let key = 0;
  const save = (orders: unknown[]) => graphqlRequest<Saved>(SAVE, { o: orders, k: `store-test-${++key}` }, { cookie: customer.cookie });

  test('while the store is closed every order is refused with its message; reopened, the same order goes through', async () => {
    await set({ open: false, message: 'Closed for Diwali, back on Monday.' });
    const order = await payload('PDM', { deliveryDates: ['2026-11-26'] });
    const refused = await save([order]);
    expect(refused.errors?.[0]).toMatchObject({ message: 'The store is closed: Closed for Diwali, back on Monday.', extensions: { code: 'BAD_USER_INPUT', field: 'orders' } });
    expect(await t.db().order.count({ where: { userId: customer.user.id } })).toBe(0);

    await set({ open: false, message: null });
    expect((await save([order])).errors?.[0].message).toBe(`The store is closed: ${DEFAULT_CLOSED_MESSAGE}`);

    await reopen();
    const placed = await save([order]);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.saveOrders.statusCode).toBe(201);
  });

  test('a one-time order on a closed date is refused, naming it', async () => {
    await set({ open: true, dates: ['2026-11-27'] });
    const res = await save([await payload('PDM', { deliveryDates: ['2026-11-26', '2026-11-27'] })]);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Pet Dog Meals: The kitchen is closed on Fri, 27 Nov 2026. Please choose another day.',
      extensions: { code: 'BAD_USER_INPUT', field: 'orders.0.deliveries' },
    });
  });

  test("a subscription's schedule leaves the closed dates out: the cart's payload (same rule) is accepted, one built without them is not", async () => {
    await set({ open: true, dates: ['2026-11-30', '2026-12-07'] });
    const cart: Partial<Cart> = { buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY'] };
    const stale = await save([await payload('CDM', cart, [])]);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orders.0.deliveries' });
    const placed = await save([await payload('CDM', cart, ['2026-11-30', '2026-12-07'])]);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.saveOrders.data.suborders[0].deliveries.map((d) => d.deliveryDate)).toEqual(['2026-12-14', '2026-12-21']);
  });
});
