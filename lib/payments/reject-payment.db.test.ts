// rejectPayment: an admin refuses an uploaded proof with a reason; the payment is owed again, the
// customer is told why (order view, SMS) and may upload again, which clears the reason.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { MAX_REJECTION_REASON, paymentEventError, type PaymentStatus } from '@/lib/domain/payment-status';

const t = useTestDatabase();

const REJECT = 'mutation($o: ID!, $r: String!) { rejectPayment(orderId: $o, reason: $r) { statusCode message } }';
const ATTACH = 'mutation($order: ID!, $screenshot: ID!) { updatePaymentScreenshot(order: $order, screenshot: $screenshot) { status rejectionReason } }';
const GET_ORDER = 'query($n: String!) { getOrder(orderNumber: $n) { payment { status rejectionReason } } }';

type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500611');
}, 30_000);

const code = (res: GraphQLResult) => res.errors?.[0]?.extensions?.code;
const reject = (orderId: string, reason: string, session: Session | null = admin) => graphqlRequest<{ rejectPayment: { statusCode: number; message: string } }>(REJECT, { o: orderId, r: reason }, { cookie: session?.cookie });
const paymentOf = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });

let seq = 0;
async function pendingOrder(status: PaymentStatus = 'pending') {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: status });
  const image = await screenshot();
  await t.db().payment.update({ where: { orderId: order.id }, data: { screenshotId: image.id, submittedAt: new Date('2026-11-20T05:00:00Z') } });
  return order;
}
/** An upload row as uploadImage records it (the bytes do not matter here). */
function screenshot() {
  return t.db().uploadedImage.create({
    data: { ownerId: customer.user.id, kind: 'payments', storageKey: `${customer.user.id}/payments/${Date.now()}${++seq}.jpg`, contentType: 'image/jpeg', byteSize: 1000 },
  });
}

test('pending -> required with the reason, who and when; audited; the customer is messaged and sees it', async () => {
  const order = await pendingOrder();
  const restore = setClock(new Date('2026-11-21T06:00:00Z'));
  let res;
  try {
    res = await reject(order.id, '  The amount does not match the order  ');
  } finally {
    restore();
  }
  expect(res.errors).toBeUndefined();
  expect(res.data!.rejectPayment).toEqual({ statusCode: 200, message: `Payment of ${order.orderNumber} rejected; the customer has been told why` });

  const payment = await paymentOf(order.id);
  expect(payment).toMatchObject({
    status: 'required',
    rejectionReason: 'The amount does not match the order',
    rejectedAt: new Date('2026-11-21T06:00:00Z'),
    rejectedById: admin.user.id,
  });
  // the proof stays attached, for the record
  expect(payment.screenshotId).not.toBeNull();

  const audit = await t.db().auditLog.findMany({ where: { action: 'rejectPayment', entityId: order.id } });
  expect(audit.map((a) => [a.actorId, a.subjectUserId, a.entity, a.data])).toEqual([
    [admin.user.id, customer.user.id, 'Order', { from: 'pending', reason: 'The amount does not match the order' }],
  ]);
  const [message] = await t.db().notification.findMany({ where: { orderId: order.id, kind: 'PAYMENT_REJECTED' } });
  expect(message).toMatchObject({ userId: customer.user.id, status: 'QUEUED' });
  expect(message.body).toContain(order.orderNumber);
  // The reason is longer than one DLT variable (30 characters): the SMS points to the order page for it; email and push carry it whole.
  expect(message.body).toContain('The reason is on the order page.');

  const seen = await graphqlRequest<{ getOrder: { payment: { status: string; rejectionReason: string } } }>(GET_ORDER, { n: order.orderNumber }, { cookie: customer.cookie });
  expect(seen.data!.getOrder.payment).toEqual({ status: 'required', rejectionReason: 'The amount does not match the order' });
});

test.each<PaymentStatus>(['required', 'success', 'cancelled'])('a %s payment is refused with the payment-status message, and nothing changes', async (status) => {
  const order = await pendingOrder(status);
  const res = await reject(order.id, 'Wrong amount');
  expect(res.errors?.[0]).toMatchObject({ message: paymentEventError(status, 'reject'), extensions: { code: 'BAD_USER_INPUT', field: 'orderId' } });
  expect(await paymentOf(order.id)).toMatchObject({ status, rejectionReason: null, rejectedAt: null });
  expect(await t.db().auditLog.count({ where: { action: 'rejectPayment', entityId: order.id } })).toBe(0);
  expect(await t.db().notification.count({ where: { orderId: order.id } })).toBe(0);
});

test('the customer uploads again: pending, and the reason is gone', async () => {
  const order = await pendingOrder();
  expect((await reject(order.id, 'Screenshot is cut off')).errors).toBeUndefined();
  const again = await screenshot();
  const res = await graphqlRequest<{ updatePaymentScreenshot: { status: string; rejectionReason: string | null } }>(ATTACH, { order: order.orderNumber, screenshot: again.id }, { cookie: customer.cookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.updatePaymentScreenshot).toEqual({ status: 'pending', rejectionReason: null });
  expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', rejectionReason: null, rejectedAt: null, rejectedById: null, screenshotId: again.id });
  // and it can be rejected a second time, which messages the customer again
  expect((await reject(order.id, 'Still the wrong amount')).errors).toBeUndefined();
  expect(await t.db().notification.count({ where: { orderId: order.id, kind: 'PAYMENT_REJECTED' } })).toBe(2);
});

test('customers get FORBIDDEN, visitors UNAUTHENTICATED, an unknown order NOT_FOUND', async () => {
  const order = await pendingOrder();
  expect(code(await reject(order.id, 'Nope', customer))).toBe('FORBIDDEN');
  expect(code(await reject(order.id, 'Nope', null))).toBe('UNAUTHENTICATED');
  expect(code(await reject('no-such-order', 'Nope'))).toBe('NOT_FOUND');
  expect((await paymentOf(order.id)).status).toBe('pending');
});

test.each([
  ['', 'Please enter the reason for rejecting the payment.'],
  ['   ', 'Please enter the reason for rejecting the payment.'],
  ['x'.repeat(MAX_REJECTION_REASON + 1), `The reason for rejecting the payment can be at most ${MAX_REJECTION_REASON} characters.`],
])('a reason of %p is refused', async (reason, message) => {
  const order = await pendingOrder();
  const res = await reject(order.id, reason);
  expect(res.errors?.[0]).toMatchObject({ message: `reason: ${message}`, extensions: { code: 'BAD_USER_INPUT', field: 'reason' } });
  expect((await paymentOf(order.id)).status).toBe('pending');
});
