// /admin/ui, the building blocks' gallery: for admins only, like every admin page.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import UiBlocksPage from './page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
}));

useTestDatabase();

const render = async (cookie: string | null) => {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await UiBlocksPage());
};
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);

test('a visitor is sent to log in and back; a customer is forbidden', async () => {
  expect((await thrown(render(null)))?.url).toBe('/log-in?next=%2Fadmin%2Fui');
  const customer = await loginAs('9876500912');
  expect((await thrown(render(customer.cookie)))?.message).toBe('NEXT_FORBIDDEN');
});

test('an admin sees every block', async () => {
  const admin = await loginAs(ADMIN_PHONE);
  const html = await render(admin.cookie);
  for (const block of ['Button', 'Field', 'Form kit', 'Card, Badge, EmptyState', 'DataTable']) expect(html).toContain(`>${block}</h2>`);
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('Please enter a 6-digit PIN code.');
});
