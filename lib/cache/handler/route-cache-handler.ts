// The page (ISR) cache next.config.ts names (cacheHandler): Next's own FileSystemCache, with two
// changes, both about when a page counts as older than an invalidation of one of its tags.
//
// 1. A page is dated by when its render could have *begun*, not when it finished: when the
//    request that renders it looked it up and found it missing or out of date. (Next makes a
//    handler per request, so that lookup and the write it leads to meet in one instance; a
//    request that joins a render already under way writes nothing.) A render that read the
//    store as open and finished just after an admin closed it was dated after the close, so it
//    was served as fresh, "open", for a minute and once more while refreshing (measured: still
//    HIT 14 s after the close). The same race would show a changed price the checkout refuses.
// 2. One clock. FileSystemCache dates pages and tag invalidations by Date.now(); Next compares
//    them with performance.timeOrigin + performance.now(), and so do the 'use cache' handlers.
//    On a machine whose wall clock has moved ahead of that one (a paused or resumed VM, a clock
//    step), an invalidation lay "in the future" and expired nothing until the clocks met.
// docs/decisions/operations.md "A cached page is as old as its render's start".
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { areTagsExpired, areTagsStale, FileSystemCache } from './next-internals.ts';
import { clock, invalidation, recordTagState } from './shared-cache-handler.ts';

type GetArgs = Parameters<InstanceType<typeof FileSystemCache>['get']>;
type SetArgs = Parameters<InstanceType<typeof FileSystemCache>['set']>;
type MemoryEntry = { value: unknown; lastModified: number };

const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Whether Next will serve this page as it is (fresh), without rendering it again: not missing,
 * younger than its revalidate time, and none of its tags invalidated since it was written. Any
 * other answer may start a render (Next's rules: incremental-cache/index.js `get`).
 */
export function servedAsIs(entry: CacheHandlerValue | null, now: number): boolean {
  if (!entry?.value || entry.lastModified === undefined) return false;
  const revalidate = entry.cacheControl?.revalidate;
  if (typeof revalidate !== 'number' || entry.lastModified + revalidate * 1000 < now) return false;
  const headers = 'headers' in entry.value ? entry.value.headers : undefined;
  const tagsHeader = headers?.['x-next-cache-tags'];
  const tags = typeof tagsHeader === 'string' ? tagsHeader.split(',') : [];
  return !areTagsExpired(tags, entry.lastModified) && !areTagsStale(tags, entry.lastModified);
}

export default class RouteCacheHandler extends FileSystemCache {
  /** per page this request may render: when it looked the page up */
  readonly #renderSince = new Map<string, number>();

  async get(...[key, ctx]: GetArgs): Promise<CacheHandlerValue | null> {
    const asked = clock();
    const entry = await super.get(key, ctx);
    if (PAGE_KINDS.has(ctx.kind) && !servedAsIs(entry, asked) && !this.#renderSince.has(key)) this.#renderSince.set(key, asked);
    return entry;
  }

  async set(...[key, data, ctx]: SetArgs): Promise<void> {
    const dated = this.#renderSince.get(key) ?? clock();
    this.#renderSince.delete(key);
    // FileSystemCache.set puts the page in its memory LRU before its first await: date it there.
    const writing = super.set(key, data, ctx);
    const memory = (FileSystemCache as unknown as { memoryCache?: { get(key: string): MemoryEntry | undefined } }).memoryCache;
    const stored = memory?.get(key);
    if (stored && stored.value === data) stored.lastModified = dated;
    await writing;
  }

  /** As Next's, on Next's comparison clock; the same record the 'use cache' handler writes. */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const state = invalidation(clock(), durations);
    for (const tag of typeof tags === 'string' ? [tags] : tags) recordTagState(tag, state);
  }
}
