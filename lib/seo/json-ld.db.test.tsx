// The structured data over the seeded database: what the layout and the menu page really emit.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { db } from '@/lib/database/db';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { menuItemsJsonLd } from './json-ld';
import { StoreJsonLd } from './store-json-ld';

useTestDatabase();

const scriptJson = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]);

describe('StoreJsonLd', () => {
  it('describes the seeded store', async () => {
    const html = renderToStaticMarkup((await StoreJsonLd())!);
    expect(scriptJson(html)).toMatchObject({
      '@type': ['LocalBusiness', 'Organization'],
      name: 'Good Dog Kitchen',
      telephone: '+919000000100',
      email: 'hello@gooddogkitchen.in',
      address: { addressLocality: 'Bengaluru', postalCode: '560038' },
    });
  });

  it('escapes markup in store fields', async () => {
    await db.store.updateMany({ data: { name: 'Good Dog </script><script>alert(1)</script>' } });
    const html = renderToStaticMarkup((await StoreJsonLd())!);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(scriptJson(html).name).toBe('Good Dog </script><script>alert(1)</script>');
  });

  it('renders nothing without a store row', async () => {
    await db.store.deleteMany();
    expect(await StoreJsonLd()).toBeNull();
  });
});

describe('menuItemsJsonLd over the seeded menu', () => {
  it('offers every enabled item at its cheapest variant, in rupees', async () => {
    const items = await listMenuItems();
    const data = menuItemsJsonLd(items, 'https://gooddog.example');
    const list = data.itemListElement as { item: { name: string; offers: { price: string; priceCurrency: string } } }[];
    expect(list).toHaveLength(items.length);
    const meal = list.find((e) => e.item.name === 'Chicken Rice Community Meal')!;
    expect(meal.item.offers).toMatchObject({ price: '60.00', priceCurrency: 'INR' });
    for (const e of list) expect(e.item.offers.price).toMatch(/^\d+\.\d{2}$/);
  });
});
