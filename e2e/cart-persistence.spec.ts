// Guards a lost-item bug: a logged-in customer who added two items and reloaded straight away found
// only one in the cart, because cart saves wait 400 ms and the reload's read could beat them.
import { test, expect, type Page } from '@playwright/test';
import { graphql, loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';

/** The kinds of cart that hold items on the server, as another device would read them. */
async function serverCartKinds(page: Page): Promise<string[]> {
  const data = await graphql<{ getCarts: { categoryEnum: string; menuItem: { name: string }[] }[] }>(page.request, '{ getCarts { categoryEnum menuItem { name } } }');
  return data.getCarts.filter((c) => c.menuItem.length > 0).map((c) => c.categoryEnum).sort();
}

test('items added just before a reload are all in the cart afterwards, and on the server', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Kavya');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for Kavya' })).toBeVisible();
  await addFromMenu(page, 'Chicken & Pumpkin Bowl');
  await addFromMenu(page, 'Chicken Rice Community Meal', [2]);
  // No waiting for the saves: reload at once, then open the cart in another full page load.
  await page.reload();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-PDM').getByRole('button', { name: 'Remove Chicken & Pumpkin Bowl' })).toBeVisible();
  await expect(page.getByTestId('cart-CDM').getByRole('button', { name: 'Remove Chicken Rice Community Meal' })).toBeVisible();
  await expect(page.getByTestId('cart-CDM').locator('output').first()).toHaveText('2');

  // The server ends up with both carts too, so another device sees them.
  await expect.poll(() => serverCartKinds(page)).toEqual(['CDM', 'PDM']);
});

// The cart page's HTML carries a customer's carts, and its hydration hands them to the browser's
// store: neither the head script (for a browser that remembers the customer) nor the store (once the
// viewer's answer is in, which can come before the page has hydrated) asks the server for them again.
test('a customer’s cart page brings their carts: nothing asks the server for them again', async ({ page, browser }) => {
  await loginByApi(page.request, newPhone(), 'Ira');
  await page.goto('/');
  await addFromMenu(page, 'Chicken & Pumpkin Bowl');
  await expect.poll(() => serverCartKinds(page)).toEqual(['PDM']);

  const cartReads = (p: Page) => {
    const seen: string[] = [];
    p.on('request', (r) => {
      if (r.url().endsWith('/api/graphql') && (r.postData() ?? '').includes('GetCarts')) seen.push(p.url());
    });
    return seen;
  };
  // this browser now remembers the customer (the head script's hint)
  const remembered = cartReads(page);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('cart-PDM').getByRole('button', { name: 'Remove Chicken & Pumpkin Bowl' })).toBeVisible();
  // a browser that has never seen them, with their session
  const context = await browser.newContext();
  try {
    await context.addCookies(await page.context().cookies());
    const fresh = await context.newPage();
    const freshReads = cartReads(fresh);
    await fresh.goto('/cart', { waitUntil: 'networkidle' });
    await expect(fresh.getByTestId('cart-PDM').getByRole('button', { name: 'Remove Chicken & Pumpkin Bowl' })).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Account menu for Ira' })).toBeVisible();
    expect({ remembered, fresh: freshReads }).toEqual({ remembered: [], fresh: [] });
  } finally {
    await context.close();
  }
});
