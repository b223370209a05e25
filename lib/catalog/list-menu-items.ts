import 'server-only';
import { db } from '@/lib/database/db';
import type { CategoryFilter } from '@/lib/domain/categories';
import { MENU_PAGE_LIMIT } from '@/lib/domain/menu-paging';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';
import { menuItemWhere } from './menu-item-where';

export type MenuItemWithVariants = Awaited<ReturnType<typeof listMenuItems>>[number];

/**
 * Enabled menu items with their enabled variants, cheapest first within each item, a page at a time
 * (at most MENU_PAGE_LIMIT). `category` is a category id or a category code.
 * Cached per argument set (the menu tag; see lib/cache/catalog-cache.ts).
 */
export async function listMenuItems(opts: { category?: string | CategoryFilter | null; skip?: number; limit?: number } = {}) {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  const items = await db.menuItem.findMany({
    where: menuItemWhere(opts.category),
    include: {
      category: true,
      variants: { where: { enabled: true }, orderBy: [{ price: 'asc' }, { sortOrder: 'asc' }] },
    },
    // id last: a stable order, so consecutive pages neither repeat nor skip an item
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    skip: Math.max(0, opts.skip ?? 0),
    take: Math.min(MENU_PAGE_LIMIT, Math.max(1, opts.limit ?? MENU_PAGE_LIMIT)),
  });
  return items.map((item) => ({ ...item, displayPrice: item.variants[0]?.price ?? null }));
}
