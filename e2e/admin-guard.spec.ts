// Guards the customer list: only admins see it, and skipping the route guard (CVE-2025-29927's x-middleware-subrequest header) still shows a customer nothing.
import { test, expect, type APIResponse } from '@playwright/test';
import { DEMO, graphql } from './support/login';
import { signedInAs } from './support/roles';
import { formatPhone } from '@/lib/domain/phone';

const SKIP_GUARD = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
const FORBIDDEN_HEADING = 'This page is for store admins';

/** A page answer that carries no customer list, whatever its status. */
async function expectNoCustomerData(res: APIResponse): Promise<string> {
  const html = await res.text();
  expect(html).not.toContain('data-testid="customer-row"');
  expect(html).not.toContain(`>${DEMO.admin.firstName}`);
  expect(html).not.toMatch(/<caption[^>]*>\d+ customers/);
  return html;
}

test.describe('as the admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('the customer list shows customers and finds Ravi @phone', async ({ page }) => {
    const res = await page.goto('/user-list');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // A list of cards (a table was too wide for a phone), customers only: no admin among them.
    const list = page.getByRole('list', { name: /customers?$/ });
    await expect(list.getByTestId('customer-row').first()).toBeVisible();
    await expect(list.getByTestId('customer-row').first()).toContainText('Email');
    await expect(list.getByTestId('customer-row').filter({ hasText: formatPhone(DEMO.admin.phone) })).toHaveCount(0);

    await page.getByLabel('Search by name, phone or email').fill('Ravi');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=Ravi/);
    const rows = page.getByTestId('customer-row');
    await expect(rows.first()).toContainText('Ravi');
    for (const text of await rows.allTextContents()) expect(text).toContain('Ravi');
    await expect(rows.filter({ hasText: formatPhone(DEMO.customer.phone) })).toHaveCount(1);
  });
});

test.describe('as a customer', () => {
  test.use({ storageState: signedInAs('customer') });

  test('the customer list answers 403 with the forbidden page @phone', async ({ page }) => {
    const res = await page.goto('/user-list');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: FORBIDDEN_HEADING })).toBeVisible();
    await expect(page.getByTestId('customer-row')).toHaveCount(0);
  });

  test('skipping the route guard with x-middleware-subrequest still shows no customer data', async ({ page }) => {
    for (const path of ['/user-list', '/user-list?q=Asha']) {
      const res = await page.request.get(path, { headers: SKIP_GUARD, maxRedirects: 0 });
      const html = await expectNoCustomerData(res);
      expect(res.status() === 403 || html.includes(FORBIDDEN_HEADING), `${path} answered ${res.status()}`).toBe(true);
    }
    // The browser path too: the page a customer sees is the forbidden notice.
    await page.setExtraHTTPHeaders(SKIP_GUARD);
    await page.goto('/user-list');
    await expect(page.getByRole('heading', { level: 1, name: FORBIDDEN_HEADING })).toBeVisible();
    await expect(page.getByTestId('customer-row')).toHaveCount(0);
  });

  test('the API refuses the customer list to a customer', async ({ page }) => {
    await expect(graphql(page.request, `{ getUsers(skip: 0, limit: 5) { count } }`)).rejects.toThrow(/FORBIDDEN/);
  });
});

test.describe('logged out', () => {
  test('the customer list sends the visitor to log in and back @phone', async ({ page }) => {
    await page.goto('/user-list');
    await expect(page).toHaveURL(/\/log-in\?next=%2Fuser-list$/);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
  });

  test('skipping the route guard does not help a visitor either', async ({ request }) => {
    const res = await request.get('/user-list', { headers: SKIP_GUARD, maxRedirects: 0 });
    // requirePageViewer redirects (307) or the page refuses: never a 200 with the list.
    expect(res.status()).not.toBe(200);
    await expectNoCustomerData(res);
  });
});
