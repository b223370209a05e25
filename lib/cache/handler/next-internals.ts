// The two pieces of Next.js (16.4) this handler builds on that are not public API. Kept in this
// one file, and next-internals.test.ts fails if an upgrade moves or reshapes them.
//
// - tagsManifest: the process-wide record of invalidated tags that Next's own caches consult:
//   its in-memory 'use cache' handler, the page (ISR) cache and the fetch cache. Writing an
//   invalidation that another server published into it is what makes this server's cached pages
//   expire too, without replacing Next's page cache.
// - createDefaultCacheHandler: Next's in-memory 'use cache' handler (an LRU that checks
//   tagsManifest), used as this server's first level and as the fallback while Redis is down.
import { tagsManifest as nextTagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { createDefaultCacheHandler as nextDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

/** When a tag was invalidated, in ms: `stale` (serve while refreshing) and/or `expired` (no longer serve). */
export type TagState = { stale?: number; expired?: number };

export const tagsManifest: Map<string, TagState> = nextTagsManifest;

export function createMemoryCacheHandler(maxSizeBytes: number): CacheHandler {
  return nextDefaultCacheHandler(maxSizeBytes);
}
