// The menu rendered on the server from the database: what a search engine and a visitor without
// JavaScript receive. (Under jest 'use cache' is inert, so every render reads the database; the
// caching itself is tested against a production build in e2e/cache.spec.ts.)
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import type { CategoryFilter } from '@/lib/domain/categories';
import { MenuCatalog } from '@/components/menu/menu-view';
import { metadata as menuMetadata } from './page';
import { metadata as pdmMetadata } from './menu/PDM/page';
import { metadata as treatsMetadata } from './menu/TREATS/page';

// a visitor's request: the admin control's hole reads the session cookie (none here)
jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);

const t = useTestDatabase();

async function html(category: CategoryFilter = 'ALL') {
  return renderToStaticMarkup(await MenuCatalog({ category: Promise.resolve(category) }));
}

test('all categories: every enabled item with its from-price in rupees, All Categories selected', async () => {
  const page = await html();
  const items = await t.db().menuItem.findMany({ where: { enabled: true }, include: { variants: true } });
  for (const item of items) expect(page).toContain(item.name.replace('&', '&amp;'));
  expect(page).toMatch(/aria-current="page"[^>]*data-category="ALL"[^>]*>All Categories</);
  for (const label of ['Community Dog Meals', 'Pet Dog Meals', 'Treats', 'Add ons']) expect(page).toContain(`>${label}<`);
  // Chicken Rice Community Meal starts at ₹60.00 (500 g)
  expect(page).toMatch(/Chicken Rice Community Meal[\s\S]*?from <strong>₹60\.00<\/strong>/);
  // the structured data lists the same items
  expect(page).toContain('<script type="application/ld+json">');
  expect(page).toContain('"@type":"ItemList"');
});

test('every item carries its veg / non-veg mark from the seed, and the filter and PIN check start neutral', async () => {
  const page = await html();
  const items = await t.db().menuItem.findMany({ where: { enabled: true } });
  // The seed sets a food type on every item.
  expect(items.filter((i) => i.foodType === null)).toEqual([]);
  const marked = [...page.matchAll(/data-testid="menu-item" data-category="[A-Z]+" data-food-type="(veg|nonveg)"/g)].map((m) => m[1]);
  expect(marked).toHaveLength(items.length);
  expect(marked.filter((m) => m === 'veg')).toHaveLength(items.filter((i) => i.foodType === 'veg').length);
  expect(page).toContain('data-food-type="veg"><span aria-hidden="true"');
  expect(page).toMatch(/data-food-type="nonveg"><span aria-hidden="true"[^>]*>.*?<\/span>Non-veg<\/span>/);
  // The same HTML for everyone: every card shown, no PIN chosen, no delivery marks yet.
  expect(page).not.toContain('class="hidden"');
  expect(page).not.toContain('data-testid="delivery-mark"');
  expect(page).toContain('Check your PIN code');
  expect(page).toContain(`Showing all ${items.length} items.`);
});

test('a category page shows only that category', async () => {
  const page = await html('TREATS');
  const categories = [...page.matchAll(/data-testid="menu-item" data-category="([A-Z]+)"/g)].map((m) => m[1]);
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['TREATS']));
  expect(page).not.toContain('Chicken Rice Community Meal');
  expect(page).toMatch(/aria-current="page"[^>]*data-category="TREATS"/);
  expect(page).toContain('<h1 class="text-2xl font-bold text-brand-800">Treats</h1>');
});

test('the menu and each category view have a title with the store name and their own canonical URL', async () => {
  expect(menuMetadata.title).toEqual({ absolute: 'Menu | Good Dog Kitchen' });
  expect(menuMetadata.alternates?.canonical).toBe('/');
  expect(menuMetadata.description).toMatch(/Bengaluru/);

  expect(pdmMetadata.title).toEqual({ absolute: 'Pet Dog Meals | Good Dog Kitchen' });
  expect(pdmMetadata.alternates?.canonical).toBe('/?category=PDM');
  expect(pdmMetadata.openGraph).toMatchObject({ title: 'Pet Dog Meals | Good Dog Kitchen', url: '/?category=PDM' });
  expect(treatsMetadata.title).toEqual({ absolute: 'Treats | Good Dog Kitchen' });
  expect(treatsMetadata.alternates?.canonical).toBe('/?category=TREATS');
});

test('an admin’s price change shows on the next render', async () => {
  const variant = await t.db().variant.findFirstOrThrow({ where: { menuItem: { name: 'Fresh Curd' } } });
  await t.db().variant.update({ where: { id: variant.id }, data: { price: 4500 } });
  expect(await html('ADON')).toMatch(/Fresh Curd[\s\S]*?₹45\.00/);
});
