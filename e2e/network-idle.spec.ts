// Guards network idle on a second visit: once, the router's prefetches of /log-in and /cart got
// their headers (200, x-nextjs-postponed) and were then reported open until the page closed (about
// 25 s), so no page ever reached network idle. Chromium answered them from its HTTP cache (Next marks
// them `s-maxage=60, stale-while-revalidate=240`) and revalidated in the background; the DevTools
// protocol never reports such a stale answer finished. The service worker now sends the router's
// requests past the HTTP cache (service-worker/sw.ts). Here: with the worker controlling the page,
// each page reaches network idle within a second of its load event, nothing is left open, and no
// link in view prefetches its page after the load.
import { test, expect, type Page, type Request } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { signedInAs } from './support/roles';

/** Waits until the worker controls this page (after the first visit it only installs). */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function operationOf(r: Request): string {
  try {
    return (r.postDataJSON() as { operationName?: string } | null)?.operationName ?? new URL(r.url()).searchParams.get('operationName') ?? '';
  } catch {
    return '';
  }
}

/** Opens `path` until network idle; returns how long after the load event that came, and what was still open. */
async function idleAfterLoad(page: Page, path: string): Promise<{ ms: number; open: string[]; late: string[] }> {
  const open = new Set<Request>();
  const seen: { url: string; at: number; end?: number }[] = [];
  const started = new Map<Request, (typeof seen)[number]>();
  const track = (r: Request) => {
    open.add(r);
    // a GraphQL call is named by its operation, so a late one says which query it was
    const op = r.url().includes('/api/graphql') ? operationOf(r) : '';
    const entry = { url: op ? `${r.url()} ${op}` : r.url(), at: Date.now() };
    seen.push(entry);
    started.set(r, entry);
  };
  const done = (r: Request) => {
    open.delete(r);
    const entry = started.get(r);
    if (entry) entry.end = Date.now();
  };
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.goto(path, { waitUntil: 'networkidle', timeout: 15_000 });
    const idleAt = Date.now();
    const loadedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), `${path} is controlled by the worker`).toBe(true);
    // What kept the page busy after its load event: the requests that began or ended after it.
    const late = seen
      .filter((e) => (e.end ?? idleAt) > loadedAt)
      .map((e) => `${e.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(e.at - loadedAt)}..${e.end ? Math.round(e.end - loadedAt) : 'open'} ms`);
    return { ms: idleAt - loadedAt, open: [...open].map((r) => r.url()), late };
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

async function expectIdleSoon(page: Page, paths: string[]) {
  await page.goto('/');
  await controlledBy(page);
  for (const path of paths) {
    // The first visit fills the HTTP cache; the later ones are those its stale copies used to hang.
    const later: number[] = [];
    const lateRequests: string[] = [];
    for (let visit = 1; visit <= 3; visit++) {
      const { ms, open, late } = await idleAfterLoad(page, path);
      expect(open, `${path}, visit ${visit}: requests left open; after the load event: ${late.join(", ")}`).toEqual([]);
      if (visit > 1) later.push(Math.round(ms));
      if (visit > 1 && late.length) lateRequests.push(`visit ${visit}: ${late.join(', ')}`);
      // A link in view prefetched its page after the load (the router's `_rsc` requests): links
      // prefetch on intent or never (docs/decisions/operations.md, "Nothing starts after the load").
      expect(late.filter((l) => l.includes('_rsc=')), `${path}, visit ${visit}: pages prefetched after the load event`).toEqual([]);
    }
    console.log(`${path}: network idle ${later.join(' and ')} ms after the load event${lateRequests.length ? `; after it: ${lateRequests.join('; ')}` : ''}`);
    // Network idle is 500 ms without a request, so at best 500 ms after the last one. Hydration
    // alone took up to 700 ms on this shared 2-core machine under load, so the bound is on the
    // quicker of the two later visits; the old hang failed every one of them (about 25 s).
    expect(Math.min(...later), `${path}: network idle ${later.join(' / ')} ms after the load event; after it: ${lateRequests.join('; ') || 'no request'}`).toBeLessThanOrEqual(1_000);
  }
}

test('a visitor’s menu and cart reach network idle within a second of loading', async ({ page }) => {
  await expectIdleSoon(page, ['/', '/cart']);
});

test('a visitor’s other pages settle too: a dish, about, the policies, log in', async ({ page }) => {
  await expectIdleSoon(page, ['/menu/PDM/chicken-and-pumpkin-bowl', '/about', '/privacy-policy', '/log-in']);
});

test('a customer’s menu, cart and orders reach network idle within a second of loading', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Nila');
  await expectIdleSoon(page, ['/', '/cart', '/orders']);
});

test('a customer’s own pages settle too: the calendar, profile, wallet, messages, addresses', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Nila');
  await expectIdleSoon(page, ['/orders/calendar', '/profile', '/profile/wallet', '/profile/messages', '/address']);
});

test.describe('the admin on a phone', () => {
  test.use({ storageState: signedInAs('admin'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Once, the nav's prefetches of / and /orders were still open 8 s after /user-list had loaded, and
  // /admin reached network idle 7.5 s after its load: a logged-in viewer's links are not prefetched.
  test('the customers list, the dashboard and the orders reach network idle within a second of loading', async ({ page }) => {
    await expectIdleSoon(page, ['/user-list', '/admin', '/orders']);
  });

  test('every admin page settles too: dispatch, payments, refunds, menu, tax, settings, capacity, audit, store', async ({ page }) => {
    await expectIdleSoon(page, ['/admin/dispatch', '/admin/payments', '/admin/refunds', '/admin/menu', '/admin/tax', '/admin/settings', '/admin/capacity', '/admin/audit', '/admin/store']);
  });
});
