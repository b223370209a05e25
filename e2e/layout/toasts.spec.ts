// Guards that a toast never covers a control: a toast is raised the way a user
// raises one (Add to cart on the menu, Copy on the payment page, Update status on an admin's order
// page) and, while it shows, every enabled control is hit-tested. The page's clock is paused once
// the toast is up so that it stays for the check instead of racing its 2 s timer. A toast raised on
// the menu must also not follow the user to the cart.
import { expect, type Page } from '@playwright/test';
import { loginByApi, newPhone } from '../support/login';
import { addFromMenu } from '../support/menu';
import { placePetMealOrderByApi } from '../support/orders';
import { DESKTOP, PHONE, cellName, expectGoodLayout, settle, viewportOptions } from '../support/layout-checks';
import { asActor, test } from '../support/layout-routes';
import { CART_ITEM } from '../support/layout-world';

/**
 * Stops the page's timers, so the toast that is showing stays (a toast lasts 2 s; the pause lands
 * half a second on, to be sure it is still ahead of the page's clock when it arrives).
 */
async function holdTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

const liveTexts = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="status"], [role="alert"]'))
      .map((el) => (el.textContent ?? '').trim())
      .filter(Boolean),
  );

/** Does `act` and returns the toast (a live status or alert) it raised, by its text. */
async function newToast(page: Page, act: () => Promise<unknown>) {
  const before = new Set(await liveTexts(page));
  await act();
  let text = '';
  await expect.poll(async () => (text = (await liveTexts(page)).find((t) => !before.has(t)) ?? ''), { message: 'a toast appears' }).not.toBe('');
  const toast = page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).last();
  await expect(toast).toBeVisible();
  return toast;
}

for (const v of [PHONE, DESKTOP]) {
  test.describe(`${v.name} ${v.width}×${v.height}`, () => {
    test.use(viewportOptions(v));

    for (const actor of ['visitor', 'customer'] as const) {
      test.describe(`as ${actor}`, () => {
        // The customer is a new one: a logged-in cart lives on the server, and adding to the world's
        // customer's cart would change what the other cells and the cart's baseline show.
        test.use(asActor('visitor'));

        test(`the menu's "added to cart" toast covers nothing, and stays on the menu, as ${actor} at ${v.name}`, async ({ page }) => {
          if (actor === 'customer') await loginByApi(page.request, newPhone(), 'Tara');
          await page.clock.install();
          await page.goto('/');
          await settle(page);
          await addFromMenu(page, CART_ITEM);
          const toast = page.getByText(`${CART_ITEM} added to cart`);
          await expect(toast).toBeVisible();
          await holdTime(page);
          await expectGoodLayout(page, cellName('/ (toast "added to cart")', actor, v), v, { bottomBar: true });
          await expect(toast, 'the toast was still up when the controls were checked').toBeVisible();

          // The in-app way to the cart: the bottom bar on a phone, the top bar or the floating button on a desktop.
          const cartLink = page.locator('a[href="/cart"]:visible').first();
          await cartLink.click();
          await expect(page).toHaveURL(/\/cart$/);
          await settle(page);
          await expect.soft(toast, `${cellName('/cart', actor, v)}: the menu's toast is cleared when the page changes`).toBeHidden();
          await expectGoodLayout(page, cellName('/cart (after a toast on the menu)', actor, v), v, { bottomBar: true });
        });
      });
    }

    test.describe('as customer', () => {
      test.use({ ...asActor('customer'), permissions: ['clipboard-read', 'clipboard-write'] });

      test(`the payment page's "copied" toast covers nothing at ${v.name}`, async ({ page, world }) => {
        await page.clock.install();
        await page.goto(`/payment?order=${encodeURIComponent(world.orderNumber)}`);
        await settle(page);
        await page.getByRole('button', { name: /copy/i }).first().click();
        const toast = page.getByText(/ copied$|^Could not copy/);
        await expect(toast).toBeVisible();
        await holdTime(page);
        await expectGoodLayout(page, cellName('/payment (toast "copied")', 'customer', v), v, { bottomBar: true });
        await expect(toast, 'the toast was still up when the controls were checked').toBeVisible();
      });
    });

    test.describe('as admin', () => {
      test.use(asActor('admin'));

      test(`an order's status toast covers nothing at ${v.name}`, async ({ page, playwright, baseURL }) => {
        // An order of its own, so that changing its status leaves the other cells' order as it was.
        const customer = await playwright.request.newContext({ baseURL });
        let orderNumber: string;
        try {
          await loginByApi(customer, newPhone(), 'Mira');
          ({ orderNumber } = await placePetMealOrderByApi(customer));
        } finally {
          await customer.dispose();
        }
        await page.clock.install();
        await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
        await settle(page);
        const form = page.getByRole('form', { name: /^Change the status of / }).first();
        const toast = await newToast(page, () => form.getByRole('button', { name: 'Update all deliveries' }).click());
        await holdTime(page);
        await expectGoodLayout(page, cellName('/orders/<n> (status toast)', 'admin', v), v, { bottomBar: true });
        await expect(toast, 'the toast was still up when the controls were checked').toBeVisible();
      });
    });
  });
}
