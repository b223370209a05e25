// Guards the navigation rules (components/layout/navigation-rules.ts) at both widths: who sees which tab, the cart badge, the bottom bar's hide rules and the selected tab following the path.
import { test, expect, type Page } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';
import { signedInAs } from './support/roles';

const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

/** The links of a bar a person can actually see, in order. */
async function visibleLinks(page: Page, bar: 'Main' | 'Shortcuts'): Promise<string[]> {
  const links = page.getByRole('navigation', { name: bar }).getByRole('link');
  const names: string[] = [];
  for (const link of await links.all()) {
    if (await link.isVisible()) names.push(((await link.getAttribute('aria-label')) ?? (await link.innerText())).trim());
  }
  return names;
}

async function currentLink(page: Page, bar: 'Main' | 'Shortcuts') {
  return page.getByRole('navigation', { name: bar }).locator('a[aria-current="page"]');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a logged-out visitor sees Cart and Log in, and no bottom bar', async ({ page }) => {
    await page.goto('/');
    await expect(topBar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await visibleLinks(page, 'Main')).toEqual(['Cart', 'Log in']);
    await expect(bottomBar(page)).toBeHidden();

    await page.goto('/log-in');
    await expect(await currentLink(page, 'Main')).toHaveText('Log in');
  });

  test.describe('a customer', () => {
    test.use({ storageState: signedInAs('customer') });

    test('sees Menu, Orders and Cart, no Customers, and the tab of the page is selected', async ({ page }) => {
      await page.goto('/');
      await expect(topBar(page).getByRole('button', { name: 'Account menu for Ravi' })).toBeVisible();
      expect(await visibleLinks(page, 'Main')).toEqual(['Menu', 'Orders', 'Cart']);
      await expect(await currentLink(page, 'Main')).toHaveText('Menu');

      await topBar(page).getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/\/orders$/);
      await expect(await currentLink(page, 'Main')).toHaveText('Orders');

      await topBar(page).getByRole('link', { name: /^Cart/ }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(await currentLink(page, 'Main')).toHaveText(/^Cart/);

      await page.goto('/address');
      await expect(await currentLink(page, 'Main')).toHaveCount(0);
    });
  });

  test('the cart badge shows only once the cart holds something', async ({ page }) => {
    await loginByApi(page.request, newPhone(), 'Nina');
    await page.goto('/');
    const cart = topBar(page).getByRole('link', { name: /^Cart/ });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAccessibleName('Cart');
    await expect(topBar(page).getByTestId('cart-badge')).toHaveCount(0);

    await addFromMenu(page, 'Chicken Jerky');
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    await expect(topBar(page).getByTestId('cart-badge')).toHaveText('1');
    await addFromMenu(page, 'Boiled Eggs');
    await expect(topBar(page).getByTestId('cart-badge')).toHaveText('2');

    // Account carts live on the server: the badge is still there on a fresh load.
    await page.waitForTimeout(600);
    await page.reload();
    await expect(cart).toHaveAccessibleName('Cart, 2 items');
  });

  test.describe('the admin', () => {
    test.use({ storageState: signedInAs('admin') });

    test('also sees Customers, selected on the customer list', async ({ page }) => {
      await page.goto('/');
      // the menu is the same cached page for everyone: the admin's navigation appears in the browser
      await expect(topBar(page).getByRole('link', { name: 'Customers' })).toBeVisible();
      expect(await visibleLinks(page, 'Main')).toEqual(['Menu', 'Orders', 'Customers', 'Admin', 'Cart']);
      await topBar(page).getByRole('link', { name: 'Customers' }).click();
      await expect(page).toHaveURL(/\/user-list$/);
      await expect(await currentLink(page, 'Main')).toHaveText('Customers');
    });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor gets the bottom bar with Menu, Cart and Orders, hidden where the spec says @phone', async ({ page }) => {
    await page.goto('/');
    await expect(bottomBar(page)).toBeVisible();
    expect(await visibleLinks(page, 'Shortcuts')).toEqual(['Menu', 'Cart', 'Orders']);
    await expect(await currentLink(page, 'Shortcuts')).toHaveText('Menu');
    await expect(bottomBar(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/log-in?next=%2Forders');
    // Menu, Orders and Cart are not repeated in the top bar at this width; Log in stays there.
    expect(await visibleLinks(page, 'Main')).toEqual(['Log in']);

    await page.goto('/log-in');
    expect(await visibleLinks(page, 'Shortcuts')).toEqual(['Cart']);
    await page.goto('/order');
    expect(await visibleLinks(page, 'Shortcuts')).toEqual(['Cart']);

    // An empty cart hides Menu too.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await visibleLinks(page, 'Shortcuts')).toEqual(['Cart']);
    await expect(await currentLink(page, 'Shortcuts')).toHaveText('Cart');
  });

  test('the cart badge appears in the bottom bar, and Menu comes back on a cart with items @phone', async ({ page }) => {
    await page.goto('/');
    await expect(bottomBar(page).getByTestId('cart-badge')).toHaveCount(0);
    await addFromMenu(page, 'Chicken & Pumpkin Bowl');
    await expect(bottomBar(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(bottomBar(page).getByTestId('cart-badge')).toHaveText('1');

    await bottomBar(page).getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    expect(await visibleLinks(page, 'Shortcuts')).toEqual(['Menu', 'Cart, 1 item']);
    await expect(await currentLink(page, 'Shortcuts')).toHaveAccessibleName('Cart, 1 item');
  });

  test.describe('a customer', () => {
    test.use({ storageState: signedInAs('customer') });

    test('has Orders selected on /orders and no Orders on /address @phone', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Account menu for Ravi' })).toBeVisible();
      await expect(bottomBar(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
      await bottomBar(page).getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/\/orders$/);
      await expect(await currentLink(page, 'Shortcuts')).toHaveText('Orders');

      await page.goto('/address');
      await expect(page.getByRole('heading', { level: 1, name: 'Saved delivery addresses' })).toBeVisible();
      const links = await visibleLinks(page, 'Shortcuts');
      expect(links).not.toContain('Orders');
      expect(links[0]).toBe('Menu');
    });
  });
});
