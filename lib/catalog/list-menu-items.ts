import 'server-only';
import { db } from '@/lib/database/db';
import type { CategoryFilter } from '@/lib/domain/categories';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';

export const MAX_MENU_PAGE = 100;

export type MenuItemWithVariants = Awaited<ReturnType<typeof listMenuItems>>[number];

/**
 * Enabled menu items with their enabled variants, cheapest first within each item.
 * `category` is a category id or a category code (the pages link by code: ?category=PDM).
 * Cached per argument set (the menu tag; see lib/cache/catalog-cache.ts).
 */
export async function listMenuItems(opts: { category?: string | CategoryFilter | null; skip?: number; limit?: number } = {}) {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  const skip = Math.max(0, opts.skip ?? 0);
  const take = Math.min(MAX_MENU_PAGE, Math.max(1, opts.limit ?? MAX_MENU_PAGE));
  const category = opts.category && opts.category !== 'ALL' ? opts.category : null;
  const isCode = category !== null && ['CDM', 'PDM', 'TREATS', 'ADON'].includes(category);
  const items = await db.menuItem.findMany({
    where: {
      enabled: true,
      ...(category ? (isCode ? { category: { categoryEnum: category as never } } : { categoryId: category }) : {}),
    },
    include: {
      category: true,
      variants: { where: { enabled: true }, orderBy: [{ price: 'asc' }, { sortOrder: 'asc' }] },
    },
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
    skip,
    take,
  });
  return items.map((item) => ({ ...item, displayPrice: item.variants[0]?.price ?? null }));
}
