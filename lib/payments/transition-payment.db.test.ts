// transitionPayment on a real database: every (status, event) pair, an order without a payment row,
// the caller's columns, and two changes to one order at once (the order lock makes them take turns,
// and the second sees what the first left).
import { useTestDatabase } from '@/testing/test-database';
import { seededAdminViewer } from '@/testing/admin';
import { createTestOrder } from '@/testing/order-factory';
import { EXPECTED_PAYMENT_TRANSITIONS as TABLE } from '@/testing/payment-transitions';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { PAYMENT_EVENTS, PAYMENT_STATUSES, paymentEventError, type PaymentEvent, type PaymentStatus } from '@/lib/domain/payment-status';
import { confirmPayment } from './confirm-payment';
import { rejectPayment } from './reject-payment';
import { transitionPayment, transitionPaymentIfAllowed, type PaymentChangesFor, type PaymentTransition } from './transition-payment';

const t = useTestDatabase();

let admin: Viewer;
let customerId: string;
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
  customerId = (await t.db().user.create({ data: { phoneNumber: '+919850099001', firstName: 'Meera', settings: { create: {} } } })).id;
});

const order = (paymentStatus: PaymentStatus = 'required') => createTestOrder(t.db(), { userId: customerId, paymentStatus });
const paymentOf = (orderId: string) => t.db().payment.findUnique({ where: { orderId } });
const apply = (orderId: string, event: PaymentEvent, changes?: PaymentChangesFor) =>
  t.db().$transaction((tx) => transitionPayment(tx, orderId, event, { field: 'orderId', changes }));

/** The error a promise rejects with (undefined when it resolves). */
async function failure(p: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

test('the table covers every status and event', () => {
  expect(TABLE).toHaveLength(PAYMENT_STATUSES.length * PAYMENT_EVENTS.length);
});

test.each(TABLE)('%s --%s--> %s', async (from, event, to) => {
  const o = await order(from);
  const before = await paymentOf(o.id);
  const dueAt = new Date('2026-12-24T04:30:00Z');
  const result = apply(o.id, event, { dueAt });
  if (to === null) {
    const error = await failure(result);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: paymentEventError(from, event), details: { field: 'orderId' } });
    // nothing written: neither the status nor the caller's columns
    expect(await paymentOf(o.id)).toEqual(before);
  } else {
    const done = await result;
    expect(done).toMatchObject({ event, from, to, before: { id: before!.id, status: from, amount: o.totalPrice } });
    expect(done.payment).toMatchObject({ id: before!.id, status: to, dueAt });
    expect(await paymentOf(o.id)).toMatchObject({ status: to, dueAt });
  }
});

test.each(TABLE.filter(([from]) => from === 'required'))('an order without a payment row reads as required: --%s--> %s', async (_from, event, to) => {
  const o = await order();
  await t.db().payment.delete({ where: { orderId: o.id } });
  const result = apply(o.id, event);
  if (to === null) {
    expect(await failure(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: paymentEventError('required', event) });
    expect(await paymentOf(o.id)).toBeNull();
  } else {
    const done = await result;
    expect(done.before).toEqual({ id: null, status: 'required', amount: o.totalPrice, walletAmount: 0, dueAt: null, rejectedAt: null });
    // the row is made, owing the order's total
    expect(await paymentOf(o.id)).toMatchObject({ id: done.payment.id, status: to, amount: o.totalPrice });
  }
});

test('the changes may be worked out from the payment as it is under the lock', async () => {
  const o = await order('pending');
  await t.db().payment.update({ where: { orderId: o.id }, data: { amount: 30000 } });
  const done = await apply(o.id, 'lowerAmountDue', (p) => ({ amount: p.amount - 12500 }));
  expect(done.before.amount).toBe(30000);
  expect(done.payment.amount).toBe(17500);
  expect(done.payment.status).toBe('pending');
});

test('an unknown order is NOT_FOUND', async () => {
  expect(await failure(apply('no-such-order', 'confirm'))).toMatchObject({ code: 'NOT_FOUND' });
});

test('transitionPaymentIfAllowed answers a refused event with where the payment stood, and writes nothing', async () => {
  const o = await order('success');
  const before = await paymentOf(o.id);
  expect(await t.db().$transaction((tx) => transitionPaymentIfAllowed(tx, o.id, 'cancel'))).toEqual({ refused: paymentEventError('success', 'cancel'), from: 'success' });
  expect(await paymentOf(o.id)).toEqual(before);
  const unpaid = await order('pending');
  expect(await t.db().$transaction((tx) => transitionPaymentIfAllowed(tx, unpaid.id, 'cancel'))).toMatchObject({ from: 'pending', to: 'cancelled' });
});

describe('two changes to one order at once', () => {
  /** Waits until some statement in this database waits for a row lock. */
  async function someoneWaitsForALock() {
    for (let i = 0; i < 200; i++) {
      const [{ n }] = await t.db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (n > 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the second change never waited for the order lock');
  }

  /**
   * `first` runs and holds its transaction open; `second` starts and must wait for the order lock;
   * then `first` commits and `second` goes on with what `first` left.
   */
  async function inTurn(orderId: string, first: PaymentEvent, second: PaymentEvent) {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let applied!: () => void;
    const firstApplied = new Promise<void>((r) => (applied = r));
    const firstDone = t.db().$transaction(
      async (tx) => {
        const r = await transitionPayment(tx, orderId, first, { field: 'orderId' });
        applied();
        await held;
        return r;
      },
      { timeout: 20_000 },
    );
    await firstApplied;
    const secondDone = t.db().$transaction((tx) => transitionPayment(tx, orderId, second, { field: 'orderId' }), { maxWait: 20_000, timeout: 20_000 });
    const secondSettled = secondDone.then(
      (r): PaymentTransition | AppError => r,
      (e: unknown) => {
        if (e instanceof AppError) return e;
        throw e;
      },
    );
    await someoneWaitsForALock();
    release();
    return { first: await firstDone, second: await secondSettled };
  }

  test('confirm first: the reject that waited is refused with the clear error', async () => {
    const o = await order('pending');
    const { first, second } = await inTurn(o.id, 'confirm', 'reject');
    expect(first).toMatchObject({ from: 'pending', to: 'success' });
    expect(second).toBeInstanceOf(AppError);
    expect(second).toMatchObject({ code: 'BAD_USER_INPUT', message: paymentEventError('success', 'reject'), details: { field: 'orderId' } });
    expect((await paymentOf(o.id))!.status).toBe('success');
  });

  test('reject first: the confirm that waited confirms from required (a payment received another way)', async () => {
    const o = await order('pending');
    const { first, second } = await inTurn(o.id, 'reject', 'confirm');
    expect(first).toMatchObject({ from: 'pending', to: 'required' });
    expect(second).toMatchObject({ from: 'required', to: 'success' });
    expect((await paymentOf(o.id))!.status).toBe('success');
  });

  test.each<[PaymentEvent, PaymentEvent, PaymentStatus]>([
    ['confirm', 'cancel', 'success'],
    ['cancel', 'confirm', 'cancelled'],
    ['confirm', 'confirm', 'success'],
    ['cancel', 'uploadProof', 'cancelled'],
  ])('%s first: the %s that waited is refused', async (first, second, final) => {
    const o = await order('pending');
    const r = await inTurn(o.id, first, second);
    expect(r.first.to).toBe(final);
    expect(r.second).toMatchObject({ code: 'BAD_USER_INPUT', message: paymentEventError(final, second) });
    expect((await paymentOf(o.id))!.status).toBe(final);
  });

  test('confirmPayment and rejectPayment racing: the result is always one of the two turns', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await order('pending');
      const [confirmed, rejected] = await Promise.all([failure(confirmPayment(admin, o.id)), failure(rejectPayment(admin, o.id, 'Blurry screenshot'))]);
      const p = (await paymentOf(o.id))!;
      expect(confirmed).toBeUndefined();
      expect(p.status).toBe('success');
      if (rejected) {
        // confirmed first: the rejection came too late, said so, and left nothing behind
        expect(rejected).toMatchObject({ code: 'BAD_USER_INPUT', message: paymentEventError('success', 'reject') });
        expect(p.rejectedAt).toBeNull();
      } else {
        // rejected first, then confirmed from required
        expect(p.rejectionReason).toBe('Blurry screenshot');
      }
      expect(await t.db().notification.count({ where: { orderId: o.id, kind: 'PAYMENT_CONFIRMED' } })).toBe(1);
    }
  });
});
