// Guards the menu editor: the admin logs in and lands on /admin, adds a dish through
// /admin/menu in the browser, and a logged-out visitor sees it on / at once (the next page load);
// a customer orders it; the admin changes its price; the placed order keeps the old price while the
// menu and a new order have the new one.
import { test, expect } from '@playwright/test';
import { DEMO, graphql, login, loginByApi, newPhone } from './support/login';
import { placeOrderByApi } from './support/orders';
import { expectNoAxeViolations } from './support/axe';

test.use({ actionTimeout: 15_000 });

type OrderLines = { getOrder: { suborders: { items: { name: string; variants: { price: number; quantity: number }[] }[] }[] } };

test('an admin adds a dish a visitor sees at once; a price change leaves placed orders as they were', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  // first in its category (position 0, a name sorting first): on the first page of /
  const name = `Aaa Test Bowl ${tag}`;

  // 1. The admin logs in through the page and lands on the admin hub.
  await login(page, DEMO.admin.phone);
  await expect(page).toHaveURL(/\/admin$/);

  // 2. Adds the dish in the editor; every problem shows at once first.
  await page.goto('/admin/menu/new');
  await page.getByRole('button', { name: 'Add to the menu' }).click();
  await expect(page.getByText('The name needs at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Enter the price in rupees, from 1 to 100000, e.g. 120 or 120.50.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, '/admin/menu/new (every error shown)');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Community Dog Meals' });
  await page.getByLabel('Non-veg').check();
  await page.getByLabel('Size', { exact: true }).fill('500');
  await page.getByLabel('Price (₹)').fill('99');
  await page.getByRole('button', { name: 'Add to the menu' }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  const row = page.getByTestId('admin-menu-item').filter({ hasText: name });
  await expect(row).toContainText('₹99.00');
  const id = (await row.getByRole('link', { name: `Edit ${name}` }).getAttribute('href'))!.split('/').pop()!;
  await expectNoAxeViolations(page, '/admin/menu');

  // 3. A logged-out visitor sees it on the very next load of the menu.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  try {
    const started = Date.now();
    await visitorPage.goto('/');
    const card = visitorPage.getByTestId('menu-item').filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(card).toContainText('₹99.00');

    // 4. A customer orders it at ₹99.
    const request = await playwright.request.newContext({ baseURL });
    try {
      await loginByApi(request, newPhone(), `Menu${tag}`);
      const placed = await placeOrderByApi(request, { kind: 'CDM', item: name, sizes: [[500, 2]] });

      // 5. The admin changes the price to ₹120 in the editor.
      await page.goto(`/admin/menu/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Typed in only once the form has hydrated: a fill before it once left the server's ₹99
      // beside the typed 120 (saved as ₹99,120).
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Price (₹)').fill('120');
      await expect(page.getByLabel('Price (₹)')).toHaveValue('120');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(/\/admin\/menu$/);
      await expect(page.getByTestId('admin-menu-item').filter({ hasText: name })).toContainText('₹120.00');
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoAxeViolations(page, '/admin/settings');

      // 6. The placed order keeps ₹99; the menu and a new order have ₹120.
      const old = await graphql<OrderLines>(request, 'query($n: String!) { getOrder(orderNumber: $n) { suborders { items { name variants { price quantity } } } } }', { n: placed.orderNumber });
      expect(old.getOrder.suborders[0].items[0]).toEqual({ name, variants: [{ price: 9900, quantity: 2 }] });
      // A new visitor: one who loaded / before may be shown their browser's copy once (Next marks the
      // menu stale-while-revalidate=240, which Chromium honours for its own cache too).
      const second = await browser.newContext({ baseURL });
      const secondPage = await second.newPage();
      await secondPage.goto('/');
      await expect(secondPage.getByTestId('menu-item').filter({ hasText: name })).toContainText('₹120.00', { timeout: 1_000 });
      await second.close();
      const next = await placeOrderByApi(request, { kind: 'CDM', item: name, sizes: [[500, 1]] });
      const fresh = await graphql<OrderLines>(request, 'query($n: String!) { getOrder(orderNumber: $n) { suborders { items { name variants { price quantity } } } } }', { n: next.orderNumber });
      expect(fresh.getOrder.suborders[0].items[0].variants).toEqual([{ price: 12000, quantity: 1 }]);
    } finally {
      await request.dispose();
    }
  } finally {
    await visitor.close();
    // keep the shared menu as it was for the other tests
    await graphql(page.request, 'mutation($id: ID!) { archiveMenuItem(id: $id) { id } }', { id });
  }
});
