// The handler relies on two pieces of Next that are not public API (next-internals.ts). If an
// upgrade moves or reshapes them, this fails before any server serves stale pages.
import { createMemoryCacheHandler, tagsManifest } from './next-internals.ts';

test('the process-wide tag record is the Map Next’s own caches read', async () => {
  expect(tagsManifest).toBeInstanceOf(Map);
  const { areTagsExpired, areTagsStale } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
  const tag = `internals-${Math.random()}`;
  expect(areTagsExpired([tag], 1_000)).toBe(false);
  tagsManifest.set(tag, { expired: 2_000 });
  expect(areTagsExpired([tag], 1_000)).toBe(true);
  expect(areTagsExpired([tag], 3_000)).toBe(false);
  tagsManifest.set(tag, { stale: 2_000 });
  expect(areTagsStale([tag], 1_000)).toBe(true);
});

test('Next’s in-memory handler keeps entries and drops those whose tags expired', async () => {
  const memory = createMemoryCacheHandler(1024 * 1024);
  const tag = `internals-${Math.random()}`;
  const now = Math.round(performance.timeOrigin + performance.now());
  const value = () => new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new Uint8Array([1, 2, 3])), c.close()) });
  await memory.set('k', Promise.resolve({ value: value(), tags: [tag], stale: 300, timestamp: now - 5, expire: 300, revalidate: 60 }));
  expect(await memory.get('k', [])).toMatchObject({ tags: [tag], revalidate: 60 });
  tagsManifest.set(tag, { expired: now });
  expect(await memory.get('k', [])).toBeUndefined();
});
