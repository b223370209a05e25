import 'server-only';
import { getStoreRecord } from '@/lib/store/store-record';
import { isBuildPrerender } from '@/lib/cache/after-build';
import { JsonLd } from './json-ld-script';
import { organizationJsonLd } from './json-ld';

/**
 * The store as LocalBusiness/Organization data, in the root layout: part of every page's cached
 * shell (a cached read of the store row). Renders nothing without a store row, and nothing when
 * the database cannot be read: structured data is never worth failing a page for. Nor while
 * `next build` prerenders (no database there, and no store data may be baked into a build; a
 * server renders its pages again before serving them, see lib/cache/after-build.tsx).
 */
export async function StoreJsonLd() {
  if (isBuildPrerender()) return null;
  let store;
  try {
    store = await getStoreRecord();
  } catch (error) {
    console.warn('StoreJsonLd: store details unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
  return store ? <JsonLd data={organizationJsonLd(store)} /> : null;
}
