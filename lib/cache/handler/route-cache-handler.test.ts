// The page cache against Next's own FileSystemCache (memory only, as with isrFlushToDisk off): a
// render that began before an invalidation is not served after it, and invalidations are dated on
// the clock Next compares them with. The same race against a production server, with the store's
// open switch and a real render held by a table lock: faults/page-cache-race.fault.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { FileSystemCache, tagsManifest } from './next-internals.ts';
import { clock } from './shared-cache-handler.ts';
import RouteCacheHandler, { servedAsIs } from './route-cache-handler.ts';

const options = () => ({ fs: nodeFs, serverDistDir: mkdtempSync(join(tmpdir(), 'route-cache-')), flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [], _requestHeaders: {} });
const GET = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;
const SET = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 300 } } as never;
const page = (tag: string, html: string) =>
  ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: { 'x-next-cache-tags': `${tag},_N_T_/layout` }, postponed: undefined, status: 200, segmentData: undefined }) as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | null)?.html ?? null;

let n = 0;
const fresh = () => ({ key: `/route-cache-test-${++n}`, tag: `route-cache-test-${n}` });

test("Next's own page cache serves a render that finished after an invalidation it began before (why this handler exists)", async () => {
  const next = new FileSystemCache(options());
  const { key, tag } = fresh();
  expect(await next.get(key, GET)).toBeNull(); // a request finds no page: a render begins
  await tick();
  await next.revalidateTag([tag], { expire: 0 }); // an admin closes the store meanwhile
  await next.set(key, page(tag, 'open'), SET); // the render, which read "open", finishes
  expect(htmlOf(await next.get(key, GET))).toBe('open');
});

test('a render that began before an invalidation is not served after it', async () => {
  const cache = new RouteCacheHandler(options());
  const { key, tag } = fresh();
  expect(await cache.get(key, GET)).toBeNull();
  await tick();
  await cache.revalidateTag([tag], { expire: 0 });
  await tick();
  await cache.set(key, page(tag, 'open'), SET);
  expect(await cache.get(key, GET)).toBeNull(); // missing again: the next request renders anew
  await cache.set(key, page(tag, 'closed'), SET);
  expect(htmlOf(await cache.get(key, GET))).toBe('closed');
});

test('the same race with a page refreshed in the background: the page went stale, then the tag expired mid-render', async () => {
  const cache = new RouteCacheHandler(options());
  const { key, tag } = fresh();
  await cache.set(key, page(tag, 'old price'), SET);
  await tick();
  await cache.revalidateTag([tag], {}); // stale only (no expiry): served while a render refreshes it
  expect(htmlOf(await cache.get(key, GET))).toBe('old price');
  await tick();
  await cache.revalidateTag([tag], { expire: 0 }); // a price changes while that render runs
  await tick();
  await cache.set(key, page(tag, 'old price, rendered again'), SET);
  expect(await cache.get(key, GET)).toBeNull();
});

test('a render that began after the invalidation is served', async () => {
  const cache = new RouteCacheHandler(options());
  const { key, tag } = fresh();
  await cache.revalidateTag([tag], { expire: 0 });
  await tick();
  expect(await cache.get(key, GET)).toBeNull();
  await cache.set(key, page(tag, 'closed'), SET);
  expect(htmlOf(await cache.get(key, GET))).toBe('closed');
});

test('a page served as it is does not back-date the next write', async () => {
  const cache = new RouteCacheHandler(options());
  const { key, tag } = fresh();
  await cache.set(key, page(tag, 'first'), SET);
  expect(htmlOf(await cache.get(key, GET))).toBe('first'); // fresh: no render follows
  await tick();
  const before = clock();
  await cache.set(key, page(tag, 'second'), SET);
  expect((await cache.get(key, GET))!.lastModified).toBeGreaterThanOrEqual(before);
});

test("invalidations are dated on Next's comparison clock, as the 'use cache' handler dates them", async () => {
  const cache = new RouteCacheHandler(options());
  const { tag } = fresh();
  const before = clock();
  await cache.revalidateTag(tag, { expire: 0 });
  const state = tagsManifest.get(tag)!;
  expect(state.expired).toBeGreaterThanOrEqual(before);
  expect(state.expired).toBeLessThanOrEqual(clock());
  expect(state.stale).toBe(state.expired);
});

describe('servedAsIs: whether Next serves a cached page without rendering it', () => {
  const now = 1_000_000;
  const entry = (lastModified: number, tag = 'served-as-is') => ({ lastModified, cacheControl: { revalidate: 60, expire: 300 }, value: page(tag, 'x') }) as never;
  test.each([
    ['no page', null, false],
    ['written a second ago', entry(now - 1_000), true],
    ['older than its revalidate time', entry(now - 61_000), false],
  ])('%s', (_name, value, expected) => expect(servedAsIs(value, now)).toBe(expected));
  test('one of its tags invalidated since', () => {
    tagsManifest.set('served-as-is-stale', { stale: now - 500 });
    expect(servedAsIs(entry(now - 1_000, 'served-as-is-stale'), now)).toBe(false);
  });
});

