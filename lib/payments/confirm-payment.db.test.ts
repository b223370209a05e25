// confirmPayment through the API: from each payment state, who may, and an order placed before
// payments were recorded (no payment row) gets one.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { paymentEventError } from '@/lib/domain/payment-status';

const t = useTestDatabase();

const CONFIRM = 'mutation($id: ID!) { confirmPayment(orderId: $id) { statusCode message } }';
const code = (res: GraphQLResult) => res.errors?.[0]?.extensions?.code;
const paymentOf = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500302');
}, 30_000);

test.each([
  ['required', null],
  ['pending', null],
  ['cancelled', paymentEventError('cancelled', 'confirm')],
  ['success', paymentEventError('success', 'confirm')],
] as const)('confirmPayment from %s', async (from, refusal) => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: from });
  const res = await graphqlRequest(CONFIRM, { id: order.id }, { cookie: admin.cookie });
  if (refusal) {
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]).toMatchObject({ message: refusal, extensions: { field: 'orderId' } });
    expect((await paymentOf(order.id)).status).toBe(from);
  } else {
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ confirmPayment: { statusCode: 200, message: 'Payment confirmed' } });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'success', confirmedById: admin.user.id, confirmedAt: expect.any(Date) });
  }
});

test('an order without a payment row is confirmed for its total, and the row is made', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id });
  await t.db().payment.delete({ where: { orderId: order.id } });
  const res = await graphqlRequest(CONFIRM, { id: order.id }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  expect(await paymentOf(order.id)).toMatchObject({ status: 'success', amount: order.totalPrice, confirmedById: admin.user.id });
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'confirmPayment', entityId: order.id } });
  expect(audit.data).toEqual({ from: 'required' });
});

test('customers cannot confirm payments, even on their own orders; an unknown order is not found', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id });
  expect(code(await graphqlRequest(CONFIRM, { id: order.id }, { cookie: customer.cookie }))).toBe('FORBIDDEN');
  expect(code(await graphqlRequest(CONFIRM, { id: order.id }))).toBe('UNAUTHENTICATED');
  expect(code(await graphqlRequest(CONFIRM, { id: 'no-such-order' }, { cookie: admin.cookie }))).toBe('NOT_FOUND');
  expect((await paymentOf(order.id)).status).toBe('required');
});
