// The review queue: pending payments only, the longest-waiting first, for admins.
import { useTestDatabase } from '@/testing/test-database';
import { createTestOrder } from '@/testing/order-factory';
import { ROLE_ADMIN, ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { listPaymentsToReview } from './list-payments-to-review';

const t = useTestDatabase();
const admin: Viewer = { id: 'admin', roleId: ROLE_ADMIN, firstName: 'Asha' };

test('pending payments, oldest submission first, paged; other states never', async () => {
  const user = await t.db().user.create({ data: { phoneNumber: '+919876500711', firstName: 'Queue' } });
  const submitted = async (status: 'pending' | 'required' | 'success' | 'cancelled', at: string | null) => {
    const order = await createTestOrder(t.db(), { userId: user.id, paymentStatus: status });
    await t.db().payment.update({ where: { orderId: order.id }, data: { submittedAt: at ? new Date(at) : null } });
    return order.orderNumber;
  };
  const newest = await submitted('pending', '2026-11-22T10:00:00Z');
  const oldest = await submitted('pending', '2026-11-20T10:00:00Z');
  const middle = await submitted('pending', '2026-11-21T10:00:00Z');
  await submitted('required', '2026-11-19T10:00:00Z'); // rejected earlier: back with the customer
  await submitted('success', '2026-11-19T10:00:00Z');
  await submitted('cancelled', '2026-11-19T10:00:00Z');

  const all = await listPaymentsToReview(admin);
  expect(all.count).toBe(3);
  expect(all.orders.map((o) => o.orderNumber)).toEqual([oldest, middle, newest]);
  expect(all.orders[0].payment).toMatchObject({ status: 'pending', submittedAt: '2026-11-20T10:00:00.000Z' });
  expect(all.orders[0].user.name).toBe('Queue');

  const second = await listPaymentsToReview(admin, { skip: 2, limit: 2 });
  expect(second).toMatchObject({ count: 3 });
  expect(second.orders.map((o) => o.orderNumber)).toEqual([newest]);
});

test('customers and visitors are refused', async () => {
  await expect(listPaymentsToReview({ id: 'c', roleId: ROLE_CUSTOMER, firstName: 'C' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(listPaymentsToReview(null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
});
