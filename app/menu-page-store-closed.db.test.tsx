// While the store is closed, the menu says so at the top, in the admin's words; open, it does not.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import MenuPage from './page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);

const t = useTestDatabase();

async function html() {
  return renderToStaticMarkup(await MenuPage({ searchParams: Promise.resolve({}) }));
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
