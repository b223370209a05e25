// The menu's admin control is decided on the server, per request, outside the cached menu: only an
// admin's HTML carries the 'Change hero images' button; customers and visitors never receive it.
import { Children, Suspense, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/lib/testing/test-database';
import { loginAs } from '@/lib/testing/login';
import { setRequestCookies } from '@/lib/testing/request-cookies';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import type { CategoryFilter } from '@/lib/domain/categories';
import { HeroImagesControl, MenuCatalog } from '@/components/menu/menu-view';

jest.mock('next/headers', () => jest.requireActual('@/lib/testing/request-cookies').nextHeadersMock);
// the button's client component asks for the router while rendering; there is none outside Next
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const t = useTestDatabase();

/** The per-request hole: what this cookie's visitor gets in the control's place. */
async function control(cookie: string | null) {
  setRequestCookies(cookie);
  const element = await HeroImagesControl();
  return element ? renderToStaticMarkup(element) : '';
}

async function menu(category: CategoryFilter = 'ALL') {
  return renderToStaticMarkup(await MenuCatalog({ category: Promise.resolve(category) }));
}

const BUTTON = />Change hero images</;

test.each([
  ['a visitor', async () => null],
  ['a customer', async () => (await loginAs(DEMO_CUSTOMER_PHONE)).cookie],
  ['a forged admin cookie', async () => 'authjs.session-token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZUlkIjoxfQ.'],
])('%s gets no hero image control', async (_who, cookie) => {
  expect(await control(await cookie())).toBe('');
});

test('an admin gets the button', async () => {
  const { cookie } = await loginAs(ADMIN_PHONE);
  expect(await control(cookie)).toMatch(BUTTON);
});

test('the cached menu never contains the button, whoever renders it; its hole sits after the hero, before the heading', async () => {
  const { cookie } = await loginAs(ADMIN_PHONE);
  setRequestCookies(cookie);
  const element = (await MenuCatalog({ category: Promise.resolve('ALL') })) as ReactElement<{ children: ReactNode }>;
  expect(renderToStaticMarkup(element)).not.toMatch(BUTTON);
  // The menu's top level, in order: the control is a Suspense hole of its own (rendered per request).
  const names = Children.toArray(element.props.children).map((child) => {
    const el = child as ReactElement<{ children?: ReactElement }>;
    const type = el.type === Suspense ? el.props.children!.type : el.type;
    return typeof type === 'string' ? type : (type as { name: string }).name;
  });
  expect(names.indexOf('HeroBanner')).toBeGreaterThan(-1);
  expect(names.indexOf('HeroImagesControl')).toBe(names.indexOf('HeroBanner') + 1);
  expect(names.indexOf('h1')).toBe(names.indexOf('HeroImagesControl') + 1);
  expect(await menu('TREATS')).not.toMatch(BUTTON);
});

test('an admin demoted in the database loses the button at once, whatever the cookie says', async () => {
  const { cookie, user } = await loginAs(ADMIN_PHONE);
  await t.db().user.update({ where: { id: user.id }, data: { roleId: 2 } });
  expect(await control(cookie)).toBe('');
});

test('the hero goes through the image optimiser, mobile and desktop', async () => {
  await t.db().heroImage.create({ data: { type: 'mobile', imageUrl: '/uploads/hero/1767225600000.jpg' } });
  const page = await menu();
  expect(page).toMatch(/<source media="\(max-width: 650px\)" srcSet="\/_next\/image\?url=%2Fuploads%2Fhero%2F1767225600000\.jpg&amp;w=\d+/);
  expect(page).toMatch(/<img [^>]*srcSet="\/_next\/image\?url=%2Fimages%2Fhero%2Fhero-desktop\.webp/);
  expect(page).toMatch(/<img [^>]*fetchPriority="high"/);
});
