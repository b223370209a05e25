// The order pages rendered on the server: who sees which orders, and which admin controls reach
// whose HTML.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { formatPaise } from '@/lib/domain/money';
import OrdersPage from './page';
import OrderPage from './[orderNumber]/page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const t = useTestDatabase();

async function list(cookie: string | null, searchParams: Record<string, string> = {}) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await OrdersPage({ searchParams: Promise.resolve(searchParams) }));
}
async function detail(cookie: string | null, orderNumber: string) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await OrderPage({ params: Promise.resolve({ orderNumber }) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);

let asha: Awaited<ReturnType<typeof loginAs>>;
let vikram: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let ashaOrder: Awaited<ReturnType<typeof createTestOrder>>;
let vikramOrder: Awaited<ReturnType<typeof createTestOrder>>;

// The first login loads the whole GraphQL app: a generous timeout for a busy machine.
beforeAll(async () => {
  [asha, vikram, admin] = [await loginAs('9876500401'), await loginAs('9876500402'), await loginAs(ADMIN_PHONE)];
  await t.db().user.update({ where: { id: asha.user.id }, data: { firstName: 'Asha', lastName: 'Nair' } });
  ashaOrder = await createTestOrder(t.db(), {
    userId: asha.user.id,
    orderNumber: 'DM261110-ASHA1',
    createdAt: new Date('2026-11-10T06:00:00Z'),
    suborders: [{ kind: 'CDM', status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY', deliveries: [{ date: '2026-11-16', status: 'DELIVERED' }, { date: '2026-11-19' }, { date: '2026-11-23' }] }],
  });
  vikramOrder = await createTestOrder(t.db(), { userId: vikram.user.id, orderNumber: 'DM261111-VIKR1', createdAt: new Date('2026-11-11T06:00:00Z'), paymentStatus: 'pending', suborders: [{ status: 'CANCELLED' }] });
}, 30_000);

test('logged out, both pages send the visitor to log in and back', async () => {
  expect((await thrown(list(null)))?.url).toBe('/log-in?next=/orders');
  expect((await thrown(detail(null, 'DM261110-ASHA1')))?.url).toBe('/log-in?next=%2Forders%2FDM261110-ASHA1');
});

test("a customer's list: own orders with date, total, payment and each part's progress", async () => {
  const html = await list(asha.cookie);
  expect(html).toContain('My orders');
  expect(html).toContain('DM261110-ASHA1');
  expect(html).not.toContain('DM261111-VIKR1');
  expect(html).toContain('Placed Tue, 10 Nov 2026');
  expect(html).toContain(formatPaise(ashaOrder.totalPrice));
  expect(html).toContain('Payment required');
  expect(html).toContain('Weekly: Monday, Thursday');
  expect(html).toMatch(/Next delivery<\/dt><dd[^>]*>Thu, 19 Nov 2026</);
  expect(html).toMatch(/Delivered<\/dt><dd[^>]*>1 of 3</);
  expect(html).not.toContain('Customer:');
  expect(html).not.toContain('order-status-filter');
});

test('an admin sees every order with its customer, filters by status and pages', async () => {
  const all = await list(admin.cookie);
  expect(all).toContain('All orders');
  expect(all).toContain('DM261110-ASHA1');
  expect(all).toContain('DM261111-VIKR1');
  expect(all).toContain('Asha Nair');
  expect(all).toContain('id="order-status-filter"');
  expect(all).toContain('aria-label="Admin tools"');

  const cancelled = await list(admin.cookie, { status: 'CANCELLED' });
  expect(cancelled).toContain('DM261111-VIKR1');
  expect(cancelled).not.toContain('DM261110-ASHA1');

  for (let i = 0; i < 10; i++) await createTestOrder(t.db(), { userId: vikram.user.id });
  const second = await list(admin.cookie, { page: '2' });
  expect(second).toContain('Page 2 of 2');
  expect(second).toContain('DM261110-ASHA1'); // the oldest, on the last page
  expect((await thrown(list(admin.cookie, { page: '9' })))?.url).toBe('/orders?page=2');
});

test("a customer's order page: items, deliveries, pay and invoice links; no admin controls", async () => {
  const html = await detail(asha.cookie, 'DM261110-ASHA1');
  expect(html).toContain('Order DM261110-ASHA1');
  expect(html).toContain('href="/payment?order=DM261110-ASHA1"');
  expect(html).toContain('href="/invoice?order=DM261110-ASHA1"');
  expect(html).toContain('Mon, 16 Nov 2026');
  expect(html).toContain('Community Dog Meals');
  expect(html).not.toContain('Update all deliveries');
  expect(html).not.toContain('Status of all deliveries');
  expect(html).not.toContain('Confirm payment');
  // Neither the suborder's nor any delivery's status control.
  expect(html).not.toContain('<select');
  expect(html).not.toContain('New status for the delivery');
  expect(html).not.toContain('status of the delivery of');
});

test("another customer's order is not found, not forbidden", async () => {
  expect((await thrown(detail(asha.cookie, 'DM261111-VIKR1')))?.message).toBe('NEXT_NOT_FOUND');
  expect((await thrown(detail(asha.cookie, 'NO-SUCH')))?.message).toBe('NEXT_NOT_FOUND');
  expect((await thrown(detail(asha.cookie, '%zz')))?.message).toBe('NEXT_NOT_FOUND');
});

test('an admin gets a status form offering only the allowed next statuses, and payment confirmation', async () => {
  const html = await detail(admin.cookie, 'DM261110-ASHA1');
  expect(html).toContain('Customer: <span');
  const select = html.match(/aria-label="Change the status of [^"]*"[\s\S]*?<select[^>]*>([\s\S]*?)<\/select>/)![1];
  expect([...select.matchAll(/value="([A-Z]+)"/g)].map((m) => m[1])).toEqual(['ASSIGNED', 'DELIVERED', 'CANCELLED']);
  expect(html).toContain('Confirm payment of');

  // A control for each delivery still to come, labelled with its date; the delivered one is text only.
  const deliveryLabels = [...html.matchAll(/<label[^>]*>New status for the delivery of ([^<]+)<\/label>/g)].map((m) => m[1]);
  expect(deliveryLabels).toEqual(['Thu, 19 Nov 2026', 'Mon, 23 Nov 2026']);
  expect(html).toContain('Set<span class="sr-only"> status of the delivery of Thu, 19 Nov 2026</span>');
  expect(html).not.toContain('delivery of Mon, 16 Nov 2026');

  // A cancelled part is final: no form; a pending payment can still be confirmed, and needs no pay link.
  const cancelled = await detail(admin.cookie, vikramOrder.orderNumber);
  expect(cancelled).not.toContain('<select');
  expect(cancelled).toContain('its status is final');
  expect(cancelled).toContain('Confirm payment of');
  expect(cancelled).not.toContain('href="/payment?');
});

test("the admin's console: filters in the URL, counts per status, a customer's orders, an export of exactly the filter", async () => {
  const html = await list(admin.cookie, { payment: 'pending', q: 'vikr' });
  expect(html).toContain('DM261111-VIKR1');
  expect(html).not.toContain('DM261110-ASHA1');
  expect(html).toContain('1 order matches these filters');
  // the form keeps what was asked, as a plain GET form
  expect(html).toMatch(/<form(?=[^>]*role="search")(?=[^>]*aria-label="Filter orders")(?=[^>]*action="\/orders")(?=[^>]*method="get")[^>]*>/);
  expect(html).toMatch(/<input(?=[^>]*id="order-search")(?=[^>]*type="search")(?=[^>]*name="q")(?=[^>]*value="vikr")[^>]*>/);
  expect(html).toMatch(/<option value="pending" selected="">Payment being verified<\/option>/);
  // counts per status under the other filters: Vikram's order has one cancelled part
  expect(html).toMatch(/<option value="CANCELLED">Cancelled \(1\)<\/option>/);
  expect(html).toMatch(/<option value="NEW">New \(0\)<\/option>/);
  expect(html).toContain('href="/orders?status=CANCELLED&amp;payment=pending&amp;q=vikr"');
  expect(html).toContain('href="/admin/orders/csv?payment=pending&amp;q=vikr"');
  // a customer's name opens their page; "Their orders" narrows the list to their orders
  const ashaId = (await t.db().user.findUniqueOrThrow({ where: { phoneNumber: '+919876500401' } })).id;
  expect(html).toContain(`href="/admin/customers/${vikram.user.id}"`);
  expect(html).toContain(`href="/orders?customer=${vikram.user.id}"`);
  const ashas = await list(admin.cookie, { customer: ashaId });
  expect(ashas).toContain('DM261110-ASHA1');
  expect(ashas).not.toContain('DM261111-VIKR1');
  expect(ashas).toContain('Only the orders of <span class="font-medium text-stone-900">Asha Nair</span>');
  expect(ashas).toContain('Show every customer&#x27;s orders');
  // paging keeps the filters
  for (let i = 0; i < 11; i++) await createTestOrder(t.db(), { userId: vikram.user.id, paymentStatus: 'pending' });
  const paged = await list(admin.cookie, { payment: 'pending' });
  expect(paged).toContain('href="/orders?payment=pending&amp;page=2"');
  expect((await thrown(list(admin.cookie, { payment: 'pending', page: '50' })))?.url).toBe('/orders?payment=pending&page=2');
  expect(await list(admin.cookie, { q: 'no such order' })).toContain('No orders match these filters.');
});

test('a rejected payment shows its reason on the order page, with the way to upload again', async () => {
  const order = await createTestOrder(t.db(), { userId: asha.user.id, orderNumber: 'DM261112-REJC1', paymentStatus: 'required' });
  await t.db().payment.update({ where: { orderId: order.id }, data: { rejectionReason: 'Screenshot shows a different order' } });
  const html = await detail(asha.cookie, 'DM261112-REJC1');
  expect(html).toContain('We could not confirm your payment.');
  expect(html).toContain('Screenshot shows a different order');
  expect(html).toContain('href="/payment/upload-screenshot?order=DM261112-REJC1"');
});

test('one status control per level, each saying what it changes; a one-delivery part has only the suborder\'s', async () => {
  // Three deliveries: the suborder's control (all of them) and a Set per delivery still to come, with a line saying which is which.
  const many = await detail(admin.cookie, 'DM261110-ASHA1');
  expect(many).toMatch(/<label[^>]*>Status of all deliveries in this suborder<\/label>/);
  expect(many).toContain('Moves this suborder and each of its deliveries not yet delivered or cancelled.');
  expect(many).toContain('Update all deliveries');
  expect(many).toContain('Set changes the status of that one delivery.');
  expect([...many.matchAll(/New status for the delivery of/g)]).toHaveLength(2);

  // One delivery: the two controls would do the same thing, so only the suborder's is offered.
  const meera = await t.db().user.create({ data: { phoneNumber: '+919876500409', roleId: 2, firstName: 'Meera' } });
  const once = await createTestOrder(t.db(), { userId: meera.id, orderNumber: 'DM261112-ASHA2', createdAt: new Date('2026-11-12T06:00:00Z'), suborders: [{ kind: 'PDM', deliveries: [{ date: '2026-11-20' }] }] });
  const single = await detail(admin.cookie, once.orderNumber);
  expect(single).toContain('Status of all deliveries in this suborder');
  expect(single).not.toContain('New status for the delivery of');
  expect(single).not.toContain('Set changes the status of that one delivery.');
  expect([...single.matchAll(/<select/g)]).toHaveLength(1);
});
