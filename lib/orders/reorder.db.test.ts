// Order again against Postgres, as a customer does it: a subscription still running is not doubled
// unasked (the refusal says until when and how to extend it; the cart is left alone), "start a new
// plan" fills the cart all the same, and every reorder or renewal goes to the address the deliveries
// were moved to, not the one chosen at checkout.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import { loginAs } from '@/testing/login';
import { databaseFingerprint } from '@/testing/database-fingerprint';
import { graphqlRequest } from '@/testing/graphql-request';
import { ROLE_CUSTOMER } from '@/lib/auth/viewer';
import type { Viewer } from '@/lib/auth/viewer';
import { addDays, dateToDay, dayToDate, formatDay, kolkataDayStart } from '@/lib/domain/calendar';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { renewSubscription } from '@/lib/carts/renew-subscription';
import { changeDeliveryAddress } from './change-delivery-address';
import { cancelSubscription } from './cancel-subscription';
import { reorder } from './reorder';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata: the first weekday delivery is Monday 23 November.
const moveClock = pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const BOWL = 'Chicken & Pumpkin Bowl';
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: { code?: string; message: string; details?: { field?: string } }) => ({ code: e.code, field: e.details?.field, message: e.message }));
const cartOf = (userId: string) => t.db().cart.findFirst({ where: { userId, kind: 'PDM' }, include: { items: true } });

async function movedSubscriber(name: string) {
  const customer = await createCustomer(t.db(), { firstName: name });
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] }]);
  await confirmPayment(admin, order.id);
  const suborder = order.suborders[0];
  const office = await t.db().address.create({ data: { userId: customer.viewer.id, title: 'Office', lineOne: '7, MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560001' } });
  const days = suborder.deliveries.map((d) => dateToDay(d.deliveryDate));
  // from the third day on, the meals go to the office
  await changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: office.id, from: days[2] });
  return { customer, order, suborder, office, days, end: days[days.length - 1] };
}

test('Order again on a running subscription says so and writes nothing; "start a new plan" fills the cart, to the address the deliveries were moved to', async () => {
  const { customer, order, suborder, office, end } = await movedSubscriber('Running');
  const before = await databaseFingerprint(t.db());
  const refused = await refusal(reorder(customer.viewer, order.orderNumber, suborder.id));
  expect(await databaseFingerprint(t.db())).toEqual(before);
  expect(refused).toEqual({
    code: 'CONFLICT',
    field: 'startNewPlan',
    message: `Your Pet Daily Meals subscription is still running, with deliveries until ${formatDay(end)}. Ordering it again would start a second plan beside it. You can renew it to extend it from ${formatDay(addDays(end, -3))}. To start a new plan all the same, choose "Start a new plan".`.replace('Pet Daily Meals', (await t.db().category.findFirstOrThrow({ where: { categoryEnum: 'PDM' } })).title),
  });
  expect(await cartOf(customer.viewer.id)).toBeNull();
  // the whole order's Order again is refused the same way
  expect((await refusal(reorder(customer.viewer, order.orderNumber, null)))?.code).toBe('CONFLICT');

  const carts = await reorder(customer.viewer, order.orderNumber, suborder.id, { startNewPlan: true });
  expect(carts.find((c) => c.categoryEnum === 'PDM')?.notice).toContain('is in your cart again as a subscription on the same days');
  const cart = await cartOf(customer.viewer.id);
  expect(cart).toMatchObject({ buyOrSubscribe: 'SUBSCRIBE', addressId: office.id });
  expect(cart!.items).toHaveLength(1);
});

test('near its end the refusal offers the renewal, which goes to the moved address too', async () => {
  const { customer, order, suborder, office, end } = await movedSubscriber('Near end');
  moveClock(new Date(kolkataDayStart(addDays(end, -2)).getTime() + 10 * 3_600_000));
  expect((await refusal(reorder(customer.viewer, order.orderNumber, suborder.id)))?.message).toContain('Renew it instead to extend it: the next period starts the day after its last delivery.');
  await renewSubscription(customer.viewer, suborder.id);
  expect(await cartOf(customer.viewer.id)).toMatchObject({ buyOrSubscribe: 'SUBSCRIBE', addressId: office.id, subscriptionStartsOn: dayToDate(addDays(end, 1)) });
});

test('a plan that has ended, or whose coming days were cancelled, is ordered again at once, to the moved address', async () => {
  const ended = await movedSubscriber('Ended');
  moveClock(new Date(kolkataDayStart(addDays(ended.end, 1)).getTime() + 10 * 3_600_000));
  await reorder(ended.customer.viewer, ended.order.orderNumber, ended.suborder.id);
  expect(await cartOf(ended.customer.viewer.id)).toMatchObject({ addressId: ended.office.id });

  moveClock(new Date('2026-11-20T04:30:00Z'));
  const cancelled = await movedSubscriber('Cancelled');
  await cancelSubscription(cancelled.customer.viewer, { suborderId: cancelled.suborder.id, from: null, reason: 'OTHER', note: 'moving away', refundTo: 'WALLET' });
  await reorder(cancelled.customer.viewer, cancelled.order.orderNumber, null);
  expect(await cartOf(cancelled.customer.viewer.id)).toMatchObject({ addressId: cancelled.office.id });
});

const REORDER = `mutation($n: String!, $s: ID, $new: Boolean) { reorder(orderNumber: $n, suborderId: $s, startNewPlan: $new) { categoryEnum buyOrSubscribe deliveryAddress { id } notice } }`;
type Reordered = { reorder: { categoryEnum: string; buyOrSubscribe: string; deliveryAddress: { id: string } | null; notice: string | null }[] };

test('through the API: a running plan answers CONFLICT on field startNewPlan; startNewPlan: true answers the cart at the moved address', async () => {
  const phone = `98${String(Date.now()).slice(-8)}`;
  const login = await loginAs(phone);
  const home = await t.db().address.create({ data: { userId: login.user.id, title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560038' } });
  const customer = { viewer: { id: login.user.id, roleId: ROLE_CUSTOMER, firstName: 'Api' }, addressId: home.id, phoneNumber: phone };
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, days: ['MONDAY', 'THURSDAY'] }]);
  const suborder = order.suborders[0];
  const office = await t.db().address.create({ data: { userId: login.user.id, title: 'Office', lineOne: '7, MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560001' } });
  await changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: office.id, from: null });

  const refused = await graphqlRequest<Reordered>(REORDER, { n: order.orderNumber, s: suborder.id }, { cookie: login.cookie });
  expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'startNewPlan' } });
  expect(refused.errors?.[0].message).toContain('is still running, with deliveries until');

  const res = await graphqlRequest<Reordered>(REORDER, { n: order.orderNumber, s: suborder.id, new: true }, { cookie: login.cookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.reorder.find((c) => c.categoryEnum === 'PDM')).toMatchObject({ buyOrSubscribe: 'SUBSCRIBE', deliveryAddress: { id: office.id } });
});
