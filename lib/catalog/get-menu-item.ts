import 'server-only';
import { db } from '@/lib/database/db';
import type { CategoryCode } from '@/lib/domain/categories';
import { isSlug } from '@/lib/domain/menu-item-slug';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';
import { menuItemsQuery, withDisplayPrice } from './list-menu-items';

/**
 * One enabled item by its page's address (/menu/<CATEGORY>/<slug>), with its enabled variants
 * cheapest first, as the menu shows it; null when there is none. Cached like the menu.
 */
export async function getMenuItem(category: CategoryCode, slug: string) {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  if (!isSlug(slug)) return null;
  const { include } = menuItemsQuery({});
  const item = await db.menuItem.findFirst({ where: { enabled: true, slug, category: { categoryEnum: category } }, include });
  return item ? withDisplayPrice([item])[0] : null;
}

/** Every enabled item's page address and last change, for the sitemap. */
export async function listMenuItemPages() {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  const rows = await db.menuItem.findMany({
    where: { enabled: true },
    select: { slug: true, updatedAt: true, category: { select: { categoryEnum: true } } },
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
  });
  return rows.map((r) => ({ category: r.category.categoryEnum, slug: r.slug, updatedAt: r.updatedAt }));
}
