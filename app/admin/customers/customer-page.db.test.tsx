// The admin's page about one customer, rendered on the server: who may see it, and what reaches
// the HTML (details, amount and refunds due, addresses with photos, orders, audit entries, links).
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { getCustomerOverview } from '@/lib/users/get-customer-overview';
import { updateUser } from '@/lib/users/update-user';
import { deleteMyAccount } from '@/lib/privacy/delete-my-account';
import CustomerPage from './[id]/page';
import UserListPage from '../../user-list/page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const t = useTestDatabase();
type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let customer: Session;

beforeAll(async () => {
  [admin, customer] = [await loginAs(ADMIN_PHONE), await loginAs('9876533001')];
  await t.db().user.update({ where: { id: customer.user.id }, data: { firstName: 'Kavya', lastName: 'Menon' } });
}, 30_000);

async function render(id: string, cookie: string | null) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await CustomerPage({ params: Promise.resolve({ id }) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);

test('a visitor is sent to log in and back, a customer is forbidden, an unknown or malformed id is not found', async () => {
  expect((await thrown(render(customer.user.id, null)))?.url).toBe(`/log-in?next=${encodeURIComponent(`/admin/customers/${customer.user.id}`)}`);
  expect((await thrown(render(customer.user.id, customer.cookie)))?.message).toBe('NEXT_FORBIDDEN');
  expect((await thrown(render('no-such-customer', admin.cookie)))?.message).toBe('NEXT_NOT_FOUND');
  expect((await thrown(render('../../etc', admin.cookie)))?.message).toBe('NEXT_NOT_FOUND');
});

test('getCustomerOverview is for admins only', async () => {
  const viewer = { id: customer.user.id, roleId: 2, firstName: 'Kavya' };
  await expect(getCustomerOverview(viewer, customer.user.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(getCustomerOverview(null, customer.user.id)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
});

test('an admin sees the details, what is due either way, addresses with photos, orders and audit entries', async () => {
  const db = t.db();
  const photo = await db.uploadedImage.create({ data: { ownerId: customer.user.id, kind: 'locations', storageKey: `${customer.user.id}/locations/1.jpg`, contentType: 'image/jpeg', byteSize: 10 } });
  await db.address.create({ data: { userId: customer.user.id, title: 'Gate photo flat', lineOne: '7, 2nd Main', city: 'Bengaluru', state: 'Karnataka', zipCode: '560034', imageId: photo.id, dropNote: 'Blue gate' } });
  const unpaid = await createTestOrder(db, { userId: customer.user.id, paymentStatus: 'required' });
  const paid = await createTestOrder(db, { userId: customer.user.id, paymentStatus: 'success' });
  await db.refund.create({ data: { orderId: paid.id, amount: 12345, reason: 'Skipped delivery on 1 Dec', createdById: admin.user.id } });
  await db.refund.create({ data: { orderId: paid.id, amount: 500, reason: 'Already paid back', status: 'PAID', createdById: admin.user.id } });
  // An admin's change for them, audited.
  await updateUser({ id: admin.user.id, roleId: 1, firstName: 'Asha' }, { id: customer.user.id, email: 'kavya@example.in' });

  const html = await render(customer.user.id, admin.cookie);
  expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/user-list"|href="\/user-list"[^>]*aria-current="page"/);
  expect(html).toContain('<h1 class="break-words text-2xl font-bold text-brand-800">Kavya Menon</h1>');
  expect(html).toContain('href="tel:+919876533001"');
  expect(html).toContain('kavya@example.in');
  const payment = await db.payment.findUniqueOrThrow({ where: { orderId: unpaid.id } });
  expect(html).toContain(`Amount due</dt><dd class="text-lg font-semibold text-red-800">₹${(payment.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
  expect(html).toContain('Refunds due</dt><dd class="text-lg font-semibold text-red-800">₹123.45');
  expect(html).toContain('Skipped delivery on 1 Dec');
  expect(html).not.toContain('Already paid back');
  expect(html).toContain(`src="/uploads/${photo.storageKey}" alt="Photo of Gate photo flat"`);
  expect(html).toContain('Note: Blue gate');
  expect(html).toContain(`Order ${unpaid.orderNumber}`);
  expect(html).toContain(`Order ${paid.orderNumber}`);
  expect(html).toContain(`href="/orders?customer=${customer.user.id}"`);
  expect(html).toContain('Updated the profile of Kavya Menon');
  expect(html).toContain('href="/admin/audit?customer=%2B919876533001"');
  // Order for them (a customer), from here too.
  expect(html).toContain('Order for<span class="sr-only"> Kavya</span>');
});

test('a customer with nothing yet: no refunds section, empty states', async () => {
  const fresh = await loginAs('9876533002');
  const html = await render(fresh.user.id, admin.cookie);
  expect(html).toContain('No saved addresses.');
  expect(html).toContain('No orders yet.');
  expect(html).toContain('No admin has changed anything for them.');
  expect(html).not.toContain('id="customer-refunds"');
  expect(html).toContain('Refunds due</dt><dd class="text-lg font-semibold text-stone-900">₹0.00');
});

test('/user-list links each name to the customer page and offers the file import with its template', async () => {
  setRequestCookies(admin.cookie);
  const html = renderToStaticMarkup(await UserListPage({ searchParams: Promise.resolve({ q: 'Kavya' }) }));
  expect(html).toContain(`href="/admin/customers/${customer.user.id}"`);
  expect(html).toContain('aria-label="Admin tools"');
  expect(html).toContain('Customer file (CSV)');
  expect(html).toContain('download="customers-template.csv"');
  expect(html).toContain('href="data:text/csv;charset=utf-8,%EF%BB%BFphoneNumber%2CfirstName%2ClastName');
});

test('a deleted account: its page says when, shows no number and offers no "Order for"; the list leaves it out', async () => {
  const gone = await loginAs('9876533099');
  await t.db().user.update({ where: { id: gone.user.id }, data: { firstName: 'Leela' } });
  await deleteMyAccount({ id: gone.user.id, roleId: 2, firstName: 'Leela' }, { confirmPhoneNumber: '9876533099' });
  const html = await render(gone.user.id, admin.cookie);
  expect(html).toMatch(/<h1[^>]*>Deleted customer<\/h1>/);
  expect(html).toMatch(/data-testid="account-deleted">Account deleted on \w{3}, \d{1,2} \w{3} \d{4}</);
  expect(html).toContain('Mobile number removed');
  expect(html).not.toContain('tel:deleted');
  expect(html).not.toContain('Order for');
  expect(html).toContain('The customer deleted their account');
  setRequestCookies(admin.cookie);
  expect(renderToStaticMarkup(await UserListPage({ searchParams: Promise.resolve({ q: '' }) }))).not.toContain(gone.user.id);
});

test("the account section shows the customer's login waits with a control to clear them, and a role control (never on one's own page)", async () => {
  const later = new Date(Date.now() + 3 * 60 * 60_000);
  await t.db().loginGuard.create({ data: { phoneNumber: '+919876533001', network: '203.0.113.44', consecutiveFailures: 7, lockedUntil: later } });
  const html = await render(customer.user.id, admin.cookie);
  expect(html).toContain('7 wrong codes in a row from 203.0.113.44');
  expect(html).toContain('Held back until');
  expect(html).toContain('data-testid="clear-login-lock"');
  expect(html).toMatch(/data-testid="set-user-role"[^>]*>Make an admin</);
  const own = await render(admin.user.id, admin.cookie);
  expect(own).not.toContain('data-testid="set-user-role"');
  expect(own).toContain('No wrong login codes lately.');
});
