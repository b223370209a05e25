// renewSubscription against a real database: the cart it fills (items, sizes, schedule, start,
// today's prices), who may renew, and the order the normal checkout then places from that cart.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { AppError } from '@/lib/errors';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { cartDeliveryDates } from '@/lib/domain/cart-checkout';
import { payloadFor } from '@/testing/checkout';
import { placeOrder } from '@/lib/orders/place-order';
import { loadCarts } from './load-carts';
import { renewSubscription } from './renew-subscription';

const t = useTestDatabase();

let restore: () => void = () => {};
const at = (instant: string) => {
  restore();
  restore = setClock(new Date(instant));
};
// Monday 28 December 2026: three days before the subscription's last delivery (Thu 31 Dec).
const RENEWING = new Date('2026-12-28T10:00:00+05:30');
beforeEach(() => at(RENEWING.toISOString()));
afterEach(() => restore());

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let adminViewer: Viewer;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500441');
  other = await loginAs('9876500442');
  adminViewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Admin' };
}, 30_000);

const MON_THU = ['2026-12-03', '2026-12-07', '2026-12-10', '2026-12-14', '2026-12-17', '2026-12-21', '2026-12-24', '2026-12-28', '2026-12-31'];

/** A Monday/Thursday community-meal subscription ending Thu 31 Dec, with a note. */
async function subscription(opts: { repeatType?: 'WEEKLY' | 'NONE' } = {}) {
  const weekly = opts.repeatType !== 'NONE';
  const order = await createTestOrder(t.db(), {
    userId: customer.user.id,
    suborders: [
      {
        kind: 'CDM',
        status: weekly ? 'SUBSCRIBED' : 'NEW',
        repeatType: weekly ? 'WEEKLY' : 'NONE',
        repeatInfo: weekly ? 'MONDAY,THURSDAY' : 'CUSTOM',
        deliveries: MON_THU.map((date) => ({ date, status: date < '2026-12-28' ? 'DELIVERED' : undefined })),
      },
    ],
  });
  const sub = order.suborders[0];
  await t.db().suborder.update({ where: { id: sub.id }, data: { dropNote: 'Ring the bell' } });
  const item = await t.db().orderItem.findFirstOrThrow({ where: { suborderId: sub.id }, include: { variants: true } });
  return { order, sub, item };
}

const RENEW = `mutation($id: ID!) { renewSubscription(suborderId: $id) { categoryEnum buyOrSubscribe deliveryDays subscriptionStartsOn convertedDateStringArr
  additionalNotes notice deliveryAddress { id } menuItem { id name variants { id price qty } } chargesData { subTotal total } } }`;
type RenewedCart = {
  categoryEnum: string;
  buyOrSubscribe: string;
  deliveryDays: string[];
  subscriptionStartsOn: string | null;
  convertedDateStringArr: string[];
  additionalNotes: string | null;
  notice: string | null;
  deliveryAddress: { id: string } | null;
  menuItem: { id: string; name: string; variants: { id: string; price: number; qty: number }[] }[];
  chargesData: { subTotal: number; total: number };
};
const renew = (id: string, cookie?: string) => graphqlRequest<{ renewSubscription: RenewedCart[] }>(RENEW, { id }, { cookie });

async function refusal(run: Promise<unknown>): Promise<string> {
  const e = await run.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).message;
}

test('the owner renews: the same items, sizes, schedule, address and note for the next period, at today\'s prices', async () => {
  const { sub, item } = await subscription();
  // The price went up since the order was placed.
  const variantId = item.variants[0].variantId;
  const oldPrice = item.variants[0].price;
  await t.db().variant.update({ where: { id: variantId }, data: { price: oldPrice + 1000 } });
  try {
    const res = await renew(sub.id, customer.cookie);
    expect(res.errors).toBeUndefined();
    const carts = res.data!.renewSubscription;
    expect(carts.map((c) => c.categoryEnum)).toEqual(['CDM', 'PDM', 'TREATS', 'ADON']);
    const cdm = carts[0];
    expect(cdm).toMatchObject({
      buyOrSubscribe: 'SUBSCRIBE',
      deliveryDays: ['MONDAY', 'THURSDAY'],
      subscriptionStartsOn: '2027-01-01',
      additionalNotes: 'Ring the bell',
      deliveryAddress: { id: sub.locationId },
      notice: 'Your Community Dog Meals subscription is in your cart for its next period, from Fri, 1 Jan 2027.',
    });
    expect(cdm.menuItem).toEqual([{ id: item.menuItemId, name: item.name, variants: [{ id: variantId, price: oldPrice + 1000, qty: item.variants[0].quantity }] }]);
    // A month of Mondays and Thursdays from Fri 1 Jan: 4 Jan to 28 Jan.
    expect(cdm.convertedDateStringArr).toEqual(['2027-01-04', '2027-01-07', '2027-01-11', '2027-01-14', '2027-01-18', '2027-01-21', '2027-01-25', '2027-01-28']);
    expect(cdm.chargesData.subTotal).toBe((oldPrice + 1000) * item.variants[0].quantity * 8);
    expect(carts.slice(1).every((c) => c.notice === null)).toBe(true);

    // The normal checkout places it from that cart: the server honours the start.
    const [cart] = await loadCarts(customer.user.id);
    const dates = cartDeliveryDates(cart, RENEWING, 1, []);
    const category = await t.db().category.findUniqueOrThrow({ where: { categoryEnum: 'CDM' } });
    const customerViewer: Viewer = { id: customer.user.id, roleId: 2, firstName: 'C' };
    const { orderId } = await placeOrder(customerViewer, { orders: [(await payloadFor(t.db(), [{ cart, categoryId: category.id, dates }]))[0]], idempotencyKey: 'renewal-0001' });
    const placed = await t.db().suborder.findFirstOrThrow({ where: { orderId }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } });
    expect(placed.deliveries.map((d) => d.deliveryDate.toISOString().slice(0, 10))).toEqual(dates);
    expect(placed).toMatchObject({ repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY', status: 'SUBSCRIBED' });
    // ...and the cart it came from is empty again.
    expect((await loadCarts(customer.user.id))[0].items).toEqual([]);
  } finally {
    await t.db().variant.update({ where: { id: variantId }, data: { price: oldPrice } });
  }
});

test('the server never starts a renewal earlier than allowed, nor more than 60 days ahead', async () => {
  const { sub } = await subscription();
  await renew(sub.id, customer.cookie);
  const [cart] = await loadCarts(customer.user.id);
  const category = await t.db().category.findUniqueOrThrow({ where: { categoryEnum: 'CDM' } });
  const customerViewer: Viewer = { id: customer.user.id, roleId: 2, firstName: 'C' };
  // A payload that ignored the start (dates from tomorrow) no longer matches the server's schedule.
  const early = (await payloadFor(t.db(), [{ cart, categoryId: category.id, dates: cartDeliveryDates({ ...cart, subscriptionStartsOn: null }, RENEWING, 1, []) }]))[0];
  const e1 = await refusal(placeOrder(customerViewer, { orders: [{ ...early, subscriptionStartsOn: '2027-01-01' }], idempotencyKey: 'renewal-early' }));
  expect(e1).toMatch(/^Your Community Dog Meals delivery schedule has changed: the first delivery is now Mon, 4 Jan 2027/);
  const far = { ...cart, subscriptionStartsOn: '2027-03-01' };
  const e2 = await refusal(placeOrder(customerViewer, { orders: [(await payloadFor(t.db(), [{ cart: far, categoryId: category.id, dates: cartDeliveryDates(far, RENEWING, 1, []) }]))[0]], idempotencyKey: 'renewal-far' }));
  expect(e2).toBe('Community Dog Meals: A subscription can start at most 60 days ahead (by Fri, 26 Feb 2027).');
});

test('items and sizes that left the menu are dropped, and the notice says so; what was in the cart is replaced', async () => {
  const { sub, item } = await subscription();
  const gone = await t.db().menuItem.findFirstOrThrow({ where: { category: { categoryEnum: 'CDM' }, id: { not: item.menuItemId } }, include: { variants: true } });
  await t.db().orderItem.create({
    data: { suborderId: sub.id, menuItemId: gone.id, name: gone.name, price: gone.variants[0].price, unitType: gone.unitType, variants: { create: [{ variantId: gone.variants[0].id, price: gone.variants[0].price, quantity: 1, unit: gone.variants[0].unit, gstRate: gone.gstRate, hsn: gone.hsn }] } },
  });
  await renew(sub.id, customer.cookie);
  await t.db().menuItem.update({ where: { id: gone.id }, data: { enabled: false } });
  try {
    const res = await renew(sub.id, customer.cookie);
    expect(res.errors).toBeUndefined();
    const cdm = res.data!.renewSubscription[0];
    expect(cdm.menuItem.map((m) => m.id)).toEqual([item.menuItemId]);
    expect(cdm.notice).toBe(`Your Community Dog Meals subscription is in your cart for its next period, from Fri, 1 Jan 2027. ${gone.name} is no longer on the menu and was left out. It replaces what was in your Community Dog Meals cart.`);
  } finally {
    await t.db().menuItem.update({ where: { id: gone.id }, data: { enabled: true } });
  }
});

test('nothing left on the menu: refused, the cart untouched', async () => {
  const { sub, item } = await subscription();
  await t.db().cart.deleteMany({ where: { userId: customer.user.id } });
  await t.db().menuItem.update({ where: { id: item.menuItemId }, data: { enabled: false } });
  try {
    expect(await refusal(renewSubscription({ id: customer.user.id, roleId: 2, firstName: 'C' }, sub.id))).toBe(
      `None of the items of this subscription are on the menu any more (${item.name}). Please choose new ones from the menu.`,
    );
    expect(await t.db().cart.count({ where: { userId: customer.user.id } })).toBe(0);
  } finally {
    await t.db().menuItem.update({ where: { id: item.menuItemId }, data: { enabled: true } });
  }
});

test.each([
  ['four days before the last delivery', '2026-12-27T10:00:00+05:30', 'This subscription can be renewed from Mon, 28 Dec 2026.'],
  ['31 days after it', '2027-01-31T10:00:00+05:30', 'This subscription ended too long ago to renew. Please subscribe again from the menu.'],
])('refused %s', async (_case, now, message) => {
  const { sub } = await subscription();
  at(now);
  const res = await renew(sub.id, customer.cookie);
  expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
});

test('a one-time order is not renewed', async () => {
  const { sub } = await subscription({ repeatType: 'NONE' });
  expect((await renew(sub.id, customer.cookie)).errors?.[0].message).toBe('Only a subscription can be renewed. To order this again, add it from the menu.');
});

test("another customer's subscription is NOT_FOUND, and a visitor is UNAUTHENTICATED", async () => {
  const { sub } = await subscription();
  expect((await renew(sub.id, other.cookie)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await renew(sub.id)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect(await t.db().cart.count({ where: { userId: other.user.id } })).toBe(0);
});

test('an admin renews for the customer they have selected: their own cart is filled, with the customer\'s address, audited', async () => {
  const { sub } = await subscription();
  expect(await refusal(renewSubscription(adminViewer, sub.id))).toBe(
    'To renew this subscription for the customer, first choose them on the Customers page as the customer you are ordering for.',
  );
  const carts = await renewSubscription({ ...adminViewer, actingForUserId: customer.user.id }, sub.id);
  expect(carts[0]).toMatchObject({ userId: admin.user.id, deliveryAddress: { id: sub.locationId }, subscriptionStartsOn: '2027-01-01' });
  expect(await t.db().auditLog.findFirst({ where: { action: 'renewSubscription', entityId: sub.id } })).toMatchObject({ actorId: admin.user.id, subjectUserId: customer.user.id });
  await t.db().cart.deleteMany({ where: { userId: admin.user.id } });
});
