// A menu view read a page at a time: consecutive pages cover every enabled item once, in the menu's
// order, and the view's counts describe the same items (what "Show more" and the filter count).
import { useTestDatabase } from '@/testing/test-database';
import { listMenuItems } from './list-menu-items';
import { countMenuItems } from './count-menu-items';
import { itemsMatching, totalItems } from '@/lib/domain/menu-paging';

const t = useTestDatabase();

beforeAll(async () => {
  // Items with the same sort order, some without a food type and one disabled: page boundaries fall
  // between them.
  const category = await t.db().category.findFirstOrThrow({ where: { categoryEnum: 'TREATS' } });
  for (let i = 0; i < 7; i++) {
    await t.db().menuItem.create({
      data: {
        name: `Twin Biscuit ${i}`,
        slug: `twin-biscuit-${i}`,
        unitType: 'PIECES',
        categoryId: category.id,
        sortOrder: 99,
        foodType: i % 3 === 0 ? null : i % 3 === 1 ? 'veg' : 'nonveg',
        enabled: i !== 6,
        variants: { create: [{ unit: 10, unitType: 'PIECES', price: 10000 + i }] },
      },
    });
  }
}, 30_000);

async function allInPages(category: string | null, size: number) {
  const seen: string[] = [];
  for (let skip = 0; ; skip += size) {
    const page = await listMenuItems({ category, skip, limit: size });
    seen.push(...page.map((i) => i.id));
    if (page.length < size) return seen;
  }
}

test.each([
  ['the whole menu', null],
  ['one category by code', 'TREATS'],
] as const)('%s read three at a time is the whole view once, in order', async (_, category) => {
  const whole = (await listMenuItems({ category })).map((i) => i.id);
  const paged = await allInPages(category, 3);
  expect(paged).toEqual(whole);
  expect(new Set(paged).size).toBe(paged.length);
  const enabled = await t.db().menuItem.count({ where: { enabled: true, ...(category ? { category: { categoryEnum: category } } : {}) } });
  expect(whole).toHaveLength(enabled);
});

test('the counts by food type add up to the view and match its items', async () => {
  const items = await listMenuItems({ category: 'TREATS' });
  const counts = await countMenuItems('TREATS');
  expect(totalItems(counts)).toBe(items.length);
  expect(itemsMatching(counts, 'veg')).toBe(items.filter((i) => i.foodType === 'veg').length);
  expect(itemsMatching(counts, 'nonveg')).toBe(items.filter((i) => i.foodType === 'nonveg').length);
  expect(counts.unset).toBe(items.filter((i) => i.foodType === null).length);
  expect(counts.unset).toBeGreaterThan(0);
});

test('a category id selects the same items as its code', async () => {
  const category = await t.db().category.findFirstOrThrow({ where: { categoryEnum: 'TREATS' } });
  expect((await listMenuItems({ category: category.id })).map((i) => i.id)).toEqual((await listMenuItems({ category: 'TREATS' })).map((i) => i.id));
  expect(await countMenuItems(category.id)).toEqual(await countMenuItems('TREATS'));
});
