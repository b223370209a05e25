// The menu page's admin control is decided on the server: only an admin's HTML carries the
// 'Change hero images' button; customers and visitors never receive it.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import MenuPage from './page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
// the button's client component asks for the router while rendering; there is none outside Next
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const t = useTestDatabase();

async function html(cookie: string | null, category?: string) {
  setRequestCookies(cookie);
  const element = await MenuPage({ searchParams: Promise.resolve(category ? { category } : {}) });
  return renderToStaticMarkup(element);
}

const BUTTON = />Change hero images</;

test.each([
  ['a visitor', async () => null],
  ['a customer', async () => (await loginAs(DEMO_CUSTOMER_PHONE)).cookie],
  ['a forged admin cookie', async () => 'authjs.session-token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZUlkIjoxfQ.'],
])('%s gets no hero image control', async (_who, cookie) => {
  const page = await html(await cookie());
  expect(page).toContain('Our menu'); // the page itself rendered
  expect(page).not.toMatch(BUTTON);
});

test('an admin gets the button next to the hero on the all-categories view', async () => {
  const { cookie } = await loginAs(ADMIN_PHONE);
  const page = await html(cookie);
  expect(page).toMatch(BUTTON);
  // after the hero picture, before the heading
  expect(page.indexOf('</picture>')).toBeGreaterThan(-1);
  expect(page.indexOf('</picture>')).toBeLessThan(page.search(BUTTON));
  expect(page.search(BUTTON)).toBeLessThan(page.indexOf('Our menu'));
  expect(await html(cookie, 'TREATS')).not.toMatch(BUTTON);
});

test('an admin demoted in the database loses the button at once, whatever the cookie says', async () => {
  const { cookie, user } = await loginAs(ADMIN_PHONE);
  await t.db().user.update({ where: { id: user.id }, data: { roleId: 2 } });
  expect(await html(cookie)).not.toMatch(BUTTON);
});

test('the hero goes through the image optimiser, mobile and desktop', async () => {
  await t.db().heroImage.create({ data: { type: 'mobile', imageUrl: '/uploads/hero/1767225600000.jpg' } });
  const page = await html(null);
  expect(page).toMatch(/<source media="\(max-width: 650px\)" srcSet="\/_next\/image\?url=%2Fuploads%2Fhero%2F1767225600000\.jpg&amp;w=\d+/);
  expect(page).toMatch(/<img [^>]*srcSet="\/_next\/image\?url=%2Fimages%2Fhero%2Fhero-desktop\.webp/);
  expect(page).toMatch(/<img [^>]*fetchPriority="high"/);
});
