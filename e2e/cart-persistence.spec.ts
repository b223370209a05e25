// Guards a lost-item bug: a logged-in customer who added two items and reloaded straight away found
// only one in the cart, because cart saves wait 400 ms and the reload's read could beat them.
import { test, expect } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';

type Carts = { data: { getCarts: { categoryEnum: string; menuItem: { name: string }[] }[] } };

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
  await expect
    .poll(async () => {
      const res = (await (await page.request.post('/api/graphql', { data: { query: '{ getCarts { categoryEnum menuItem { name } } }' } })).json()) as Carts;
      return res.data.getCarts.filter((c) => c.menuItem.length > 0).map((c) => c.categoryEnum).sort();
    })
    .toEqual(['CDM', 'PDM']);
});
