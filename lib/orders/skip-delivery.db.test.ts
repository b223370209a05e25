// skipDelivery against a real database: who may skip what and until when, where a subscription's
// skipped delivery is made up, and what a skipped one-time delivery does to the money.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder, type TestSuborder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { AppError } from '@/lib/errors';
import { ROLE_ADMIN, ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { dateToDay, dayToDate } from '@/lib/domain/calendar';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import { skipDelivery } from './skip-delivery';

const t = useTestDatabase();

// Tuesday 1 December 2026, 10:00 in Kolkata.
const MORNING = new Date('2026-12-01T10:00:00+05:30');
let restore: () => void = () => {};
afterEach(() => restore());
const at = (instant: Date | string) => {
  restore();
  restore = setClock(typeof instant === 'string' ? new Date(instant) : instant);
};

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let adminViewer: Viewer;
let customerViewer: Viewer;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500411');
  other = await loginAs('9876500412');
  adminViewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Admin' };
  customerViewer = { id: customer.user.id, roleId: ROLE_CUSTOMER, firstName: 'C' };
}, 30_000);
beforeEach(() => at(MORNING));

const SKIP = `mutation($id: ID!) { skipDelivery(deliveryId: $id) { statusCode message suborder { id status endDate nextDeliveryDate
  deliveries { id deliveryDate status skippedAt replacesDeliveryId } } } }`;
type SkipResult = {
  skipDelivery: {
    statusCode: number;
    message: string;
    suborder: { id: string; status: string; endDate: string; nextDeliveryDate: string; deliveries: { id: string; deliveryDate: string; status: string; skippedAt: string | null; replacesDeliveryId: string | null }[] };
  };
};

// Mondays and Thursdays in December 2026.
const MON_THU = ['2026-12-03', '2026-12-07', '2026-12-10', '2026-12-14', '2026-12-17', '2026-12-21', '2026-12-24', '2026-12-28', '2026-12-31'];
const weekly = (dates = MON_THU): TestSuborder => ({ status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY', deliveries: dates.map((date) => ({ date })) });
const bought = (dates: string[]): TestSuborder => ({ status: 'NEW', repeatType: 'NONE', repeatInfo: 'CUSTOM', deliveries: dates.map((date) => ({ date })) });

async function orderWith(suborder: TestSuborder, paymentStatus: PaymentStatus = 'required', userId = customer.user.id) {
  const order = await createTestOrder(t.db(), { userId, paymentStatus, suborders: [suborder] });
  const sub = order.suborders[0];
  const byDate = (day: string) => sub.deliveries.find((d) => dateToDay(d.deliveryDate) === day)!;
  return { order, sub, byDate };
}
const deliveriesOf = async (suborderId: string) =>
  (await t.db().delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' } })).map((d) => ({ ...d, day: dateToDay(d.deliveryDate) }));
const paymentOf = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });
async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  const e = await run.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return { code: (e as AppError).code, message: (e as AppError).message };
}
async function setClosedDates(days: string[]) {
  await t.db().store.updateMany({ data: { closedDates: days.map(dayToDate) } });
}

describe('a subscription delivery', () => {
  test('the owner skips one: it is CANCELLED and marked, a replacement follows the last delivery, the end date moves', async () => {
    const { sub, byDate } = await orderWith(weekly());
    const skipped = byDate('2026-12-10');
    const res = await graphqlRequest<SkipResult>(SKIP, { id: skipped.id }, { cookie: customer.cookie });
    expect(res.errors).toBeUndefined();
    const answer = res.data!.skipDelivery;
    expect(answer.statusCode).toBe(200);
    expect(answer.message).toBe('Skipped the delivery of Thu, 10 Dec 2026. It is made up on Mon, 4 Jan 2027; your last delivery is now Mon, 4 Jan 2027.');
    expect(answer.suborder).toMatchObject({ id: sub.id, status: 'SUBSCRIBED', endDate: '2027-01-04', nextDeliveryDate: '2026-12-03' });
    const replacement = answer.suborder.deliveries.find((d) => d.replacesDeliveryId === skipped.id)!;
    expect(replacement).toMatchObject({ deliveryDate: '2027-01-04', status: 'SUBSCRIBED', skippedAt: null });
    expect(answer.suborder.deliveries.find((d) => d.id === skipped.id)).toMatchObject({ status: 'CANCELLED', skippedAt: MORNING.toISOString() });

    const row = await t.db().delivery.findUniqueOrThrow({ where: { id: skipped.id } });
    expect(row).toMatchObject({ status: 'CANCELLED', skippedById: customer.user.id });
    expect(await deliveriesOf(sub.id)).toHaveLength(MON_THU.length + 1);
    // A customer's own change is not an admin write: nothing in the audit log.
    expect(await t.db().auditLog.count({ where: { entityId: sub.id } })).toBe(0);
  });

  test('skipping it again: a clear message and no change', async () => {
    const { sub, byDate } = await orderWith(weekly());
    await skipDelivery(customerViewer, byDate('2026-12-10').id);
    const before = await deliveriesOf(sub.id);
    expect(await refusal(skipDelivery(customerViewer, byDate('2026-12-10').id))).toEqual({ code: 'BAD_USER_INPUT', message: 'The delivery of Thu, 10 Dec 2026 is already skipped.' });
    expect(await deliveriesOf(sub.id)).toEqual(before);
  });

  test('a delivery an admin cancelled cannot be skipped', async () => {
    const { byDate } = await orderWith(weekly());
    await t.db().delivery.update({ where: { id: byDate('2026-12-10').id }, data: { status: 'CANCELLED' } });
    expect(await refusal(skipDelivery(customerViewer, byDate('2026-12-10').id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The delivery of Thu, 10 Dec 2026 is already cancelled and cannot be changed.',
    });
  });

  test.each([
    ['21:59 the evening before: skipped', '2026-12-02T21:59:00+05:30', null],
    ['21:59:59 the evening before: skipped', '2026-12-02T21:59:59+05:30', null],
    [
      '22:00 the evening before: refused',
      '2026-12-02T22:00:00+05:30',
      'Changes to the delivery of Thu, 3 Dec 2026 closed at 10 pm on Wed, 2 Dec 2026. Please call us if you need help with it.',
    ],
  ])('the customer at %s', async (_case, now, error) => {
    const { sub, byDate } = await orderWith(weekly());
    at(now);
    const res = await graphqlRequest<SkipResult>(SKIP, { id: byDate('2026-12-03').id }, { cookie: customer.cookie });
    if (error) {
      expect(res.errors?.[0]).toMatchObject({ message: error, extensions: { code: 'BAD_USER_INPUT', field: 'deliveryId' } });
      expect((await deliveriesOf(sub.id)).every((d) => d.status === 'SUBSCRIBED' && !d.skippedAt)).toBe(true);
    } else {
      expect(res.errors).toBeUndefined();
      expect(res.data!.skipDelivery.suborder.endDate).toBe('2027-01-04');
    }
  });

  test('an admin may skip after the cutoff, and it is audited', async () => {
    const { sub, byDate } = await orderWith(weekly());
    at('2026-12-03T09:00:00+05:30');
    const res = await graphqlRequest<SkipResult>(SKIP, { id: byDate('2026-12-03').id }, { cookie: admin.cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.skipDelivery.suborder.endDate).toBe('2027-01-04');
    expect(await t.db().delivery.findUniqueOrThrow({ where: { id: byDate('2026-12-03').id } })).toMatchObject({ status: 'CANCELLED', skippedById: admin.user.id });
    const audit = await t.db().auditLog.findMany({ where: { entityId: sub.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'skipDelivery', entity: 'Suborder', actorId: admin.user.id, subjectUserId: customer.user.id });
    expect(audit[0].data).toMatchObject({ skipped: ['2026-12-03'], replacements: ['2027-01-04'], endDate: '2027-01-04' });
  });

  test('another customer gets NOT_FOUND and changes nothing; logged out gets UNAUTHENTICATED', async () => {
    const { sub, byDate } = await orderWith(weekly());
    const id = byDate('2026-12-10').id;
    const theirs = await graphqlRequest(SKIP, { id }, { cookie: other.cookie });
    expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const missing = await graphqlRequest(SKIP, { id: 'no-such-delivery' }, { cookie: other.cookie });
    // The same answer as a delivery that does not exist: ids cannot be probed.
    expect(missing.errors?.[0].message).toBe(theirs.errors?.[0].message);
    const anonymous = await graphqlRequest(SKIP, { id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await deliveriesOf(sub.id)).every((d) => d.status === 'SUBSCRIBED')).toBe(true);
  });

  test('the replacement crosses a month end and steps over a closed date', async () => {
    await setClosedDates(['2027-01-04']);
    try {
      const { byDate } = await orderWith(weekly());
      const first = await skipDelivery(customerViewer, byDate('2026-12-10').id);
      // The last delivery is Thu 31 Dec; Mon 4 Jan is closed, so Thu 7 Jan.
      expect(first.suborder.endDate).toBe('2027-01-07');
      const second = await skipDelivery(customerViewer, byDate('2026-12-14').id);
      expect(second.suborder.endDate).toBe('2027-01-11');
      expect(second.suborder.deliveries.filter((d) => d.replacesDeliveryId).map((d) => d.deliveryDate)).toEqual(['2027-01-07', '2027-01-11']);
    } finally {
      await setClosedDates([]);
    }
  });

  test('every day: a skipped last delivery is made up the next day, and the skipped date is not reused', async () => {
    const { byDate } = await orderWith({ status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: [{ date: '2026-12-30' }, { date: '2026-12-31' }] });
    const done = await skipDelivery(customerViewer, byDate('2026-12-31').id);
    expect(done.suborder.deliveries.map((d) => [d.deliveryDate, d.status])).toEqual([
      ['2026-12-30', 'SUBSCRIBED'],
      ['2026-12-31', 'CANCELLED'],
      ['2027-01-01', 'SUBSCRIBED'],
    ]);
    expect(done.suborder.endDate).toBe('2027-01-01');
  });

  test('an assigned subscription gets an assigned replacement', async () => {
    const { byDate } = await orderWith({ ...weekly(), status: 'ASSIGNED' });
    const done = await skipDelivery(adminViewer, byDate('2026-12-10').id);
    expect(done.suborder.deliveries.find((d) => d.replacesDeliveryId)!.status).toBe('ASSIGNED');
  });
});

describe('a one-time (bought) delivery', () => {
  // createTestOrder: 2 x the cheapest CDM size per delivery, 2.5 % + 2.5 %, ₹50 a delivery.
  async function shareOf(orderId: string) {
    const variant = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborder: { orderId } } } });
    return variant;
  }

  test('not paid yet: the amount due drops by its share and nothing is added', async () => {
    const { order, sub, byDate } = await orderWith(bought(['2026-12-05', '2026-12-06', '2026-12-07']), 'required');
    const before = (await paymentOf(order.id)).amount;
    const done = await skipDelivery(customerViewer, byDate('2026-12-06').id);
    const after = (await paymentOf(order.id)).amount;
    const v = await shareOf(order.id);
    const perDelivery = v.price * v.quantity;
    // The share of the first of three: the total with 3 deliveries minus the total with 2.
    const tax = (n: number) => Math.floor((perDelivery * n * 25 + 500) / 1000);
    const expectedShare = before - (perDelivery * 2 + 2 * tax(2) + 2 * 5000);
    expect(before - after).toBe(expectedShare);
    expect(done.message).toContain(`is taken off the amount to pay.`);
    expect(await deliveriesOf(sub.id)).toHaveLength(3);
    expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  test('not paid yet: skipping every delivery leaves exactly 0 due, the suborder CANCELLED and the payment cancelled', async () => {
    const dates = ['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'];
    const { order, sub, byDate } = await orderWith(bought(dates), 'pending');
    for (const day of ['2026-12-07', '2026-12-05', '2026-12-08']) await skipDelivery(customerViewer, byDate(day).id);
    expect((await t.db().suborder.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('NEW');
    expect((await paymentOf(order.id)).amount).toBeGreaterThan(0);
    const last = await skipDelivery(customerViewer, byDate('2026-12-06').id);
    expect(last.suborder.status).toBe('CANCELLED');
    expect(await paymentOf(order.id)).toMatchObject({ amount: 0, status: 'cancelled' });
  });

  test('paid, refundTo UPI: a refund of its share is due, the amount paid stays, and all skipped leaves the order paid with refunds adding up to its total', async () => {
    const dates = ['2026-12-05', '2026-12-06', '2026-12-07'];
    const { order, sub, byDate } = await orderWith(bought(dates), 'success');
    const paid = (await paymentOf(order.id)).amount;
    await t.db().user.update({ where: { id: customerViewer.id }, data: { upiId: 'skipper@okaxis' } });
    const first = await skipDelivery(customerViewer, byDate('2026-12-05').id, 'UPI');
    const refund = await t.db().refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund).toMatchObject({ status: 'DUE', deliveryId: byDate('2026-12-05').id, createdById: customer.user.id, reason: `Skipped delivery of Sat, 5 Dec 2026 (${sub.suborderNo})` });
    expect(first.message).toBe(`Skipped the delivery of Sat, 5 Dec 2026. ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(refund.amount / 100)} will be refunded to your UPI id within 30 days.`);
    expect((await paymentOf(order.id)).amount).toBe(paid);
    await skipDelivery(adminViewer, byDate('2026-12-06').id, 'UPI');
    const last = await skipDelivery(customerViewer, byDate('2026-12-07').id, 'UPI');
    expect(last.suborder.status).toBe('CANCELLED');
    expect(await paymentOf(order.id)).toMatchObject({ amount: paid, status: 'success' });
    const refunds = await t.db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toHaveLength(3);
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(sub.totalPrice);
  });

  test('the share uses the rates and the drop charge stored on the order, not today\'s', async () => {
    const { order, byDate } = await orderWith(bought(['2026-12-05', '2026-12-06']), 'required');
    // Placed when the item was taxed at 18 % and a drop cost ₹40: the stored lines and totals say so.
    const v = await shareOf(order.id);
    const perDelivery = v.price * v.quantity;
    const tax = (n: number) => Math.floor((perDelivery * n * 90 + 500) / 1000);
    const total2 = perDelivery * 2 + 2 * tax(2) + 2 * 4000;
    await t.db().orderItemVariant.updateMany({ where: { orderItem: { suborder: { orderId: order.id } } }, data: { gstRate: 180 } });
    // and each day's own rows, copied from them at checkout
    await t.db().deliveryItem.updateMany({ where: { delivery: { suborder: { orderId: order.id } } }, data: { gstRate: 180 } });
    await t.db().order.update({ where: { id: order.id }, data: { perDeliveryCharge: 4000, totalPrice: total2 } });
    await t.db().suborder.updateMany({ where: { orderId: order.id }, data: { totalPrice: total2 } });
    await t.db().payment.update({ where: { orderId: order.id }, data: { amount: total2 } });
    await skipDelivery(customerViewer, byDate('2026-12-05').id);
    expect((await paymentOf(order.id)).amount).toBe(perDelivery + 2 * tax(1) + 4000);
  });
});
