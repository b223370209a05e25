// Guards the back/forward cache on the public pages (issue 13): every page once sent
// `Cache-Control: no-store`, which keeps Chromium from restoring it, so Back re-downloaded and
// re-rendered the menu. An unload handler or an open BroadcastChannel/WebSocket would do the same.
import { chromium, test, expect } from '@playwright/test';

// Playwright turns the cache off in the browsers it starts (--disable-back-forward-cache), so
// this test starts its own chromium without that switch.
test('Back restores / and /privacy-policy from the back/forward cache', async () => {
  const baseURL = test.info().project.use.baseURL!;
  const browser = await chromium.launch({ ...test.info().project.use.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const page = await browser.newPage({ baseURL });
    for (const [path, next] of [['/', '/privacy-policy'], ['/privacy-policy', '/termsandconditions']]) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control'] ?? '', `Cache-Control of ${path}`).not.toContain('no-store');
      await page.evaluate(() => {
        (window as unknown as { restoredMark: string }).restoredMark = 'kept';
        addEventListener('pageshow', (e) => ((window as unknown as { persisted: boolean }).persisted = e.persisted));
      });
      await page.goto(next);
      // A page restored from the cache fires no load event, so wait only for the commit.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
      const state = await page.waitForFunction(() => {
        const w = window as unknown as { restoredMark?: string; persisted?: boolean };
        return document.readyState === 'complete' && { mark: w.restoredMark ?? null, persisted: w.persisted ?? null, reasons: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null };
      });
      const { mark, persisted, reasons } = (await state.jsonValue()) as { mark: string | null; persisted: boolean | null; reasons: unknown };
      expect({ path, mark, persisted }, `not restored from the back/forward cache; notRestoredReasons: ${JSON.stringify(reasons)}`).toEqual({ path, mark: 'kept', persisted: true });
    }
  } finally {
    await browser.close();
  }
});
