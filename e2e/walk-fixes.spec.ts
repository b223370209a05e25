// Guards what a walk through every journey on a 1280 px desktop and a 390 px phone still tripped
// on: a guest's header cart and a word after Add, the 404 of a dish that is not on the menu, the
// login's failed /log-in refetch, the dashboard's Refunds due tile, archiving with the browser's
// confirm box, the Push switch where push is not set up, the admin phone header cutting the brand,
// and the cart's calendar heading drawn over the sticky checkout bar. The rules behind them have
// their unit and dom tests; these check the pages as a person meets them.
import { test, expect, type Page } from '@playwright/test';
import { login, newPhone } from './support/login';
import { signedInAs } from './support/roles';
import { addFromMenu } from './support/menu';

test.use({ actionTimeout: 15_000 });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest has the cart in the header with its count, Add lower on the page says so, and a dish not on the menu answers 404', async ({ page }) => {
    await page.goto('/');
    const cart = mainNav(page).getByRole('link', { name: /^Cart/ });
    await expect(cart).toBeVisible();
    const add = page.locator('.menu-card-add').last();
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'added to cart' })).toBeVisible();
    await expect(cart).toHaveAttribute('aria-label', 'Cart, 1 item');
    const box = await cart.boundingBox();
    expect(box && box.width > 0 && box.height > 0).toBe(true);

    const gone = await page.goto('/menu/PDM/no-such-bowl');
    expect(gone?.status()).toBe(404);
  });

  test('logging in asks for no page that fails (no 404 for /log-in?_rsc=…)', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && new URL(r.url()).pathname === '/log-in') failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/log-in');
    await login(page, newPhone());
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });

  test.describe('the owner', () => {
    test.use({ storageState: signedInAs('admin') });

    test('Refunds due opens the refunds page; archiving a dish asks in the page', async ({ page }) => {
      let browserBox = false;
      page.on('dialog', (d) => {
        browserBox = true;
        void d.dismiss();
      });
      await page.goto('/admin');
      await expect(page.getByTestId('dashboard-today').getByRole('link', { name: /^Refunds due/ })).toHaveAttribute('href', '/admin/refunds');

      await page.goto('/admin/menu');
      await page.getByTestId('admin-menu-item').first().getByRole('link', { name: /^Edit / }).click();
      await page.getByRole('button', { name: 'Archive', exact: true }).click();
      const ask = page.getByRole('dialog', { name: /^Archive .*\?$/ });
      await expect(ask).toBeVisible();
      await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await ask.getByRole('button', { name: 'Keep it' }).click();
      await expect(ask).toBeHidden();
      expect(browserBox).toBe(false);
    });
  });

  test.describe('a customer', () => {
    test.use({ storageState: signedInAs('customer') });

    test('the Push switch is off and disabled where push is not set up', async ({ page }) => {
      await page.goto('/profile-update');
      const push = page.getByRole('checkbox', { name: 'Push notifications' });
      await expect(push).toBeVisible();
      if (await page.getByText('Push notifications are not available on this store yet.').isVisible()) {
        await expect(push).toBeDisabled();
        await expect(push).not.toBeChecked();
      } else {
        await expect(push).toBeEnabled();
      }
    });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('the owner', () => {
    test.use({ storageState: signedInAs('admin') });

    test('the header shows the whole brand beside Customers, Admin and the account', async ({ page }) => {
      await page.goto('/admin');
      const name = page.getByTestId('brand').getByText('Good Dog Kitchen', { exact: true });
      await expect(name).toBeVisible();
      const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > window.innerWidth);
      expect(cut).toBe(false);
      await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    });
  });

  test("the cart's calendar heading passes under the sticky checkout bar, not over it", async ({ page }) => {
    // a shorter phone, so the cart scrolls under its bar
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto('/?category=PDM');
    await addFromMenu(page, 'Chicken & Pumpkin Bowl');
    await page.goto('/cart');
    const caption = page.locator('.rdp-caption_label').first();
    const bar = page.getByTestId('checkout-bar');
    await expect(caption).toBeVisible();
    await expect(bar).toBeVisible();
    // Scroll the month's heading to where the bar floats, then ask what is drawn there.
    const drawn = await page.evaluate(() => {
      const heading = document.querySelector('.rdp-caption_label')!;
      const sticky = document.querySelector('[data-testid="checkout-bar"]')!;
      const h = heading.getBoundingClientRect();
      const b = sticky.getBoundingClientRect();
      window.scrollBy(0, h.top + h.height / 2 - (b.top + b.height / 2));
      const h2 = heading.getBoundingClientRect();
      const b2 = sticky.getBoundingClientRect();
      if (h2.bottom < b2.top || h2.top > b2.bottom) return 'not under the bar';
      const top = document.elementFromPoint(h2.left + h2.width / 2, h2.top + h2.height / 2);
      return top && sticky.contains(top) ? 'bar' : `${top?.tagName}.${top?.className}`;
    });
    expect(drawn).toBe('bar');
  });
});
