// getAuditLog over entries written by the real services: newest first, described in words, filtered
// by customer and by admin, paged; admins only.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { updateOrderStatus } from '@/lib/orders/update-order-status';
import { updateDeliveriesStatus } from '@/lib/orders/update-deliveries-status';
import { rejectPayment } from '@/lib/payments/reject-payment';
import { saveAddress } from '@/lib/addresses/save-address';
import { listAuditLog } from './list-audit-log';

const t = useTestDatabase();

const GET_LOG = `query($skip: Int, $limit: Int, $userId: ID, $actorId: ID) { getAuditLog(skip: $skip, limit: $limit, userId: $userId, actorId: $actorId) {
  count entries { id action actor { id firstName } subject { id firstName } detail createdAt } } }`;

type Session = Awaited<ReturnType<typeof loginAs>>;
let adminSession: Session;
let customerSession: Session;
let admin: Viewer;
let second: Viewer;
beforeAll(async () => {
  adminSession = await loginAs(ADMIN_PHONE);
  customerSession = await loginAs('9876500811');
  admin = { id: adminSession.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' };
  const other = await t.db().user.create({ data: { phoneNumber: '+919000000099', firstName: 'Kiran', roleId: ROLE_ADMIN } });
  second = { id: other.id, roleId: ROLE_ADMIN, firstName: 'Kiran' };
}, 30_000);

/** One step after another (audit rows take the database's time, so their order is the steps'). */
async function at<T>(fn: () => Promise<T>): Promise<T> {
  const result = await fn();
  await new Promise((r) => setTimeout(r, 5));
  return result;
}

test('entries by the real services read as sentences, newest first, filtered by customer and by admin', async () => {
  const ravi = await t.db().user.create({ data: { phoneNumber: '+919876500812', firstName: 'Ravi', lastName: 'Kumar' } });
  const meena = await t.db().user.create({ data: { phoneNumber: '+919876500813', firstName: 'Meena' } });
  const paid = await createTestOrder(t.db(), { userId: ravi.id, paymentStatus: 'pending' });
  const rejected = await createTestOrder(t.db(), { userId: ravi.id, paymentStatus: 'pending' });
  const meenas = await createTestOrder(t.db(), { userId: meena.id, suborders: [{ deliveries: [{ date: '2026-11-24' }, { date: '2026-11-25' }] }] });
  const [d1] = meenas.suborders[0].deliveries;

  await at(() => confirmPayment(admin, paid.id));
  await at(() => rejectPayment(second, rejected.id, 'Amount does not match'));
  await at(() => updateDeliveriesStatus(admin, [d1.id], 'ASSIGNED'));
  await at(() => updateOrderStatus(second, meenas.suborders[0].id, 'CANCELLED'));
  await at(() => saveAddress(admin, { userId: meena.id, title: 'Office', lineOne: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' } as never));

  const everyone = await listAuditLog(admin, { limit: 5 });
  expect(everyone.entries.map((e) => [e.actor.firstName, e.subject?.firstName ?? null, e.detail])).toEqual([
    ['Asha', 'Meena', 'Added the address “Office”'],
    ['Kiran', 'Meena', `Changed ${meenas.suborders[0].suborderNo} from new to cancelled`],
    ['Asha', 'Meena', `Changed the delivery ${meenas.suborders[0].suborderNo} on Tue, 24 Nov 2026 from new to assigned (several at once)`],
    ['Kiran', 'Ravi', `Rejected the payment proof of ${rejected.orderNumber}: “Amount does not match”`],
    ['Asha', 'Ravi', `Confirmed payment of ${paid.orderNumber}`],
  ]);
  expect(everyone.entries[4]).toMatchObject({ action: 'confirmPayment', entity: 'Order', entityId: paid.id, subject: { name: 'Ravi Kumar', phoneNumber: ravi.phoneNumber } });

  const raviOnly = await listAuditLog(admin, { userId: ravi.id });
  expect(raviOnly.count).toBe(2);
  expect(raviOnly.entries.map((e) => e.action)).toEqual(['rejectPayment', 'confirmPayment']);
  const byKiran = await listAuditLog(admin, { actorId: second.id });
  expect(byKiran.entries.map((e) => e.action)).toEqual(['updateOrderStatus', 'rejectPayment']);
  const both = await listAuditLog(admin, { userId: meena.id, actorId: second.id });
  expect(both.entries.map((e) => e.action)).toEqual(['updateOrderStatus']);
  const page2 = await listAuditLog(admin, { userId: meena.id, skip: 1, limit: 1 });
  expect(page2).toMatchObject({ count: 3 });
  expect(page2.entries.map((e) => e.action)).toEqual(['updateOrderStatus']);
});

test('getAuditLog answers admins only', async () => {
  const asAdmin = await graphqlRequest<{ getAuditLog: { count: number; entries: { actor: { firstName: string }; detail: string }[] } }>(GET_LOG, { limit: 2, actorId: adminSession.user.id }, { cookie: adminSession.cookie });
  expect(asAdmin.errors).toBeUndefined();
  expect(asAdmin.data!.getAuditLog.count).toBeGreaterThan(0);
  expect(asAdmin.data!.getAuditLog.entries[0].actor.firstName).toBe('Asha');
  expect((await graphqlRequest(GET_LOG, {}, { cookie: customerSession.cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await graphqlRequest(GET_LOG, { userId: customerSession.user.id }, { cookie: customerSession.cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await graphqlRequest(GET_LOG, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await graphqlRequest(GET_LOG, { limit: 500 }, { cookie: adminSession.cookie })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
});
