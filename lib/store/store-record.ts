import 'server-only';
import { db } from '@/lib/database/db';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';

/**
 * The store's own row (name, contact, address, open status), or null before one exists. Cached
 * with the store tag: whatever shows the store's state on public pages (open or closed, a closed
 * message, closed dates) reads it here, and a write to the Store table calls invalidateStore().
 */
export async function getStoreRecord() {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.store);
  return db.store.findFirst({ orderBy: { id: 'asc' } });
}
