import { connection } from 'next/server';

/** True while `next build` prerenders pages (the build sets NEXT_PHASE in its workers). */
export const isBuildPrerender = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * Wraps the parts of a page that read the database. During `next build` they are held back (the
 * page's shell ends there, and the page sets `instant = false` to allow it): the build runs
 * without a database (CI), and a database that happens to be reachable (a developer's, full of
 * demo data) must never be baked into a deployable build. At run time, including the background
 * re-prerender that refreshes a cached page, the children render normally and their `'use cache'`
 * reads land in the cached shell. A server never serves a build's shell of these pages: the cache
 * handler (lib/cache/handler/index.ts) expires everything cached before the server started, so
 * the first request after a deploy renders current data.
 */
export async function AfterBuild({ children }: { children: React.ReactNode }) {
  if (isBuildPrerender()) await connection();
  return children;
}
