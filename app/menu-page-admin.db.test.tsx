// The menu's admin control. The menu is one cached page for every visitor, so its HTML never holds
// the control, whoever asks; the browser shows it once the server says the visitor is an admin
// (GraphQL `me`, from the database, whatever the cookie claims). The control's browser side is
// tested in components/admin/hero-images-control.dom.test.tsx, the whole in e2e/cache.spec.ts.
import { Children, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { graphqlRequest } from '@/testing/graphql-request';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import type { CategoryFilter } from '@/lib/domain/categories';
import { MenuCatalog } from '@/components/menu/menu-view';

// the button's client component asks for the router while rendering; there is none outside Next
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const t = useTestDatabase();

async function menu(category: CategoryFilter = 'ALL') {
  return (await MenuCatalog({ category: Promise.resolve(category) })) as ReactElement<{ children: ReactNode }>;
}

type Viewer = { me: { firstName: string | null; role: { id: number } } | null; selectedCustomer: { firstName: string | null } | null };
const VIEWER = '{ me { firstName role { id } } selectedCustomer { firstName } }';
async function viewer(cookie?: string) {
  const res = await graphqlRequest<Viewer>(VIEWER, {}, { cookie });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

test('the cached menu holds no admin control; its place is after the hero, before the heading', async () => {
  const element = await menu();
  expect(renderToStaticMarkup(element)).not.toMatch(/Change hero images/);
  const names = Children.toArray(element.props.children).map((child) => {
    const type = (child as ReactElement).type;
    return typeof type === 'string' ? type : (type as { name: string }).name;
  });
  expect(names.indexOf('HeroImagesControl')).toBe(names.indexOf('HeroBanner') + 1);
  // the heading row (the <h1>, and on desktop the View cart link beside it) comes next
  const headingRow = Children.toArray(element.props.children).findIndex((child) => /^<div[^>]*><h1/.test(renderToStaticMarkup(child as ReactElement)));
  expect(headingRow).toBe(names.indexOf('HeroImagesControl') + 1);
  // only the all-categories view has the hero and its control
  const treats = Children.toArray((await menu('TREATS')).props.children).map((c) => ((c as ReactElement).type as { name?: string }).name);
  expect(treats).not.toContain('HeroImagesControl');
});

test.each([
  ['a visitor', async () => undefined],
  ['a forged admin cookie', async () => 'authjs.session-token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZUlkIjoxfQ.'],
])('%s is nobody to the browser', async (_who, cookie) => {
  expect(await viewer(await cookie())).toEqual({ me: null, selectedCustomer: null });
});

test('a customer is a customer, an admin an admin, with the customer they act for', async () => {
  const customer = await loginAs(DEMO_CUSTOMER_PHONE);
  expect((await viewer(customer.cookie)).me?.role.id).toBe(2);
  const admin = await loginAs(ADMIN_PHONE);
  expect(await viewer(admin.cookie)).toMatchObject({ me: { role: { id: 1 } }, selectedCustomer: null });
  const selected = await graphqlRequest<{ selectCustomer: { id: string } }>('mutation($id: ID!) { selectCustomer(userId: $id) { id firstName } }', { id: customer.user.id }, { cookie: admin.cookie });
  expect(selected.errors).toBeUndefined();
  const cookie = [admin.cookie, ...selected.setCookies.map((c) => c.split(';')[0])].join('; ');
  expect((await viewer(cookie)).selectedCustomer).toEqual({ firstName: customer.user.firstName });
});

test('an admin demoted in the database loses the admin view at once: their sessions end, whatever the cookie says', async () => {
  const { cookie, user } = await loginAs(ADMIN_PHONE);
  await t.db().user.update({ where: { id: user.id }, data: { roleId: 2 } });
  expect(await viewer(cookie)).toEqual({ me: null, selectedCustomer: null });
});

test('the hero goes through the image optimiser, mobile and desktop', async () => {
  await t.db().heroImage.create({ data: { type: 'mobile', imageUrl: '/uploads/hero/1767225600000.jpg' } });
  const page = renderToStaticMarkup(await menu());
  expect(page).toMatch(/<source media="\(max-width: 650px\)" srcSet="\/_next\/image\?url=%2Fuploads%2Fhero%2F1767225600000\.jpg&amp;w=\d+/);
  expect(page).toMatch(/<img [^>]*srcSet="\/_next\/image\?url=%2Fimages%2Fhero%2Fhero-desktop\.webp/);
  expect(page).toMatch(/<img [^>]*fetchPriority="high"/);
});
