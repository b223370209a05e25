// Every way the owner settles a drop the rider could not make, through the API: a make-up day after
// the last (as a skip's), the money to the wallet or to the UPI refunds queue with a credit note, the
// customer told each time; a drop settled once only, and only a missed one, by an admin.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { loginAsAdmin } from '@/testing/admin';
import { createTestOrder } from '@/testing/order-factory';
import { pinClockForEachTest } from '@/testing/clock';

const t = useTestDatabase();
// Tuesday 1 December 2026, 11:00 in Bengaluru: the rider is out.
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';
pinClockForEachTest(new Date('2026-12-01T11:00:00+05:30'));

let admin: { cookie: string };
let rider: { cookie: string; user: { id: string } };

async function call<T = Record<string, unknown>>(who: { cookie: string }, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
  return graphqlRequest<T>(query, variables, { cookie: who.cookie });
}
async function ok<T = Record<string, unknown>>(who: { cookie: string }, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await call<T>(who, query, variables);
  if (res.errors?.length) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data!;
}

const RESOLVE = `mutation($id: ID!, $a: MissedDeliveryAction!, $to: RefundDestination) { resolveMissedDelivery(deliveryId: $id, action: $a, refundTo: $to) {
  statusCode message suborder { deliveries { id deliveryDate status missedResolution { action } } } } }`;
type Resolved = { resolveMissedDelivery: { statusCode: number; message: string; suborder: { deliveries: { id: string; deliveryDate: string; status: string; missedResolution: { action: string } | null }[] } } };

/** A customer's order with a drop today that the rider could not make. */
async function missedDrop(phone: string, spec: { paid: boolean; subscription: boolean }) {
  const customer = await loginAs(phone);
  const order = await createTestOrder(t.db(), {
    userId: customer.user.id,
    paymentStatus: spec.paid ? 'success' : 'required',
    suborders: [
      spec.subscription
        ? { status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: [{ date: TODAY }, { date: TOMORROW }] }
        : { deliveries: [{ date: TODAY }, { date: TOMORROW }] },
    ],
  });
  const [today] = order.suborders[0].deliveries;
  await ok(admin, 'mutation($ids: [ID!]!, $r: ID) { assignDeliveries(deliveryIds: $ids, riderId: $r) { count } }', { ids: [today.id], r: rider.user.id });
  await ok(rider, 'mutation($id: ID!) { markNotDelivered(deliveryId: $id, reason: NOT_HOME) { id } }', { id: today.id });
  return { customer, order, today };
}

const smsOf = (userId: string) => t.db().notification.findFirstOrThrow({ where: { userId, kind: 'MISSED_DELIVERY_RESOLVED', channel: 'SMS' }, select: { body: true } });

beforeAll(async () => {
  admin = await loginAsAdmin(t.db());
  await ok(admin, 'mutation { addRider(countryCode: "+91", phoneNumber: "9845013001", firstName: "Ravi") { id } }');
  rider = await loginAs('9845013001');
}, 60_000);

describe('settling a missed drop', () => {
  test('MAKE_UP adds a day after the last, as a skip does; the missed day is over, the customer is told, and it is settled once only', async () => {
    const { customer, order, today } = await missedDrop('9876513001', { paid: true, subscription: true });
    const res = await ok<Resolved>(admin, RESOLVE, { id: today.id, a: 'MAKE_UP' });
    expect(res.resolveMissedDelivery.message).toBe('The missed delivery of Tue, 1 Dec 2026 is made up on Thu, 3 Dec 2026.');
    const days = res.resolveMissedDelivery.suborder.deliveries.map((d) => [d.deliveryDate, d.status, d.missedResolution?.action ?? null]);
    expect(days).toEqual([
      [TODAY, 'CANCELLED', 'MAKE_UP'],
      [TOMORROW, 'SUBSCRIBED', null],
      ['2026-12-03', 'SUBSCRIBED', null],
    ]);
    const madeUp = await t.db().delivery.findFirstOrThrow({ where: { replacesDeliveryId: today.id }, include: { items: true } });
    expect(madeUp.items.length).toBeGreaterThan(0);
    // no money moves on a make-up
    expect(await t.db().creditNote.count({ where: { invoice: { orderId: order.id } } })).toBe(0);
    expect((await smsOf(customer.user.id)).body).toBe(`Good Dog Kitchen: your missed delivery of order ${order.orderNumber} on Tue, 1 Dec 2026 is made up on Thu, 3 Dec 2026.`);
    expect(await t.db().auditLog.count({ where: { action: 'resolveMissedDelivery', entityId: today.id } })).toBe(1);

    // twice: refused, nothing more added
    const again = await call(admin, RESOLVE, { id: today.id, a: 'CREDIT' });
    expect(again.errors?.[0]).toMatchObject({ message: 'This missed delivery was already settled.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.db().delivery.count({ where: { suborderId: order.suborders[0].id } })).toBe(3);
    // and gone from the owner's queue
    const queue = await ok<{ getMissedDeliveries: { deliveries: { id: string }[] } }>(admin, '{ getMissedDeliveries { deliveries { id } } }');
    expect(queue.getMissedDeliveries.deliveries.map((d) => d.id)).not.toContain(today.id);
  });

  test('CREDIT on a paid order: its share to the wallet (the default) with a credit note; the customer is told', async () => {
    const { customer, order, today } = await missedDrop('9876513002', { paid: true, subscription: false });
    const res = await ok<Resolved>(admin, RESOLVE, { id: today.id, a: 'CREDIT' });
    const entry = await t.db().walletEntry.findFirstOrThrow({ where: { userId: customer.user.id, deliveryId: today.id } });
    const note = await t.db().creditNote.findFirstOrThrow({ where: { deliveryId: today.id } });
    expect(entry.amount).toBeGreaterThan(0);
    expect(note).toMatchObject({ walletEntryId: entry.id, reason: expect.stringMatching(/^Missed delivery of Tue, 1 Dec 2026/) });
    const amount = `₹${(entry.amount / 100).toFixed(2)}`;
    expect(res.resolveMissedDelivery.message).toBe(`The missed delivery of Tue, 1 Dec 2026: ${amount} went to the customer’s wallet, with a credit note.`);
    expect(res.resolveMissedDelivery.suborder.deliveries.find((d) => d.id === today.id)).toMatchObject({ status: 'CANCELLED', missedResolution: { action: 'CREDIT' } });
    expect((await smsOf(customer.user.id)).body).toBe(`Good Dog Kitchen: for the missed delivery of order ${order.orderNumber} on Tue, 1 Dec 2026, ${amount} was added to your wallet.`);
    expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  test('CREDIT to UPI: a refund due in the queue with a credit note; the customer is told', async () => {
    const { customer, order, today } = await missedDrop('9876513003', { paid: true, subscription: false });
    await ok(admin, RESOLVE, { id: today.id, a: 'CREDIT', to: 'UPI' });
    const refund = await t.db().refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund).toMatchObject({ deliveryId: today.id, status: 'DUE' });
    expect(await t.db().creditNote.findFirstOrThrow({ where: { deliveryId: today.id } })).toMatchObject({ refundId: refund.id });
    expect(await t.db().walletEntry.count({ where: { userId: customer.user.id } })).toBe(0);
    expect((await smsOf(customer.user.id)).body).toBe(`Good Dog Kitchen: for the missed delivery of order ${order.orderNumber} on Tue, 1 Dec 2026, ₹${(refund.amount / 100).toFixed(2)} will be paid to your UPI id.`);
    // twice: refused, nothing refunded twice
    expect((await call(admin, RESOLVE, { id: today.id, a: 'CREDIT', to: 'UPI' })).errors?.[0]?.message).toBe('This missed delivery was already settled.');
    expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  test('CREDIT on an unpaid order lowers what is due; only admins settle, and only a missed drop', async () => {
    const { customer, order, today } = await missedDrop('9876513004', { paid: false, subscription: false });
    const before = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    expect((await call(customer, RESOLVE, { id: today.id, a: 'CREDIT' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(rider, RESOLVE, { id: today.id, a: 'CREDIT' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tomorrow = order.suborders[0].deliveries[1];
    expect((await call(admin, RESOLVE, { id: tomorrow.id, a: 'MAKE_UP' })).errors?.[0]?.message).toBe('Only a delivery the rider could not make can be settled as missed.');

    const res = await ok<Resolved>(admin, RESOLVE, { id: today.id, a: 'CREDIT' });
    const after = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(after.amount).toBeLessThan(before.amount);
    expect(res.resolveMissedDelivery.message).toBe(`The missed delivery of Tue, 1 Dec 2026: ₹${((before.amount - after.amount) / 100).toFixed(2)} is taken off the amount to pay.`);
    expect(await t.db().creditNote.count({ where: { deliveryId: today.id } })).toBe(0);
  });
});
