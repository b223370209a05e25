// Guards WCAG 2.2 AA on every customer-facing page (axe, zero violations) and keyboard use of the menu-item dialog: focus goes in, Escape closes, focus comes back.
import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';
import { placePetMealOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';

test.describe('a visitor', () => {
  for (const path of ['/', '/?category=TREATS', '/privacy-policy', '/termsandconditions']) {
    test(`${path} has no axe violations @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the cart, empty and with an item, has no axe violations @phone', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expectNoAxeViolations(page, '/cart (empty)');

    await page.goto('/');
    await addFromMenu(page, 'Chicken & Pumpkin Bowl');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expectNoAxeViolations(page, '/cart (one item)');
  });

  test('both login steps have no axe violations @phone', async ({ page }) => {
    await page.goto('/log-in');
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expectNoAxeViolations(page, '/log-in (phone)');
    await page.getByLabel('Mobile number').fill(newPhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    await expectNoAxeViolations(page, '/log-in (code)');
  });

  test('the menu-item dialog works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const firstAdd = page.getByTestId('menu-item').first().getByRole('button', { name: /^Add / });
    const name = ((await firstAdd.textContent()) ?? '').replace(/^Add\s*/, '');
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await firstAdd.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches the first menu item Add button').toBe(true);
    await expect(firstAdd).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstAdd).toBeFocused();
  });
});

test.describe('a customer', () => {
  test.use({ storageState: signedInAs('customer') });

  for (const path of ['/profile', '/orders']) {
    test(`${path} has no axe violations @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('the payment page of a new order has no axe violations @phone', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Farah');
  const { orderNumber } = await placePetMealOrderByApi(page.request);
  await page.goto(`/payment?order=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByTestId('upi-qr')).toBeVisible();
  await expectNoAxeViolations(page, '/payment');
});

test.describe('the admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('/user-list has no axe violations @phone', async ({ page }) => {
    await page.goto('/user-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
