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

test("the payment, upload and invoice pages answer 404 for someone else's, no or a missing order, and let the owner and admins through", async () => {
  const [owner, other, admin] = [await loginAs('9876500611'), await loginAs('9876500612'), await loginAs(ADMIN_PHONE)];
  const { orderNumber } = await createTestOrder(t.db(), { userId: owner.user.id, suborders: [{ kind: 'TREATS', deliveries: [{ date: '2026-12-03' }] }] });
  const open = (path: string, cookie: string) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie } }));
  const order = encodeURIComponent(orderNumber);

  for (const page of ['/invoice', '/payment', '/payment/upload-screenshot']) {
    for (const query of [`?order=${order}`, `?order=%20${order}%20`, '?order=DM000000-NOSUCH', '', '?order=', `?order=${'x'.repeat(41)}`]) {
      const refused = await open(page + query, other.cookie);
      expect([page + query, refused.status]).toEqual([page + query, 404]);
      expect(refused.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found');
    }
    expect((await open(`${page}?order=${order}`, owner.cookie)).headers.get('x-middleware-next')).toBe('1');
    expect((await open(`${page}?order=${order}`, admin.cookie)).headers.get('x-middleware-next')).toBe('1');
  }
});
