// Guards the offline walk: with the connection gone, the notice's Refresh and the category
// chips used to land on the browser's own "No internet" page and the store left the screen. Now a
// service worker (service-worker/sw.ts) serves the pages it kept, or the store's own offline page,
// and Refresh checks the connection before it reloads. Also: nobody's own page is ever kept.
import { test, expect, type Page } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';

test.use({ actionTimeout: 15_000 });

/** Waits until the worker controls this page (after the first visit it only installs). */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('pages');
    return (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
  });
}

test('offline: Refresh stays in the store, a kept category opens, another shows the store’s offline page @phone', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await controlledBy(page);
  // Visited online, so kept: the menu and one category.
  await page.goto('/?category=PDM');
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Dog Meals' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/', '/?category=PDM']));

  await context.setOffline(true);
  const notice = page.getByRole('alert').filter({ hasText: 'Network connection lost' });
  await expect(notice).toBeVisible();

  // 1. Refresh while offline: checks, stays, says so; the menu is still there.
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Still offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();

  // 2. A category chip whose page was kept: it opens.
  const chips = page.getByRole('navigation', { name: 'Categories' });
  await chips.getByRole('link', { name: 'Pet Dog Meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Dog Meals' })).toBeVisible();

  // 3. One never opened: the store's own offline page at that address, never the browser's.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Add ons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/category=ADON/);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toHaveText('Still offline. Please check your connection and try again.');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  // 4. Back online, Refresh brings the page.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add ons' })).toBeVisible();
});

test('a visitor’s own pages are never kept; the public ones are', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Asha');
  await page.goto('/privacy-policy');
  await controlledBy(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/address');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/privacy-policy');
  const kept = await keptPages(page);
  expect(kept).toContain('/privacy-policy');
  expect(kept.filter((p) => p.startsWith('/orders') || p.startsWith('/address'))).toEqual([]);
  // Nor any API answer.
  const all = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(all.filter((p) => p.startsWith('/api/'))).toEqual([]);
});
