// The public catalogue's cache: the tag names its cached reads carry and the invalidations every
// write through the app must call. One module, so a new cached read or a new write path finds the
// tag here and nowhere else.
//
// Lifetime (CATALOG_CACHE_LIFE): an entry is refreshed in the background once it is a minute old,
// which covers edits made outside the app (Prisma Studio, SQL). Writes through the app expire the
// tag at once, so the next request on any app server renders the new data.
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';

export const CATALOG_TAGS = {
  /** categories, menu items and their variants (one tag: a menu item embeds its category) */
  menu: 'catalog:menu',
  heroImages: 'catalog:hero-images',
  /** the Configuration and Message tables */
  configuration: 'catalog:configuration',
  /** the Store row: name, contact, open status */
  store: 'catalog:store',
} as const;

export type CatalogTag = (typeof CATALOG_TAGS)[keyof typeof CATALOG_TAGS];

/**
 * The lifetime of every catalogue read. On the server: served for a minute (`revalidate`), then
 * refreshed in the background; never served once five minutes old (`expire`). In the browser,
 * `stale` is how long the client router reuses a page's data on client-side navigation: Next
 * leaves anything with a `stale` under five minutes (or an `expire` under five minutes) out of a
 * page's prerendered shell, so five minutes is the shortest that keeps the catalogue in it.
 */
export const CATALOG_CACHE_LIFE = { stale: 300, revalidate: 60, expire: 300 } as const;

// `'use cache'` is compiled only by Next's server build. Anywhere else (jest, tsx scripts, a job
// worker) the directive is an inert string and there is no cache scope, where cacheLife(),
// cacheTag() and revalidateTag() throw. NEXT_RUNTIME is set in Next's server bundles only.
const insideNext = () => Boolean(process.env.NEXT_RUNTIME);

/** Call first in a catalogue read marked `'use cache'`: gives the entry its lifetime and tags. */
export function catalogCacheEntry(...tags: CatalogTag[]): void {
  if (!insideNext()) return;
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(...tags);
}

/** Which tag a write to each cached table must expire (Prisma model names, as in SQL). */
export const TAG_OF_TABLE: Record<string, CatalogTag> = {
  Category: CATALOG_TAGS.menu,
  MenuItem: CATALOG_TAGS.menu,
  Variant: CATALOG_TAGS.menu,
  HeroImage: CATALOG_TAGS.heroImages,
  Configuration: CATALOG_TAGS.configuration,
  Message: CATALOG_TAGS.configuration,
  Store: CATALOG_TAGS.store,
};

const expiryWatchers = new Set<(tag: CatalogTag) => void>();

/**
 * Calls `watcher` with every tag expired from now on, inside Next or not, until the returned
 * function is called: how catalog-writes.db.test.ts sees that a write expired what it changed.
 */
export function watchCatalogExpiry(watcher: (tag: CatalogTag) => void): () => void {
  expiryWatchers.add(watcher);
  return () => expiryWatchers.delete(watcher);
}

function expire(...tags: CatalogTag[]): void {
  for (const tag of tags) for (const watcher of expiryWatchers) watcher(tag);
  if (!insideNext()) return;
  // { expire: 0 }: no request after this one is served the old data (an admin sees their change,
  // a customer never sees a price the checkout would refuse). updateTag would do the same but is
  // only allowed in Server Actions; our writes come through the GraphQL route handler.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** After a write to categories, menu items or variants. */
export function invalidateMenu(): void {
  expire(CATALOG_TAGS.menu);
}

/** After a new hero image. */
export function invalidateHeroImages(): void {
  expire(CATALOG_TAGS.heroImages);
}

/** After a write to the Configuration or Message tables (tax rates, PIN codes, contact email...). */
export function invalidateConfiguration(): void {
  expire(CATALOG_TAGS.configuration);
}

/** After a write to the Store row (open status, closed message, contact details). */
export function invalidateStore(): void {
  expire(CATALOG_TAGS.store);
}
