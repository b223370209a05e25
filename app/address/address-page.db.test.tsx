// The /address page rendered on the server: whose addresses it shows and where meals can go.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { cookieHeader, graphqlRequest } from '@/testing/graphql-request';
import { setRequestCookies } from '@/testing/request-cookies';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { TREATS_ONLY_MESSAGE } from '@/components/address/address-view';
import AddressPage from './page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
}));

const t = useTestDatabase();
const TREATS_ONLY_HTML = TREATS_ONLY_MESSAGE.replace("'", '&#x27;');

async function html(cookie: string | null, next?: string) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await AddressPage({ searchParams: Promise.resolve(next === undefined ? {} : { next }) }));
}

const home = { title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' };

test('logged out: sent to log in, and back here afterwards', async () => {
  const e = await html(null).then(() => null, (err: Error & { url?: string }) => err);
  expect(e?.url).toBe('/log-in?next=/address');
}, 30_000);

// Adding an address from the cart must lead back to the cart, even through the login.
test('from the cart (?next=/cart): a way back, kept through the login; a foreign next is ignored', async () => {
  const e = await html(null, '/cart').then(() => null, (err: Error & { url?: string }) => err);
  expect(e?.url).toBe(`/log-in?next=${encodeURIComponent('/address?next=%2Fcart')}`);
  const { cookie } = await loginAs('9876500509');
  expect(await html(cookie, '/cart')).toContain('href="/cart"');
  expect(await html(cookie, '/cart')).toContain('Back to your cart');
  expect(await html(cookie, 'https://evil.example/cart')).not.toContain('Back to your cart');
  expect(await html(cookie, '//evil.example')).not.toContain('evil.example');
}, 30_000);

test("the customer's addresses, with the treats-only notice where meals cannot go", async () => {
  const { cookie, user } = await loginAs('9876500501');
  await t.db().address.create({ data: { ...home, userId: user.id } });
  await t.db().address.create({ data: { ...home, title: 'Parents', city: 'Chennai', state: 'Tamil Nadu', zipCode: '600001', userId: user.id } });
  await t.db().address.create({ data: { ...home, title: 'Old flat', userId: user.id, deletedAt: new Date() } });
  const page = await html(cookie);
  expect(page).toContain('Saved delivery addresses');
  const cards = page.split('data-testid="address"').slice(1);
  expect(cards).toHaveLength(2);
  expect(cards[0]).toContain('Home');
  expect(cards[0]).not.toContain(TREATS_ONLY_HTML);
  expect(cards[1]).toContain('Parents');
  expect(cards[1]).toContain(TREATS_ONLY_HTML);
  expect(page).not.toContain('Old flat');
}, 30_000);

test("an admin who selected a customer manages that customer's addresses, and is told so", async () => {
  const customer = await loginAs('9876500502');
  await t.db().user.update({ where: { id: customer.user.id }, data: { firstName: 'Lakshmi' } });
  await t.db().address.create({ data: { ...home, title: 'Lakshmi home', userId: customer.user.id } });
  const admin = await loginAs(ADMIN_PHONE);
  const selected = await graphqlRequest('mutation($id: ID!) { selectCustomer(userId: $id) { id } }', { id: customer.user.id }, { cookie: admin.cookie });
  expect(selected.errors).toBeUndefined();
  const page = await html(cookieHeader(selected.setCookies));
  expect(page).toContain('You are managing the addresses of Lakshmi.');
  expect(page).toContain('Lakshmi home');
}, 30_000);

test('an address with a photo shows it on its card', async () => {
  const { cookie, user } = await loginAs('9876500509');
  const photo = await t.db().uploadedImage.create({ data: { ownerId: user.id, kind: 'locations', storageKey: `${user.id}/locations/7.jpg`, contentType: 'image/jpeg', byteSize: 10 } });
  await t.db().address.create({ data: { ...home, title: 'With photo', userId: user.id, imageId: photo.id } });
  const page = await html(cookie);
  expect(page).toContain(`src="/uploads/${photo.storageKey}" alt="Photo of With photo"`);
});

// The cart's "Add an address" (?add=1) opens the form at once, and the default is marked.
test('?add=1 opens the add form; the default address carries its badge', async () => {
  const { cookie, user } = await loginAs('9876500511');
  await t.db().address.create({ data: { ...home, userId: user.id, isDefault: true } });
  await t.db().address.create({ data: { ...home, title: 'Office', userId: user.id } });
  setRequestCookies(cookie);
  const adding = renderToStaticMarkup(await AddressPage({ searchParams: Promise.resolve({ next: '/cart', add: '1' }) }));
  expect(adding).toContain('Save address');
  const listing = await html(cookie);
  expect(listing).not.toContain('Save address');
  expect(listing.match(/data-testid="default-address"/g)).toHaveLength(1);
  expect(listing).toContain('Make default<span class="sr-only"> Office</span>');
}, 30_000);
