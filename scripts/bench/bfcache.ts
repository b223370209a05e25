// Does the back/forward cache keep the page? Chromium (Debian's) through Playwright: open the page,
// go on to another one, come back, and ask the page whether it was restored (pageshow.persisted)
// and, when not, why (PerformanceNavigationTiming.notRestoredReasons, Chrome 123+).
// Playwright turns the cache off by default (--disable-back-forward-cache); the bench turns it on.
import { chromium, type Page } from '@playwright/test';

export type BfcachePage = { path: string; restored: boolean; reasons: string[] };

type Reasons = { reasons?: { reason: string }[] | null; children?: Reasons[] } | null;

/** Every reason in the tree (the page's own and its frames'), each once. */
export function flattenReasons(r: Reasons): string[] {
  if (!r) return [];
  const own = (r.reasons ?? []).map((x) => x.reason);
  return [...new Set([...own, ...(r.children ?? []).flatMap(flattenReasons)])];
}

export async function checkBfcache(baseUrl: string, paths: readonly string[], opts: { chromePath: string; away: string }): Promise<BfcachePage[]> {
  const browser = await chromium.launch({ executablePath: opts.chromePath, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const results: BfcachePage[] = [];
    for (const p of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        addEventListener('pageshow', (e) => {
          (window as unknown as { __persisted?: boolean }).__persisted = e.persisted;
        });
      });
      await page.goto(baseUrl + p, { waitUntil: 'load' });
      // a moment for hydration and idle work, as a person would read before moving on
      await page.waitForTimeout(500);
      // forget the first load's pageshow: after going back, a restored page fires pageshow again
      // (persisted), a reloaded one is a new document that reports persisted = false
      await page.evaluate(() => {
        delete (window as unknown as { __persisted?: boolean }).__persisted;
      });
      await page.goto(baseUrl + (opts.away === p ? '/' : opts.away), { waitUntil: 'load' });
      // a page restored from the cache fires no load event: wait for the commit, then for pageshow
      await page.goBack({ waitUntil: 'commit' });
      const state = await readState(page);
      results.push({ path: p, restored: state.persisted, reasons: state.persisted ? [] : flattenReasons(state.reasons) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function readState(page: Page): Promise<{ persisted: boolean; reasons: Reasons }> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => (window as unknown as { __persisted?: boolean }).__persisted !== undefined, undefined, { timeout: 15_000 });
      return await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
        return { persisted: (window as unknown as { __persisted?: boolean }).__persisted === true, reasons: (nav?.notRestoredReasons ?? null) as never };
      });
    } catch (e) {
      // a page that was not restored loads again and may still be settling (a client redirect or refresh)
      if (attempt >= 3 || !String(e).includes('Execution context was destroyed')) throw e;
      await page.waitForTimeout(300);
    }
  }
}
