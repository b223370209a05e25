// The payment-deadlines job with a pinned "now": reminder at half-time (once), expiry at the deadline
// (deliveries and payment cancelled, one ORDER_EXPIRED), extensions respected, paid and pending
// orders untouched.
import { useTestDatabase } from '@/testing/test-database';
import { seededAdminViewer } from '@/testing/admin';
import { createTestOrder, type TestSuborder } from '@/testing/order-factory';
import { failWrites, sqlText } from '@/testing/fail-write';
import { setClock } from '@/lib/clock';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import { processPaymentDeadlines } from './process-payment-deadlines';
import { extendPaymentDeadline } from './extend-payment-deadline';

const t = useTestDatabase();
// Placed Friday 2026-11-20, 10:00 in Bengaluru; due Saturday 10:00.
const PLACED = new Date('2026-11-20T04:30:00Z');
const at = (hours: number) => new Date(PLACED.getTime() + hours * 3_600_000);

let admin: Viewer;
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

let n = 0;
async function unpaidOrder(spec: { paymentStatus?: PaymentStatus; dueAt?: Date | null; suborders?: TestSuborder[] } = {}) {
  const user = await t.db().user.create({ data: { phoneNumber: `+9198500${String(++n).padStart(5, '0')}`, firstName: `D${n}`, settings: { create: {} } } });
  const order = await createTestOrder(t.db(), {
    userId: user.id,
    createdAt: PLACED,
    paymentStatus: spec.paymentStatus ?? 'required',
    suborders: spec.suborders ?? [{ deliveries: [{ date: '2026-11-22' }, { date: '2026-11-23' }] }],
  });
  await t.db().payment.update({ where: { orderId: order.id }, data: { dueAt: spec.dueAt === undefined ? at(24) : spec.dueAt } });
  return { user, order };
}

const messages = (orderId: string) => t.db().notification.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });
const kinds = async (orderId: string) => (await messages(orderId)).map((m) => m.kind);
const deliveries = (orderId: string) => t.db().delivery.findMany({ where: { suborder: { orderId } }, orderBy: { deliveryDate: 'asc' } });
const payment = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });

test('before half-time nothing happens', async () => {
  const { order } = await unpaidOrder();
  await processPaymentDeadlines(at(11.9));
  expect(await kinds(order.id)).toEqual([]);
});

test('after half-time: one reminder with the deadline, even when the job runs twice (and at once)', async () => {
  const { order } = await unpaidOrder();
  await processPaymentDeadlines(at(12.5));
  await Promise.all([processPaymentDeadlines(at(13)), processPaymentDeadlines(at(13))]);
  const all = await messages(order.id);
  expect(all.map((m) => m.kind)).toEqual(['PAYMENT_REMINDER']);
  expect(all[0].body).toContain(`order ${order.orderNumber} is not paid yet`);
  expect(all[0].body).toContain('by Sat, 21 Nov 2026, 10:00');
  expect((await payment(order.id)).status).toBe('required');
});

test('at the deadline: future deliveries and the payment are cancelled, the suborder rolls up, one ORDER_EXPIRED', async () => {
  const { order } = await unpaidOrder();
  await processPaymentDeadlines(at(13));
  // Two runs at once (two workers): every order due is expired by exactly one of them.
  const due = await t.db().payment.count({ where: { status: 'required', dueAt: { lte: at(24) } } });
  const results = await Promise.all([processPaymentDeadlines(at(24)), processPaymentDeadlines(at(24))]);
  expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(due);
  await processPaymentDeadlines(at(25));
  expect((await deliveries(order.id)).map((d) => d.status)).toEqual(['CANCELLED', 'CANCELLED']);
  expect((await t.db().suborder.findUniqueOrThrow({ where: { id: order.suborders[0].id } })).status).toBe('CANCELLED');
  expect((await payment(order.id)).status).toBe('cancelled');
  const all = await messages(order.id);
  expect(all.map((m) => m.kind)).toEqual(['PAYMENT_REMINDER', 'ORDER_EXPIRED']);
  expect(all[1].body).toMatch(new RegExp(`order ${order.orderNumber} was cancelled because ₹[\\d,.]+ was not paid in time`));
});

test('a delivery already on its way and an older one an admin has not closed are left alone; the payment is cancelled', async () => {
  // Expires on Saturday 21 Nov at 10:00 (Kolkata): today is the 21st.
  const { order } = await unpaidOrder({
    suborders: [{ status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: [{ date: '2026-11-20', status: 'SUBSCRIBED' }, { date: '2026-11-21', status: 'ASSIGNED' }, { date: '2026-11-22' }] }],
  });
  await processPaymentDeadlines(at(24));
  expect((await deliveries(order.id)).map((d) => d.status)).toEqual(['SUBSCRIBED', 'ASSIGNED', 'CANCELLED']);
  expect((await t.db().suborder.findUniqueOrThrow({ where: { id: order.suborders[0].id } })).status).toBe('SUBSCRIBED');
  expect((await payment(order.id)).status).toBe('cancelled');
  expect(await kinds(order.id)).toEqual(['ORDER_EXPIRED']);
});

test.each<[PaymentStatus]>([['success'], ['pending'], ['cancelled']])('a %s payment past its deadline is untouched', async (status) => {
  const { order } = await unpaidOrder({ paymentStatus: status });
  await processPaymentDeadlines(at(13));
  await processPaymentDeadlines(at(100));
  expect((await payment(order.id)).status).toBe(status);
  expect((await deliveries(order.id)).map((d) => d.status)).toEqual(['NEW', 'NEW']);
  expect(await kinds(order.id)).toEqual([]);
});

test('an order placed before deadlines existed (no dueAt) never expires', async () => {
  const { order } = await unpaidOrder({ dueAt: null });
  await processPaymentDeadlines(at(1000));
  expect((await payment(order.id)).status).toBe('required');
  expect(await kinds(order.id)).toEqual([]);
});

test('a screenshot rejected after the deadline gives the customer 12 more hours', async () => {
  const { order } = await unpaidOrder();
  await t.db().payment.update({ where: { orderId: order.id }, data: { rejectedAt: at(30) } });
  await processPaymentDeadlines(at(31));
  expect((await payment(order.id)).status).toBe('required');
  await processPaymentDeadlines(at(36.5));
  expect(await kinds(order.id)).toEqual(['PAYMENT_REMINDER']);
  await processPaymentDeadlines(at(42));
  expect((await payment(order.id)).status).toBe('cancelled');
  expect(await kinds(order.id)).toEqual(['PAYMENT_REMINDER', 'ORDER_EXPIRED']);
});

test('an expiry whose transaction fails leaves the order as it was and records no message', async () => {
  const { order } = await unpaidOrder();
  const remove = await failWrites(t.db(), { table: 'Delivery', on: 'UPDATE', when: `NEW."suborderId" = ${sqlText(order.suborders[0].id)}` });
  try {
    await expect(processPaymentDeadlines(at(24))).rejects.toThrow(/forced failure/);
  } finally {
    await remove();
  }
  expect((await payment(order.id)).status).toBe('required');
  expect(await kinds(order.id)).toEqual([]);
  // The next run expires it.
  expect((await processPaymentDeadlines(at(24))).expired).toBe(1);
});

describe('extendPaymentDeadline', () => {
  test('an extended deadline is respected: reminded again for it, expired only at it; audited', async () => {
    const { user, order } = await unpaidOrder();
    await processPaymentDeadlines(at(13));
    const restore = setClock(at(20));
    try {
      const view = await extendPaymentDeadline(admin, order.id, 24);
      expect(view.dueAt).toBe(at(48).toISOString());
    } finally {
      restore();
    }
    expect((await processPaymentDeadlines(at(24))).expired).toBe(0);
    expect((await payment(order.id)).status).toBe('required');
    // The new deadline has its own reminder (half-way from placing to it: hour 24).
    const reminders = (await messages(order.id)).filter((m) => m.kind === 'PAYMENT_REMINDER');
    expect(reminders.map((m) => /by (.*) or it will/.exec(m.body)![1])).toEqual(['Sat, 21 Nov 2026, 10:00', 'Sun, 22 Nov 2026, 10:00']);
    await processPaymentDeadlines(at(47.9));
    expect((await payment(order.id)).status).toBe('required');
    await processPaymentDeadlines(at(48));
    expect((await payment(order.id)).status).toBe('cancelled');
    const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'extendPaymentDeadline', entityId: order.id } });
    expect(audit).toMatchObject({ actorId: admin.id, subjectUserId: user.id, data: { orderNumber: order.orderNumber, hours: 24, from: at(24).toISOString(), to: at(48).toISOString() } });
  });

  test('a deadline that has passed is extended from now', async () => {
    const { order } = await unpaidOrder();
    const restore = setClock(at(30));
    try {
      expect((await extendPaymentDeadline(admin, order.id, 6)).dueAt).toBe(at(36).toISOString());
    } finally {
      restore();
    }
  });

  test('extensions cannot stack past 14 days from placing (payment.maxDeadlineDays): five of 720 hours are refused at the bound', async () => {
    const { order } = await unpaidOrder();
    const restore = setClock(at(20));
    try {
      let error: unknown;
      try {
        await extendPaymentDeadline(admin, order.id, 720);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'hours' }, message: 'An order must be paid within 14 days of being placed: extend by at most 316 hours.' });
      expect((await payment(order.id)).dueAt).toEqual(at(24));
      // Up to the bound is fine; then nothing more.
      expect((await extendPaymentDeadline(admin, order.id, 312)).dueAt).toBe(at(336).toISOString());
      await expect(extendPaymentDeadline(admin, order.id, 1)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    } finally {
      restore();
    }
    await t.db().configuration.upsert({ where: { key: 'payment.maxDeadlineDays' }, create: { key: 'payment.maxDeadlineDays', value: '30' }, update: { value: '30' } });
    const later = setClock(at(20));
    try {
      expect((await extendPaymentDeadline(admin, order.id, 24)).dueAt).toBe(at(360).toISOString());
    } finally {
      later();
      await t.db().configuration.delete({ where: { key: 'payment.maxDeadlineDays' } });
    }
  });

  test.each<[string, string, () => Promise<{ viewer: Viewer; orderId: string }>]>([
    ['a customer, even the owner', 'FORBIDDEN', async () => {
      const { user, order } = await unpaidOrder();
      return { viewer: { id: user.id, roleId: 2, firstName: user.firstName }, orderId: order.id };
    }],
    ['an unknown order', 'NOT_FOUND', async () => ({ viewer: admin, orderId: 'no-such-order' })],
    ['a paid order', 'BAD_USER_INPUT', async () => ({ viewer: admin, orderId: (await unpaidOrder({ paymentStatus: 'success' })).order.id })],
    ['a cancelled order', 'BAD_USER_INPUT', async () => ({ viewer: admin, orderId: (await unpaidOrder({ paymentStatus: 'cancelled' })).order.id })],
  ])('%s is refused with %s', async (_name, code, setup) => {
    const { viewer, orderId } = await setup();
    const before = await t.db().payment.findUnique({ where: { orderId } });
    let error: unknown;
    try {
      await extendPaymentDeadline(viewer, orderId, 24);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    expect(await t.db().payment.findUnique({ where: { orderId } })).toEqual(before);
  });
});
