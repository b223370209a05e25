// While the store is closed, the menu says so at the top, in the admin's words; open, it does not.
// (The store row is cached with the store tag in production; setStoreStatus expires it.)
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { MenuCatalog } from '@/components/menu/menu-view';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);

const t = useTestDatabase();

async function html() {
  return renderToStaticMarkup(await MenuCatalog({ category: Promise.resolve('ALL') }));
}

test('closed: the message above the menu; open again: no banner', async () => {
  expect(await html()).not.toContain('data-testid="store-closed-banner"');
  await t.db().store.updateMany({ data: { openStatus: false, closedMessage: 'Closed for Diwali, back on Monday.' } });
  const closed = await html();
  expect(closed).toMatch(/data-testid="store-closed-banner"[\s\S]*We are closed right now[\s\S]*Closed for Diwali, back on Monday\./);
  // It comes before the menu itself.
  expect(closed.indexOf('store-closed-banner')).toBeLessThan(closed.indexOf('<h1'));
  await t.db().store.updateMany({ data: { openStatus: true } });
  expect(await html()).not.toContain('store-closed-banner');
});
