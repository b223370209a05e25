// The headers every answer carries (lib/http/security-headers.ts, set in next.config.ts), for a
// visitor, a customer and an admin; the cached public pages still come from the cache with them; and
// in Chromium the main pages report no Content-Security-Policy violation while they keep working
// (scripts hydrate, the cart fills, logging in works, the admin list loads).
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { contentSecurityPolicy, HSTS } from '../lib/http/security-headers';
import { DEMO, graphql, login, newPhone } from './support/login';
import { makePng } from './support/png';
import { signedInAs } from './support/roles';
import { addFromMenu } from './support/menu';

// The e2e server is a production build (next build), so the policy is production's.
const CSP = contentSecurityPolicy({ development: false, production: true });

const PUBLIC = ['/', '/?category=PDM', '/privacy-policy', '/termsandconditions', '/sitemap.xml', '/robots.txt', '/api/graphql'];
const ROUTES = {
  visitor: [...PUBLIC, '/cart', '/log-in', '/order'],
  customer: [...PUBLIC, '/cart', '/orders', '/profile', '/address'],
  admin: [...PUBLIC, '/cart', '/orders', '/user-list', '/admin/payments', '/admin/dispatch', '/admin/store'],
} as const;

async function expectHeaders(request: APIRequestContext, path: string) {
  // The API takes POST only (a GET is a 405 that carries the same headers); a browser's fetch sends JSON.
  const res = path.startsWith('/api/') ? await request.post(path, { data: { query: '{ __typename }' } }) : await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBeLessThan(400);
  const h = res.headers();
  expect(h['content-security-policy'], path).toBe(CSP);
  expect(h['strict-transport-security'], path).toBe(HSTS);
  expect(h['x-content-type-options'], path).toBe('nosniff');
  expect(h['x-frame-options'], path).toBe('DENY');
  expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], path).toContain('camera=()');
  return h;
}

test.describe('headers as a visitor', () => {
  test('every main route sends the policy and the other headers', async ({ request }) => {
    for (const path of ROUTES.visitor) await expectHeaders(request, path);
  });

  test('the cached public pages are still served from the cache with the policy on', async ({ request }) => {
    for (const path of ['/', '/?category=PDM', '/privacy-policy', '/termsandconditions']) {
      await expectHeaders(request, path); // the first request after a start may fill the cache
      const h = await expectHeaders(request, path);
      // STALE is the cached copy too, served while it is refreshed in the background
      expect(h['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
      expect(h['cache-control'], path).toMatch(/s-maxage=\d+/);
    }
  });

  test('the policy has the directives the issue asks for', () => {
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) expect(CSP).toContain(d);
    expect(CSP).toMatch(/script-src 'self'/);
    expect(CSP).not.toContain('unsafe-eval');
  });
});

test.describe('headers as a customer', () => {
  test.use({ storageState: signedInAs('customer') });
  test('every main route sends the policy and the other headers', async ({ request }) => {
    for (const path of ROUTES.customer) await expectHeaders(request, path);
  });

  test("an uploaded file keeps its own stricter policy, not the pages'", async ({ request }) => {
    const { uploadImage } = await graphql<{ uploadImage: { url: string } }>(request, 'mutation($b: String!) { uploadImage(base64: $b, fileName: "paid.png", kind: payments) { url } }', { b: makePng().toString('base64') });
    const res = await request.get(uploadImage.url);
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(h['strict-transport-security']).toBe(HSTS);
    expect(h['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('headers as an admin', () => {
  test.use({ storageState: signedInAs('admin') });
  test('every main route sends the policy and the other headers', async ({ request }) => {
    for (const path of ROUTES.admin) await expectHeaders(request, path);
  });
});

// ---- no violations in the browser ----

type Violation = { directive: string; blocked: string; sample: string };

/** Records every securitypolicyviolation event and CSP console error from the page's first byte on. */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<Violation[]>; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to (load|execute|connect|frame|apply)/i.test(m.text())) consoleErrors.push(m.text());
  });
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (e) => store.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }));
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp ?? []),
  };
}

async function visitClean(page: Page, path: string, works: () => Promise<void>) {
  const watch = await watchViolations(page);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await works();
  await page.waitForLoadState('networkidle');
  expect(await watch.violations(), path).toEqual([]);
  expect(watch.consoleErrors, path).toEqual([]);
}

test.describe('no violations, and the pages work', () => {
  test('menu, a category and the privacy policy as a visitor; adding to the cart', async ({ page }) => {
    await visitClean(page, '/', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
      // hydrated: the Add button opens its dialog and fills the cart
      await addFromMenu(page, 'Chicken & Pumpkin Bowl');
    });
    await visitClean(page, '/?category=PDM', async () => {
      // hydrated, with the cart read: the bowl added on / shows as in the cart (its ADD became − 1 +);
      // waiting for "Add" raced the cart's load
      await expect(page.getByRole('group', { name: /^Chicken & Pumpkin Bowl, .+, in cart$/ })).toBeVisible();
    });
    await visitClean(page, '/privacy-policy', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await visitClean(page, '/cart', async () => {
      await expect(page.getByTestId('cart-PDM').getByRole('button', { name: 'Remove Chicken & Pumpkin Bowl' })).toBeVisible();
    });
  });

  test('logging in on /log-in', async ({ page }) => {
    await visitClean(page, '/log-in', async () => {
      await login(page, newPhone());
      await expect(page).toHaveURL(/\/profile-create/);
    });
  });

  test.describe('as the admin', () => {
    test.use({ storageState: signedInAs('admin') });
    test('the customer list', async ({ page }) => {
      await visitClean(page, '/user-list', async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
        await page.getByLabel('Search by name, phone or email').fill(DEMO.customer.firstName);
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByTestId('customer-row').first()).toContainText(DEMO.customer.firstName);
      });
    });
  });
});
