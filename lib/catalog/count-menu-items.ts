import 'server-only';
import { db } from '@/lib/database/db';
import type { CategoryFilter } from '@/lib/domain/categories';
import type { FoodTypeCounts } from '@/lib/domain/menu-paging';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';
import { menuItemWhere } from './menu-item-where';

/** How many items a menu view has, by food type: what the filter and "Show more" count. Cached. */
export async function countMenuItems(category?: string | CategoryFilter | null): Promise<FoodTypeCounts> {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  const groups = await db.menuItem.groupBy({ by: ['foodType'], where: menuItemWhere(category), _count: { _all: true } });
  const counts: FoodTypeCounts = { veg: 0, nonveg: 0, unset: 0 };
  for (const g of groups) counts[g.foodType ?? 'unset'] += g._count._all;
  return counts;
}
