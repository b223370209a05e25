// Guards the cached public pages: they are served whole from the server's cache, the
// same HTML for every visitor, so nothing of one visitor (an admin's controls and name, a
// customer's name) can ever reach another; the visitor's own navigation appears in the browser;
// Cache-Control never says no-store there (so the back/forward cache works) and always does on
// per-visitor pages.
import { test, expect, chromium, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO } from './support/login';
import { signedInAs } from './support/roles';
import playwrightConfig from '../playwright.config';

const ITEM_PAGE = '/menu/PDM/chicken-and-pumpkin-bowl';
const PUBLIC_PAGES = ['/', '/?category=PDM', '/?category=treats', ITEM_PAGE, '/privacy-policy', '/termsandconditions'];

/** What must never be in a page's HTML for anyone but the person it belongs to. */
function expectNoPersonalData(html: string) {
  expect(html).not.toContain('Change hero images');
  expect(html).not.toContain('href="/user-list"');
  expect(html).not.toContain('Account menu for');
  for (const name of [DEMO.admin.firstName, DEMO.customer.firstName]) expect(html).not.toMatch(new RegExp(`\\b${name}\\b`));
  // the logged-out navigation is what every cached page carries
  expect(html).toContain('>Log in</a>');
}

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  return { html: await res.text(), headers: res.headers() };
}

/** A saved session (support/roles.ts): one login per worker and role, whatever the tests need. */
async function savedSession(role: 'admin' | 'customer', browser: Browser, baseURL: string | undefined): Promise<BrowserContextOptions['storageState']> {
  let state: BrowserContextOptions['storageState'];
  await signedInAs(role)({ browser, baseURL }, async (s) => {
    state = s;
  });
  return state;
}

test.describe('an admin and a visitor on the same cached pages', () => {
  for (const order of ['admin first', 'visitor first'] as const) {
    test(`nothing of one reaches the other (${order})`, async ({ browser, baseURL }) => {
      const admin = await browser.newContext({ baseURL, storageState: await savedSession('admin', browser, baseURL) });
      const visitor = await browser.newContext({ baseURL });
      try {
        const visits = order === 'admin first' ? [admin, visitor] : [visitor, admin];
        // an item page's first request after a start renders it after its shell (the slug was not
        // known at build time); it is cached from then on
        await html(visitor.request, ITEM_PAGE);
        for (const context of visits) {
          for (const path of PUBLIC_PAGES) {
            const { html: body, headers } = await html(context.request, path);
            // the very same cached page, whoever asks: no per-request part at all
            expect(headers['x-nextjs-postponed'], path).toBeUndefined();
            expectNoPersonalData(body);
          }
        }
        // In the browser each sees their own: the admin's controls and name, the visitor's Log in.
        const adminPage = await admin.newPage();
        await adminPage.goto('/');
        await expect(adminPage.getByRole('button', { name: 'Change hero images' })).toBeVisible();
        await expect(adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' })).toBeVisible();
        await expect(adminPage.getByRole('button', { name: `Account menu for ${DEMO.admin.firstName}` })).toBeVisible();
        const visitorPage = await visitor.newPage();
        await visitorPage.goto('/');
        await expect(visitorPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
        await expect(visitorPage.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
        // the viewer query has been answered by now (the page asks on load): still nothing of the admin
        await visitorPage.waitForLoadState('networkidle');
        await expect(visitorPage.getByRole('button', { name: 'Change hero images' })).toHaveCount(0);
        await expect(visitorPage.getByRole('link', { name: 'Customers' })).toHaveCount(0);
      } finally {
        await admin.close();
        await visitor.close();
      }
    });
  }
});

test('public pages come from the cache and may be stored; per-visitor pages may not', async ({ request, browser, baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    await html(request, path); // the first request after a start renders and caches the page
    const { headers } = await html(request, path);
    expect(headers['x-nextjs-cache'], path).toBe('HIT');
    expect(headers['cache-control'], path).not.toContain('no-store');
    expect(headers['cache-control'], path).toMatch(/s-maxage=\d+/);
  }
  const customer = await browser.newContext({ baseURL, storageState: await savedSession('customer', browser, baseURL) });
  try {
    for (const path of ['/cart', '/orders', '/profile', '/address']) {
      const res = await customer.request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toContain('private');
      expect(res.headers()['cache-control'], path).toContain('no-store');
    }
  } finally {
    await customer.close();
  }
});

test('a logged-out visitor of an account page gets a real redirect to log in', async ({ request }) => {
  const res = await request.get('/orders?page=2', { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toMatch(/\/log-in\?next=%2Forders%3Fpage%3D2$/);
});

test('the back/forward cache keeps public pages (and not per-visitor ones)', async ({ baseURL }) => {
  // Playwright turns the back/forward cache off by default; this browser keeps it on.
  const launch = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const notUsed: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (e) => notUsed.push(...e.notRestoredExplanations.map((x) => x.reason)));

    const restoredAfterBack = async (from: string, to: string) => {
      await page.goto(from);
      await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
      await page.goto(to);
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`));
      await page.waitForFunction(() => document.readyState === 'complete');
      return page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 1);
    };
    // The service worker's first activation claims the open page (clients.claim), which evicts
    // pages kept before it (reason ServiceWorkerClaim) once per browser; what visitors meet on every
    // later visit is a page already controlled by the worker, so measure from there.
    await page.goto('/privacy-policy');
    await page.waitForFunction(async () => !('serviceWorker' in navigator) || (await navigator.serviceWorker.ready, !!navigator.serviceWorker.controller));
    // an item page's first request after a start renders it (no-store); from the second it is cached
    await page.request.get(ITEM_PAGE, { headers: { accept: 'text/html' } });
    for (const [from, to] of [['/', '/privacy-policy'], ['/?category=PDM', '/termsandconditions'], [ITEM_PAGE, '/'], ['/privacy-policy', '/']]) {
      notUsed.length = 0;
      expect(await restoredAfterBack(from, to), `${from}: not restored (${notUsed.join(', ')})`).toBe(true);
    }
    notUsed.length = 0;
    expect(await restoredAfterBack('/cart', '/')).toBe(false);
    expect(notUsed).toContain('MainResourceHasCacheControlNoStore');
    await context.close();
  } finally {
    await browser.close();
  }
});

test('without JavaScript the cached menu and its metadata are all in the HTML', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page: Page = await context.newPage();
  try {
    for (const [path, title, canonical, heading] of [
      ['/', 'Menu | Good Dog Kitchen', '/', 'Our menu'],
      ['/?category=TREATS', 'Treats | Good Dog Kitchen', '/?category=TREATS', 'Treats'],
      ['/privacy-policy', 'Privacy policy | Good Dog Kitchen', '/privacy-policy', 'Privacy policy'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // the link waits for the hint script only where scripts run (globals.css)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
      const href = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
      expect(href.pathname + href.search).toBe(canonical);
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')['@type']));
      expect(types).toContainEqual(['LocalBusiness', 'Organization']);
      if (path !== '/privacy-policy') expect(types).toContain('ItemList');
    }
  } finally {
    await context.close();
  }
});
