// The menu page rendered on the server from the database: what a search engine and a visitor
// without JavaScript receive.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import MenuPage, { generateMetadata } from './page';

// a visitor's request: the page reads the session cookie (none here) through next/headers
jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);

const t = useTestDatabase();

async function html(category?: string) {
  const element = await MenuPage({ searchParams: Promise.resolve(category ? { category } : {}) });
  return renderToStaticMarkup(element);
}

test('all categories: every enabled item with its from-price in rupees, All Categories selected', async () => {
  const page = await html();
  const items = await t.db().menuItem.findMany({ where: { enabled: true }, include: { variants: true } });
  for (const item of items) expect(page).toContain(item.name.replace('&', '&amp;'));
  expect(page).toMatch(/aria-current="page"[^>]*data-category="ALL"[^>]*>All Categories</);
  for (const label of ['Community Dog Meals', 'Pet Dog Meals', 'Treats', 'Add ons']) expect(page).toContain(`>${label}<`);
  // Chicken Rice Community Meal starts at ₹60.00 (500 g)
  expect(page).toMatch(/Chicken Rice Community Meal[\s\S]*?from <span[^>]*>₹60\.00<\/span>/);
});

test('a category page shows only that category', async () => {
  const page = await html('TREATS');
  const categories = [...page.matchAll(/data-testid="menu-item" data-category="([A-Z]+)"/g)].map((m) => m[1]);
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['TREATS']));
  expect(page).not.toContain('Chicken Rice Community Meal');
  expect(page).toMatch(/aria-current="page"[^>]*data-category="TREATS"/);
});

test('each category view has its own title and canonical URL', async () => {
  const meta = await generateMetadata({ searchParams: Promise.resolve({ category: 'pdm' }) });
  expect(meta.title).toBe('Pet Dog Meals');
  expect(meta.alternates?.canonical).toBe('/?category=PDM');
});

test('an admin’s price change shows on the next render', async () => {
  const variant = await t.db().variant.findFirstOrThrow({ where: { menuItem: { name: 'Fresh Curd' } } });
  await t.db().variant.update({ where: { id: variant.id }, data: { price: 4500 } });
  expect(await html('ADON')).toMatch(/Fresh Curd[\s\S]*?₹45\.00/);
});
