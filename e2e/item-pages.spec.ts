// A page per dish, linked from the menu, with what a buyer asks before buying; and on a
// phone, a compact menu where adding a dish takes one tap.
import { test, expect } from '@playwright/test';

test('a card opens its item page: details, prices, JSON-LD, and Add to cart from there', async ({ page }) => {
  await page.goto('/?category=PDM');
  await page.getByRole('link', { name: 'Chicken & Pumpkin Bowl' }).click();
  await expect(page).toHaveURL(/\/menu\/PDM\/chicken-and-pumpkin-bowl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken & Pumpkin Bowl' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Protein/ })).toBeVisible();
  await expect(page.getByRole('row', { name: '15 kg 480 g' })).toBeVisible();
  await expect(page.getByText('Delivery only in Bengaluru.')).toBeVisible();
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Product');
  expect(product).toMatchObject({ '@type': 'Product', name: 'Chicken & Pumpkin Bowl' });
  expect(product.offers.map((o: { price: string }) => o.price)).toEqual(['140.00', '260.00']);

  await page.getByRole('button', { name: 'Add to cart · ₹140.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chicken & Pumpkin Bowl added to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

// The route guard (proxy.ts) answers an unknown or archived dish with a real 404 before the cached
// page streams.
test('an address that is no item shows the not-found page, kept out of search engines', async ({ page }) => {
  const res = await page.goto('/menu/PDM/no-such-bowl');
  expect(res?.status()).toBe(404);
  // what a crawler is served: the 404 and a noindex in the page's head
  expect(await res!.text()).toMatch(/<meta name="robots" content="noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('on a phone the first screen shows three dishes with prices, and ADD adds one in one tap @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const cards = page.getByTestId('menu-item');
  await expect(cards.first()).toBeVisible();
  const inFirstScreen = await cards.evaluateAll((els) => els.filter((el) => {
    const price = el.querySelector('.menu-card-price')!.getBoundingClientRect();
    return price.bottom <= window.innerHeight;
  }).length);
  expect(inFirstScreen).toBeGreaterThanOrEqual(3);

  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await expect(first.getByTestId('quick-qty')).toHaveText('1');
  await first.getByRole('button', { name: `One more ${name}` }).click();
  await expect(first.getByTestId('quick-qty')).toHaveText('2');
  await page.goto('/cart');
  await expect(page.getByText(name).first()).toBeVisible();
});
