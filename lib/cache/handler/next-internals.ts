// The pieces of Next.js (16.4) our cache handlers build on that are not public API. Kept in this
// one file, and next-internals.test.ts fails if an upgrade moves or reshapes them.
//
// - tagsManifest: the process-wide record of invalidated tags that Next's own caches consult:
//   its in-memory 'use cache' handler, the page (ISR) cache and the fetch cache. Writing an
//   invalidation that another server published into it is what makes this server's cached pages
//   expire too, without replacing Next's page cache.
// - createDefaultCacheHandler: Next's in-memory 'use cache' handler (an LRU that checks
//   tagsManifest), used as this server's first level and as the fallback while Redis is down.
import { areTagsExpired as nextAreTagsExpired, areTagsStale as nextAreTagsStale, tagsManifest as nextTagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { createDefaultCacheHandler as nextDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** When a tag was invalidated, in ms: `stale` (serve while refreshing) and/or `expired` (no longer serve). */
export type TagState = { stale?: number; expired?: number };

export const tagsManifest: Map<string, TagState> = nextTagsManifest;

/** Next's own tests of a cached page's tags against that record, as its page cache makes them. */
export const areTagsExpired: (tags: string[], timestamp: number) => boolean = nextAreTagsExpired;
export const areTagsStale: (tags: string[], timestamp: number) => boolean = nextAreTagsStale;

export function createMemoryCacheHandler(maxSizeBytes: number): CacheHandler {
  return nextDefaultCacheHandler(maxSizeBytes);
}

/** Next's page cache: pages in a process-wide LRU (`memoryCache`) and, with isrFlushToDisk, on disk. */
export const FileSystemCache = ((nextFileSystemCache as unknown as { default?: unknown }).default ?? nextFileSystemCache) as typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
