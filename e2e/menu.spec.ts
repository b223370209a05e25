// Guards the first thing every visitor sees: the menu renders on the server and the category
// filter is a real, linkable page.
import { test, expect } from '@playwright/test';

test('the menu loads and filtering by a category shows only that category @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link')).toHaveText(['All Categories', 'Community Dog Meals', 'Pet Dog Meals', 'Treats', 'Add ons']);
  await expect(categories.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'page');
  const items = page.getByTestId('menu-item');
  expect(await items.count()).toBeGreaterThanOrEqual(12);

  await categories.getByRole('link', { name: 'Treats' }).click();
  await expect(page).toHaveURL(/\?category=TREATS$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treats' })).toBeVisible();
  const treats = page.getByTestId('menu-item');
  expect(await treats.count()).toBeGreaterThan(0);
  for (const category of await treats.evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))) {
    expect(category).toBe('TREATS');
  }
  await expect(page.getByText('₹').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu and each category are in the server-rendered HTML', async ({ page }) => {
    await page.goto('/?category=PDM');
    const items = page.getByTestId('menu-item');
    expect(await items.count()).toBeGreaterThan(0);
    expect(new Set(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-category'))))).toEqual(new Set(['PDM']));
    await expect(page.getByRole('heading', { name: 'Chicken & Pumpkin Bowl' })).toBeVisible();
  });
});
