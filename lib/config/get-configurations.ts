import 'server-only';
import { db } from '@/lib/database/db';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';

// Cached (the configuration tag, lib/cache/catalog-cache.ts): every page, cart and order reads a
// few keys, and they change rarely. A write through the app calls invalidateConfiguration().

export async function getConfigurations() {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.configuration);
  const [configurations, messages] = await Promise.all([
    db.configuration.findMany({ orderBy: { key: 'asc' } }),
    db.message.findMany({ orderBy: { key: 'asc' } }),
  ]);
  return { configurations, messages };
}

/** The configuration as a key → value map, for services that need a few keys. */
export async function getConfigMap(): Promise<Record<string, string>> {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.configuration);
  const rows = await db.configuration.findMany();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
