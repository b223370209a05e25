// Closing a day with deliveries booked on it: in one step every booking is moved (a
// subscription's made up after its last delivery, a one-time one to the next open day) or cancelled
// with credit, each customer is messaged, and the day's dispatch is empty afterwards.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { loginAsAdmin } from '@/testing/admin';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay } from '@/lib/domain/calendar';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { setStoreStatus } from './set-store-status';
import { closeDates } from './close-dates';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { cancelSubscription } from '@/lib/orders/cancel-subscription';
import { getOrder } from '@/lib/orders/get-order';

const t = useTestDatabase();
// Monday 23 November 2026, 10:00 in Bengaluru.
const NOW = new Date('2026-11-23T10:00:00+05:30');
pinClockForEachTest(NOW);

let admin: Viewer;
let adminCookie: string;
beforeAll(async () => {
  ({ viewer: admin, cookie: adminCookie } = await loginAsAdmin(t.db()));
}, 30_000);
afterEach(async () => {
  await t.db().store.updateMany({ data: { closedDates: [] } });
});

const BOWL = 'Chicken & Pumpkin Bowl';
const MEAL = 'Chicken Rice Community Meal';

/** Three customers with a delivery each on `day`: a weekly subscription and two one-time buys (one of them paid). */
async function threeBookings(day: string, weekday: 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY', alsoOn: string) {
  const db = t.db();
  const a = await createCustomer(db, { firstName: 'Asha' });
  const b = await createCustomer(db, { firstName: 'Bala' });
  const c = await createCustomer(db, { firstName: 'Chitra' });
  // every `weekday` for a month from this week: `day` is one of them
  const sub = await placeTestOrder(db, a, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, days: [weekday] }]);
  const buy = await placeTestOrder(db, b, [{ kind: 'PDM', items: { [BOWL]: [[250, 2]] }, dates: [day, alsoOn] }]);
  const paid = await placeTestOrder(db, c, [{ kind: 'PDM', items: { [BOWL]: [[500, 1]] }, dates: [day] }]);
  // paid through the confirm service: its tax invoice is issued, so a cancellation is credited against it
  await confirmPayment(admin, paid.id);
  return { a, b, c, sub, buy, paid };
}

const onDay = async (day: string) => (await getDispatch(admin, day)).stops.length;

test('setStoreStatus refuses to close a day with bookings, naming how many: it is closed through closeDates', async () => {
  await threeBookings('2026-12-17', 'THURSDAY', '2026-12-18');
  await expect(setStoreStatus(admin, { openStatus: true, closedDates: ['2026-12-17'] })).rejects.toMatchObject({
    code: 'BAD_USER_INPUT',
    message: '3 deliveries are booked on Thu, 17 Dec 2026. Choose whether to move them or cancel them with credit.',
  });
  expect((await t.db().store.findFirst())?.closedDates ?? []).toEqual([]);
});

test('closing a date with 3 bookings moves all 3 in one step and messages 3 customers; the day is empty', async () => {
  const { a, b, c, sub, buy } = await threeBookings('2026-12-02', 'WEDNESDAY', '2026-12-03');
  expect(await onDay('2026-12-02')).toBe(3);
  const CLOSE = 'mutation($d: [String!]!, $b: ClosedDateBookings!) { closeDates(dates: $d, bookings: $b) { store { closedDates } moved cancelled messaged } }';
  const res = await graphqlRequest<{ closeDates: unknown }>(CLOSE, { d: ['2026-12-02'], b: 'MOVE' }, { cookie: adminCookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.closeDates).toEqual({ store: { closedDates: ['2026-12-02'] }, moved: 3, cancelled: 0, messaged: 3 });
  expect(await onDay('2026-12-02')).toBe(0);

  // the subscription: skipped and made up after its last Wednesday
  const subDeliveries = await t.db().delivery.findMany({ where: { suborderId: sub.suborders[0].id }, orderBy: { deliveryDate: 'asc' } });
  const skipped = subDeliveries.find((d) => dateToDay(d.deliveryDate) === '2026-12-02')!;
  expect(skipped).toMatchObject({ status: 'CANCELLED' });
  expect(skipped.skippedAt).not.toBeNull();
  const replacement = subDeliveries.find((d) => d.replacesDeliveryId === skipped.id)!;
  expect(dateToDay(replacement.deliveryDate) > dateToDay(subDeliveries.filter((d) => !d.replacesDeliveryId).at(-1)!.deliveryDate)).toBe(true);
  // the one-time buy: 3 Dec is already one of its days, so the next open day is 4 Dec
  const buyDays = (await t.db().delivery.findMany({ where: { suborderId: buy.suborders[0].id }, orderBy: { deliveryDate: 'asc' } })).map((d) => [dateToDay(d.deliveryDate), d.status]);
  expect(buyDays).toEqual([
    ['2026-12-03', 'NEW'],
    ['2026-12-04', 'NEW'],
  ]);

  const messages = await t.db().notification.findMany({ where: { kind: 'DELIVERY_MOVED', userId: { in: [a.viewer.id, b.viewer.id, c.viewer.id] } } });
  expect(new Set(messages.map((m) => m.userId))).toEqual(new Set([a.viewer.id, b.viewer.id, c.viewer.id]));
  expect(messages.find((m) => m.userId === b.viewer.id)!.body).toBe(`Good Dog Kitchen: our kitchen is closed on Wed, 2 Dec 2026. Your delivery for order ${buy.orderNumber} moves to Fri, 4 Dec 2026.`);
  expect(await t.db().auditLog.count({ where: { action: 'closeDates', entity: 'Store' } })).toBe(1);
});

test('a subscription delivery moved off a closed day cannot be put back on it: Undo is refused with the reason, the day stays empty', async () => {
  const db = t.db();
  const a = await createCustomer(db, { firstName: 'Esha' });
  const sub = await placeTestOrder(db, a, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, days: ['WEDNESDAY'] }]);
  await closeDates(admin, { dates: ['2026-12-09'], bookings: 'MOVE' });
  const moved = await db.delivery.findFirstOrThrow({ where: { suborderId: sub.suborders[0].id, deliveryDate: new Date('2026-12-09T00:00:00Z') } });
  const UNSKIP = 'mutation($id: ID!) { unskipDelivery(deliveryId: $id) { message } }';
  const res = await graphqlRequest(UNSKIP, { id: moved.id }, { cookie: (await loginAs(a.phoneNumber)).cookie });
  expect(res.errors?.[0]).toMatchObject({ message: 'The kitchen is closed on Wed, 9 Dec 2026. The skip stays.', extensions: { code: 'BAD_USER_INPUT' } });
  // nor by an admin
  await expect(graphqlRequest(UNSKIP, { id: moved.id }, { cookie: adminCookie })).resolves.toMatchObject({ errors: [{ message: 'The kitchen is closed on Wed, 9 Dec 2026. The skip stays.' }] });
  expect(await db.delivery.findUniqueOrThrow({ where: { id: moved.id } })).toMatchObject({ status: 'CANCELLED' });
  expect(await onDay('2026-12-09')).toBe(0);
});

test('closing a date with 3 bookings and CANCEL cancels all 3 with credit and messages 3 customers', async () => {
  const { a, b, c, buy, paid } = await threeBookings('2026-12-08', 'TUESDAY', '2026-12-10');
  const before = await t.db().payment.findUniqueOrThrow({ where: { orderId: buy.id } });
  expect(await onDay('2026-12-08')).toBe(3);
  const out = await closeDates(admin, { dates: ['2026-12-08'], bookings: 'CANCEL' });
  expect(out).toMatchObject({ moved: 0, cancelled: 3, messaged: 3 });
  expect(await onDay('2026-12-08')).toBe(0);
  // unpaid: less to pay; paid: its credit note, and the money in the customer's wallet (the default
  // of credit-deliveries.ts since the wallet landed)
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: buy.id } })).amount).toBeLessThan(before.amount);
  const note = await t.db().creditNote.findFirstOrThrow({ where: { invoice: { orderId: paid.id } } });
  const credited = await t.db().walletEntry.findMany({ where: { userId: c.viewer.id, orderId: paid.id } });
  expect(credited.map((e) => e.amount)).toEqual([note.total]);
  expect(credited.map((e) => e.kind)).toEqual(['CANCEL_CREDIT']);
  expect(await t.db().refund.count({ where: { orderId: paid.id } })).toBe(0);
  // the paid order had only that delivery: it is cancelled whole
  expect((await t.db().suborder.findFirstOrThrow({ where: { orderId: paid.id } })).status).toBe('CANCELLED');
  const messaged = await t.db().notification.findMany({ where: { kind: 'DELIVERY_MOVED', userId: { in: [a.viewer.id, b.viewer.id, c.viewer.id] } }, distinct: ['userId'] });
  expect(new Set(messaged.map((m) => m.userId))).toEqual(new Set([a.viewer.id, b.viewer.id, c.viewer.id]));
  expect(messaged[0].body).toContain('is cancelled and its amount credited back');
});

test('only admins close dates', async () => {
  const customer = await loginAs('9876500991');
  const res = await graphqlRequest('mutation { closeDates(dates: ["2026-12-20"], bookings: MOVE) { moved } }', {}, { cookie: customer.cookie });
  expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

test('an order placed while a day is being closed waits for the close and is refused that day, never booked on it', async () => {
  const db = t.db();
  const late = await createCustomer(db, { firstName: 'Deepa' });
  const day = '2026-12-22';
  await db.store.updateMany({ data: { closedDates: [] } });
  // Stand in for closeDates mid-way: the store's row held, the day not yet written.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const closing = db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Store" ORDER BY id LIMIT 1 FOR UPDATE`;
    locked();
    await held;
    await tx.store.updateMany({ data: { closedDates: [new Date(`${day}T00:00:00Z`)] } });
  }, { timeout: 20_000 });
  await isLocked;
  // Its settings were read before the day closed; the order must still not land on it.
  const ordering = placeTestOrder(db, late, [{ kind: 'PDM', items: { [BOWL]: [[500, 1]] }, dates: [day] }]).then(
    () => 'placed',
    (e: { message: string }) => e.message,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await closing;
  expect(await ordering).toMatch(/closed|not deliver|Tue, 22 Dec 2026/i);
  expect(await db.delivery.count({ where: { deliveryDate: new Date(`${day}T00:00:00Z`), suborder: { order: { userId: late.viewer.id } } } })).toBe(0);
});

// Last: its every-day subscription books every day of December.
test('closing a day moves a cancelled subscription\'s delivery only within its life: with no room before the day it was cancelled from, it is given back, never put after it', async () => {
  const db = t.db();
  const daily = await createCustomer(db, { firstName: 'Farah' });
  const weekly = await createCustomer(db, { firstName: 'Gita' });
  // every day from 24 Nov to 23 Dec, cancelled from 21 Dec; every Wednesday to 23 Dec, cancelled from 23 Dec
  const a = await placeTestOrder(db, daily, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, days: ['EVERYDAY'] }]);
  const b = await placeTestOrder(db, weekly, [{ kind: 'CDM', items: { [MEAL]: [[500, 1]] }, days: ['WEDNESDAY'] }]);
  await cancelSubscription(daily.viewer, { suborderId: a.suborders[0].id, from: '2026-12-21', reason: 'MOVING', note: null, refundTo: 'WALLET' });
  await cancelSubscription(weekly.viewer, { suborderId: b.suborders[0].id, from: '2026-12-23', reason: 'MOVING', note: null, refundTo: 'WALLET' });
  const due = async (orderId: string) => (await db.payment.findUniqueOrThrow({ where: { orderId } })).amount;
  const [dueA, dueB] = [await due(a.id), await due(b.id)];

  const out = await closeDates(admin, { dates: ['2026-12-09'], bookings: 'MOVE' });
  expect(out).toMatchObject({ moved: 0, cancelled: 2, messaged: 2 });
  for (const [order, from, before] of [[a, '2026-12-21', dueA], [b, '2026-12-23', dueB]] as const) {
    const days = await db.delivery.findMany({ where: { suborderId: order.suborders[0].id }, orderBy: { deliveryDate: 'asc' } });
    // nothing added, nothing open on or after the day the plan was cancelled from
    expect(days.filter((d) => d.replacesDeliveryId)).toEqual([]);
    expect(days.filter((d) => dateToDay(d.deliveryDate) >= from && d.status !== 'CANCELLED')).toEqual([]);
    const closed = days.find((d) => dateToDay(d.deliveryDate) === '2026-12-09')!;
    expect(closed.status).toBe('CANCELLED');
    expect(closed.creditedAt).not.toBeNull();
    // unpaid: its share came off the amount to pay
    expect(await due(order.id)).toBeLessThan(before);
    const view = (await getOrder(admin, order.orderNumber)).suborders[0];
    expect(view.endDate! < from).toBe(true);
  }
  expect(await onDay('2026-12-09')).toBe(0);
});
