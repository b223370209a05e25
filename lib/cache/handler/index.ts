// The 'use cache' handler next.config.ts names (cacheHandlers.default). Next imports this file
// itself, once per server process, before the process serves its first request.
//
// REDIS_URL set: entries and invalidations are shared by every app server through Redis (keys
// start with REDIS_KEY_PREFIX, default 'store:cache:'). Unset: Next's own in-memory handler.
import { clock, createSharedCacheHandler, recordTagState } from './shared-cache-handler.ts';

const building = process.env.NEXT_PHASE === 'phase-production-build';

if (!building && !process.env.ZZ_NO_START_EXPIRY) {
  // Every page Next cached before this process started is out of date: pages that read the
  // database are prerendered by `next build` without it (lib/cache/after-build.tsx), and a
  // restart may follow changes this process never heard of. '/layout' is the implicit tag of the
  // root layout, which every page and route carries, so this expires them all once; each is
  // rendered again on its first request, with current data. Nothing can move this time back:
  // invalidations only ever move forward (recordTagState).
  recordTagState('_N_T_/layout', { expired: clock() });
}

const handler = createSharedCacheHandler({
  // `next build` never shares: what it caches belongs to that build alone.
  redisUrl: building ? null : process.env.REDIS_URL || null,
  keyPrefix: process.env.REDIS_KEY_PREFIX || 'store:cache:',
  timeoutMs: Number(process.env.REDIS_CACHE_TIMEOUT_MS) || 500,
});

export default handler;
