import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';

const t = useTestDatabase();

type MenuItem = { id: string; name: string; displayPrice: number; foodType: string | null; category: { categoryEnum: string }; variants: { price: number; unit: number; unitType: string }[] };

const MENU = /* GraphQL */ `
  query Menu($category: ID, $skip: Int, $limit: Int) {
    getMenuItems(category: $category, skip: $skip, limit: $limit, roleId: 2) {
      id name displayPrice unitType foodType description image { id url } createdAt
      category { id title categoryEnum }
      variants { id price unit unitType }
    }
  }
`;

test('getCategories returns the four categories in order', async () => {
  const res = await graphqlRequest<{ getCategories: { id: string; title: string; categoryEnum: string }[] }>(
    '{ getCategories { id title categoryEnum description image } }',
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.getCategories.map((c) => c.categoryEnum)).toEqual(['CDM', 'PDM', 'TREATS', 'ADON']);
});

test('getMenuItems lists every enabled item with variants and a from-price', async () => {
  const res = await graphqlRequest<{ getMenuItems: MenuItem[] }>(MENU);
  expect(res.errors).toBeUndefined();
  const items = res.data!.getMenuItems;
  expect(items.length).toBe(await t.db().menuItem.count({ where: { enabled: true } }));
  for (const item of items) {
    expect(['veg', 'nonveg']).toContain(item.foodType);
    expect(item.variants.length).toBeGreaterThan(0);
    expect(item.displayPrice).toBe(Math.min(...item.variants.map((v) => v.price)));
    expect(Number.isInteger(item.displayPrice)).toBe(true);
  }
});

test('getMenuItems filters by category id or code', async () => {
  const pdm = await t.db().category.findUniqueOrThrow({ where: { categoryEnum: 'PDM' } });
  for (const category of [pdm.id, 'PDM']) {
    const res = await graphqlRequest<{ getMenuItems: MenuItem[] }>(MENU, { category });
    expect(res.data!.getMenuItems.length).toBeGreaterThan(0);
    expect(res.data!.getMenuItems.every((i) => i.category.categoryEnum === 'PDM')).toBe(true);
  }
  const all = await graphqlRequest<{ getMenuItems: MenuItem[] }>(MENU, { category: '' });
  expect(new Set(all.data!.getMenuItems.map((i) => i.category.categoryEnum)).size).toBe(4);
});

test('getMenuItems pages with skip and limit', async () => {
  const all = (await graphqlRequest<{ getMenuItems: MenuItem[] }>(MENU)).data!.getMenuItems;
  const page = (await graphqlRequest<{ getMenuItems: MenuItem[] }>(MENU, { skip: 2, limit: 3 })).data!.getMenuItems;
  expect(page.map((i) => i.id)).toEqual(all.slice(2, 5).map((i) => i.id));
});

test('disabled items and variants are not offered', async () => {
  const db = t.db();
  const item = await db.menuItem.findFirstOrThrow({ where: { name: 'Fresh Curd' } });
  await db.menuItem.update({ where: { id: item.id }, data: { enabled: false } });
  const res = await graphqlRequest<{ getMenuItems: MenuItem[] }>(MENU);
  expect(res.data!.getMenuItems.find((i) => i.id === item.id)).toBeUndefined();
  await db.menuItem.update({ where: { id: item.id }, data: { enabled: true } });
});

test('bad paging is refused with BAD_USER_INPUT naming the field', async () => {
  const res = await graphqlRequest(MENU, { limit: 5000 });
  expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors?.[0].extensions?.field).toBe('limit');
});

test('getConfigurations returns configuration and messages', async () => {
  const res = await graphqlRequest<{ getConfigurations: { configurations: { key: string; value: string }[]; messages: { key: string; value: string }[] } }>(
    '{ getConfigurations { configurations { id key value } messages { id key value } } }',
  );
  expect(res.errors).toBeUndefined();
  const keys = res.data!.getConfigurations.configurations.map((c) => c.key);
  expect(keys).toEqual(expect.arrayContaining(['deliveryCharge', 'cgst', 'sgst', 'payment.upi.id', 'vpa.name', 'pincodes', 'subscription.months']));
  expect(res.data!.getConfigurations.messages.find((m) => m.key === 'paymentMessage')?.value).toMatch(/screenshot/);
});

test('getHeroImages returns the newest of each type', async () => {
  const first = await graphqlRequest<{ getHeroImages: { desktopUrl: string; mobileUrl: string } }>('{ getHeroImages { desktopUrl mobileUrl } }');
  expect(first.data!.getHeroImages).toEqual({ desktopUrl: '/images/hero/hero-desktop.webp', mobileUrl: '/images/hero/hero-mobile.webp' });
  await t.db().heroImage.create({ data: { type: 'mobile', imageUrl: '/uploads/new-mobile.webp' } });
  const second = await graphqlRequest<{ getHeroImages: { desktopUrl: string; mobileUrl: string } }>('{ getHeroImages { desktopUrl mobileUrl } }');
  expect(second.data!.getHeroImages.mobileUrl).toBe('/uploads/new-mobile.webp');
});

test('a GET query is refused (405, POST only) and oversized bodies get 413', async () => {
  const { GET, POST } = await import('@/app/api/graphql/route');
  const { NextRequest } = await import('next/server');
  const get = GET();
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST');
  const big = 'x'.repeat(7 * 1024 * 1024 + 10);
  const post = await POST(new NextRequest('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }));
  expect(post.status).toBe(413);
});

const ITEM = /* GraphQL */ `
  query Item($category: CategoryEnum!, $slug: String!) {
    getMenuItem(category: $category, slug: $slug) {
      name slug ingredients displayPrice
      nutrition { energyKcal proteinG fatG fibreG moistureG }
      portionGuide { dogWeightKg perDay }
      category { categoryEnum }
    }
  }
`;

test('every demo item has a slug, ingredients, nutrition and a portion guide', async () => {
  const res = await graphqlRequest<{ getMenuItems: { slug: string; ingredients: string[]; nutrition: unknown; portionGuide: unknown[] }[] }>(
    '{ getMenuItems { slug ingredients nutrition { energyKcal } portionGuide { dogWeightKg perDay } } }',
  );
  expect(res.errors).toBeUndefined();
  for (const item of res.data!.getMenuItems) {
    expect(item.slug).toMatch(/^[a-z0-9-]+$/);
    expect(item.ingredients.length).toBeGreaterThan(0);
    expect(item.nutrition).not.toBeNull();
    expect(item.portionGuide.length).toBeGreaterThan(0);
  }
});

test('getMenuItem finds an enabled item by category and slug, and nothing else', async () => {
  const found = await graphqlRequest<{ getMenuItem: { name: string; slug: string; category: { categoryEnum: string } } | null }>(ITEM, { category: 'PDM', slug: 'chicken-and-pumpkin-bowl' });
  expect(found.errors).toBeUndefined();
  expect(found.data!.getMenuItem).toMatchObject({ name: 'Chicken & Pumpkin Bowl', category: { categoryEnum: 'PDM' } });
  for (const vars of [
    { category: 'TREATS', slug: 'chicken-and-pumpkin-bowl' },
    { category: 'PDM', slug: 'no-such-bowl' },
    { category: 'PDM', slug: '../../etc' },
  ]) {
    const res = await graphqlRequest<{ getMenuItem: null }>(ITEM, vars);
    expect(res.errors).toBeUndefined();
    expect(res.data!.getMenuItem).toBeNull();
  }
  const db = t.db();
  const item = await db.menuItem.findFirstOrThrow({ where: { slug: 'chicken-and-pumpkin-bowl' } });
  await db.menuItem.update({ where: { id: item.id }, data: { enabled: false } });
  try {
    expect((await graphqlRequest<{ getMenuItem: null }>(ITEM, { category: 'PDM', slug: 'chicken-and-pumpkin-bowl' })).data!.getMenuItem).toBeNull();
  } finally {
    await db.menuItem.update({ where: { id: item.id }, data: { enabled: true } });
  }
});
