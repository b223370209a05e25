import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { CategoryFilter } from '@/lib/domain/categories';
import { MENU_PAGE_LIMIT } from '@/lib/domain/menu-paging';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';
import { menuItemWhere } from './menu-item-where';

export type MenuItemWithVariants = Awaited<ReturnType<typeof listMenuItems>>[number];

type MenuPage = { category?: string | CategoryFilter | null; skip?: number | null; limit?: number | null };

/**
 * The menu items query itself: enabled items with their enabled variants, cheapest first within
 * each item, a page at a time (at most MENU_PAGE_LIMIT). `category` is a category id or a code.
 * Exported for the bench's bare Apollo reference, so both run the same query.
 */
export function menuItemsQuery(opts: MenuPage) {
  return {
    where: menuItemWhere(opts.category),
    include: {
      category: true,
      variants: { where: { enabled: true }, orderBy: [{ price: 'asc' as const }, { sortOrder: 'asc' as const }] },
    },
    // id last: a stable order, so consecutive pages neither repeat nor skip an item
    orderBy: [{ category: { sortOrder: 'asc' as const } }, { sortOrder: 'asc' as const }, { name: 'asc' as const }, { id: 'asc' as const }],
    skip: Math.max(0, opts.skip ?? 0),
    take: Math.min(MENU_PAGE_LIMIT, Math.max(1, opts.limit ?? MENU_PAGE_LIMIT)),
  } satisfies Prisma.MenuItemFindManyArgs;
}

/** A page of the menu with each item's from-price. Cached per argument set (the menu tag; lib/cache/catalog-cache.ts). */
export async function listMenuItems(opts: MenuPage = {}) {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  return withDisplayPrice(await db.menuItem.findMany(menuItemsQuery(opts)));
}

export function withDisplayPrice<T extends { variants: { price: number }[] }>(items: T[]): (T & { displayPrice: number | null })[] {
  return items.map((item) => ({ ...item, displayPrice: item.variants[0]?.price ?? null }));
}
