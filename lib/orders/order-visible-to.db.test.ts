// Someone else's order page: the route guard answers 404 before the page streams (its own
// notFound() came after a 200 with Cache Components). Over HTTP: faults/hardening.fault.test.ts.
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { proxy } from '@/proxy';

const t = useTestDatabase();

test("the route guard answers 404 for someone else's or no order, and lets the owner and admins through", async () => {
  const [owner, other, admin] = [await loginAs('9876500601'), await loginAs('9876500602'), await loginAs(ADMIN_PHONE)];
  const { orderNumber } = await createTestOrder(t.db(), { userId: owner.user.id, suborders: [{ kind: 'TREATS', deliveries: [{ date: '2026-12-03' }] }] });
  const open = (path: string, cookie: string) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie } }));

  for (const path of [`/orders/${orderNumber}`, '/orders/DM000000-NOSUCH', '/orders/%zz']) {
    const refused = await open(path, other.cookie);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found');
  }
  expect((await open(`/orders/${orderNumber}`, owner.cookie)).headers.get('x-middleware-next')).toBe('1');
  expect((await open(`/orders/${orderNumber}`, admin.cookie)).headers.get('x-middleware-next')).toBe('1');
  // the list itself is not an order
  expect((await open('/orders', other.cookie)).headers.get('x-middleware-next')).toBe('1');
});
