// Guards WCAG 2.2 AA on every page (axe, zero violations) — customer, admin and error pages (404, 403), forms in their error state — and keyboard use of the menu-item dialog: focus goes in, Escape closes, focus comes back.
import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { login, loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';
import { placePetMealOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';

test.describe('a visitor', () => {
  for (const path of ['/', '/?category=TREATS', '/menu/PDM/chicken-and-pumpkin-bowl', '/about', '/privacy-policy', '/termsandconditions']) {
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

  test('both steps of the login before ordering (/order) have no axe violations @phone', async ({ page }) => {
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to place your order' })).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expectNoAxeViolations(page, '/order (phone)');
    await page.getByLabel('Mobile number').fill(newPhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    await expectNoAxeViolations(page, '/order (code)');
  });

  test('the not-found page answers 404 and has no axe violations @phone', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page, '/no-such-page (404)');
  });

  test('a new customer\'s /profile-create has no axe violations @phone', async ({ page }) => {
    await login(page, newPhone());
    await expect(page).toHaveURL(/\/profile-create/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectNoAxeViolations(page, '/profile-create');
    // The form's error state: every problem beside its field at once, tied to it, the first focused.
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.locator('#firstName-error')).toHaveText('Please enter your first name.');
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-describedby', 'firstName-error');
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.locator('#privacy-consent-error')).toHaveText('Please read the privacy policy and tick the box to agree to it.');
    await expectNoAxeViolations(page, '/profile-create (first name missing)');
  });

  test('the menu-item dialog works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    // the dialog's opener ("3 sizes" or "Options"); the card's ADD adds at once
    const firstAdd = page.getByTestId('menu-item').first().getByRole('button', { name: /^(\d+ sizes|Options) for / });
    const name = ((await firstAdd.textContent()) ?? '').replace(/^.*? for /, '');
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

    await expectNoAxeViolations(page, '/ with the menu-item dialog open');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstAdd).toBeFocused();
  });

  test('the cart schedule chips show where keyboard focus is', async ({ page }) => {
    await page.goto('/');
    await addFromMenu(page, 'Chicken & Pumpkin Bowl');
    await page.goto('/cart');
    const buyOnce = page.getByTestId('cart-PDM').getByRole('radio', { name: 'Buy once' });
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await buyOnce.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches the Buy once choice').toBe(true);
    // The radio itself is visually hidden, so its chip (the label around it) must show the focus.
    const chipShowsFocus = await buyOnce.evaluate((input) => {
      const chip = input.closest('label')!;
      const style = getComputedStyle(chip);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    });
    expect(chipShowsFocus, 'focused chip has an outline or ring').toBe(true);
  });
});

test.describe('a customer', () => {
  test.use({ storageState: signedInAs('customer') });

  for (const path of ['/profile', '/orders', '/profile-update', '/userDetails']) {
    test(`${path} has no axe violations @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/access-denied answers 403 and has no axe violations @phone', async ({ page }) => {
    const res = await page.goto('/access-denied');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is for store admins' })).toBeVisible();
    await expectNoAxeViolations(page, '/access-denied (customer)');
  });

  test('the avatar menu and the logout dialog have no axe violations @phone', async ({ page }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu for Ravi' }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expectNoAxeViolations(page, 'avatar menu open');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out ?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'logout dialog open');
    // Cancel: the saved session is shared with later tests.
    await dialog.getByRole('button', { name: 'NO, CANCEL' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the payment page of a new order, and the other pages of that order, have no axe violations @phone', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Farah');
  const { orderNumber } = await placePetMealOrderByApi(page.request);
  const order = encodeURIComponent(orderNumber);
  await page.goto(`/payment?order=${order}`);
  await expect(page.getByTestId('upi-qr')).toBeVisible();
  await expectNoAxeViolations(page, '/payment');

  for (const path of [`/payment/upload-screenshot?order=${order}`, `/orders/${order}`, `/invoice?order=${order}`, '/orders', '/address']) {
    await page.goto(path);
    await expect(page.getByText(path === '/address' ? 'Home' : orderNumber).first()).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test.describe('the admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('/user-list has no axe violations @phone', async ({ page }) => {
    await page.goto('/user-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an order\'s page with its status controls has no axe violations @phone', async ({ page, playwright, baseURL }) => {
    // A new customer places the order in a context of their own; the page is the admin's.
    const customer = await playwright.request.newContext({ baseURL });
    let orderNumber: string;
    try {
      await loginByApi(customer, newPhone(), 'Gita');
      ({ orderNumber } = await placePetMealOrderByApi(customer));
    } finally {
      await customer.dispose();
    }
    await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Confirm payment of / })).toBeVisible();
    await expect(page.getByRole('form', { name: /^Change the status of all deliveries in / }).first().getByLabel('Status of all deliveries in this suborder')).toBeVisible();
    await expectNoAxeViolations(page, '/orders/<n> (admin)');
    // After a change: the toast and the refreshed controls.
    const form = page.getByRole('form', { name: /^Change the status of all deliveries in / }).first();
    const before = await form.getByLabel('Status of all deliveries in this suborder').inputValue();
    await form.getByRole('button', { name: 'Update all deliveries' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toBeVisible();
    await expect.poll(() => form.getByLabel('Status of all deliveries in this suborder').inputValue().catch(() => '')).not.toBe(before);
    // The refresh streams the head too: let it settle (the title is back) before axe reads the page.
    await expect(page).toHaveTitle(new RegExp(`Order ${orderNumber}`));
    await expectNoAxeViolations(page, '/orders/<n> (admin, after a status change)');
  });
});
