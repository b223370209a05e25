import 'server-only';
import { db } from '@/lib/database/db';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';

export async function listCategories() {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.menu);
  return db.category.findMany({ orderBy: { sortOrder: 'asc' } });
}
