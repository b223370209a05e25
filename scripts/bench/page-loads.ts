// What the browser-side diagnostics (hydration-profile.ts, render-work.ts) share: the bench's build
// started on BENCH_DATABASE_URL, the framework reference page when "reference" is among the paths,
// Debian's Chromium, and a fresh phone-sized context per load, logged in as PROFILE_PHONE on the
// store's pages when it is set.
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { ensureBuild, startServer } from './server';
import { loginCookie } from './login';
import { ensureReferencePageBuild, startReferencePage } from './reference-page';

const DIST_DIR = '.next-bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type PageLoads = {
  browser: Browser;
  /** the URL a path is loaded from ("reference": the framework reference page) */
  urlOf: (path: string) => string;
  /** a fresh context on a 412 px phone, with the customer's session on the store's pages */
  newContext: (path: string) => Promise<BrowserContext>;
};

export async function withPageLoads(tool: string, paths: readonly string[], run: (loads: PageLoads) => Promise<void>): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!paths.length || !databaseUrl) throw new Error(`usage: BENCH_DATABASE_URL=… ${tool}.ts <path|reference> [path…]`);
  ensureBuild(DIST_DIR, 15 * 60_000);
  mkdirSync('perf/results', { recursive: true });
  const wantsReference = paths.includes('reference');
  if (wantsReference) ensureReferencePageBuild(10 * 60_000);
  const reference = wantsReference ? await startReferencePage({ logFile: 'perf/results/reference-page.log', readyTimeoutMs: 60_000 }) : null;
  const server = await startServer({ distDir: DIST_DIR, databaseUrl, uploadDir: '.data/bench-uploads', logFile: `perf/results/${tool}-server.log`, readyTimeoutMs: 120_000, env: { JOBS_IN_WEB_SERVER: 'false' } });
  // Playwright's own switches keep Chromium off the network, as scripts/bench/bfcache.ts launches it.
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const cookie = process.env.PROFILE_PHONE ? await loginCookie(server.baseUrl, process.env.PROFILE_PHONE, '123456') : null;
    const urlOf = (path: string) => (path === 'reference' ? `${reference!.url}/` : server.baseUrl + path);
    const newContext = async (path: string) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      if (cookie && path !== 'reference') {
        const at = cookie.indexOf('=');
        await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.baseUrl }]);
      }
      return context;
    };
    await run({ browser, urlOf, newContext });
  } finally {
    await browser.close();
    await server.stop();
    await reference?.stop();
  }
}
