// Guards the whole way to a paid order: guest carts survive login (merged), an address is added, one cart subscribes and one buys once, the server accepts the cart's figures, and payment, screenshot upload, order page and invoice all show that order.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { createProfile, login, newPhone } from './support/login';
import { addFromMenu } from './support/menu';
import { makePng } from './support/png';
import { newUtr } from './support/orders';

const PET_MEAL = 'Chicken & Pumpkin Bowl'; // PDM
const COMMUNITY_MEAL = 'Chicken Rice Community Meal'; // CDM

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 900;

/** The schedule's options are chips: a visible label around a visually hidden radio or checkbox. Tap the chip, as a person does. */
async function choose(scope: Locator, role: 'radio' | 'checkbox', name: string | RegExp) {
  await scope.locator('label').filter({ has: scope.page().getByRole(role, { name }) }).click();
  await expect(scope.getByRole(role, { name })).toBeChecked();
}

// A stuck step should fail in seconds with its own message, not at the end of the test's time.
test.use({ actionTimeout: 15_000 });

test('a visitor fills two carts, logs in, adds an address, subscribes and buys once, pays and gets an invoice @phone', async ({ page }) => {
  test.setTimeout(120_000);

  // 1. As a visitor: one pet meal and one community meal.
  await page.goto('/');
  await addFromMenu(page, PET_MEAL, [1]);
  await addFromMenu(page, COMMUNITY_MEAL, [2]);
  // Desktop hides the Cart tab from visitors; the menu offers a View cart link instead.
  const cartLink = isDesktop(page)
    ? page.getByRole('link', { name: 'View cart (2 items)' })
    : page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Cart, 2 items' });
  await expect(cartLink).toBeVisible();
  if (!isDesktop(page)) await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByTestId('cart-badge')).toHaveText('2');
  await cartLink.click();

  // 2. The cart, then log in from it: the guest carts are merged into the new account's carts.
  await expect(page).toHaveURL(/\/cart$/);
  const pdm = page.getByTestId('cart-PDM');
  const cdm = page.getByTestId('cart-CDM');
  await expect(pdm.getByRole('button', { name: `Remove ${PET_MEAL}` })).toBeVisible();
  await expect(cdm.getByRole('button', { name: `Remove ${COMMUNITY_MEAL}` })).toBeVisible();
  // No dates yet: no ₹0.00 total.
  await page.getByRole('button', { name: 'Log in to order', exact: true }).click();
  await expect(page).toHaveURL(/\/order\?next=/);
  await login(page, newPhone());
  await createProfile(page, { firstName: 'Divya', lastName: 'Rao' });
  await expect(page).toHaveURL(/\/cart$/);
  await expect(pdm.getByRole('button', { name: `Remove ${PET_MEAL}` })).toBeVisible();
  await expect(cdm.getByRole('button', { name: `Remove ${COMMUNITY_MEAL}` })).toBeVisible();
  await expect(cdm.getByLabel(`Quantity of ${COMMUNITY_MEAL} 500 g`)).toHaveText('2');
  // Merged on the server, not just still in this tab.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('_cart_data_')).length)).toBe(0);
  await page.reload();
  await expect(pdm.getByRole('button', { name: `Remove ${PET_MEAL}` })).toBeVisible();
  await expect(cdm.getByRole('button', { name: `Remove ${COMMUNITY_MEAL}` })).toBeVisible();

  // 3. An address in Bengaluru: "Add an address" opens the form at once.
  await pdm.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/address\?next=(%2F|\/)cart&add=1$/);
  await page.getByLabel('Title (e.g. Home, Office)').fill('Home');
  await page.getByLabel('Address line 1').fill('12, 4th Cross, Indiranagar');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await page.getByLabel('PIN code').fill('560038');
  await page.getByRole('button', { name: 'Save address' }).click();

  // 4. Saving leads back to the cart, where the new address is already chosen for both
  // carts (the only address, nothing to tick): community meals by subscription on Mondays
  // and Thursdays, pet meal once.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cdm.getByTestId('address-CDM')).toContainText('Home');
  await expect(pdm.getByTestId('address-PDM')).toContainText('Home');
  await choose(cdm, 'radio', 'Subscribe');
  for (const day of ['Monday', 'Thursday']) {
    await cdm.getByRole('button', { name: day, exact: true }).click();
    await expect(cdm.getByRole('button', { name: day, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(cdm.getByTestId('schedule-summary')).toContainText(/\d+ deliveries/);

  await expect(pdm.getByRole('radio', { name: 'Buy once' })).toBeChecked();
  // the calendar's first day that can be picked
  await pdm.locator('[data-day]:not([data-disabled]) button').first().click();
  await expect(pdm.getByTestId('schedule-summary')).toContainText('1 delivery');

  // 5. Place the order at the price the cart shows.
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  const total = ((await place.textContent()) ?? '').replace(/^Place order · /, '');
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
  await place.click();
  await expect(page).toHaveURL(/\/payment\?order=/, { timeout: 20_000 });
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  expect(orderNumber).toBeTruthy();

  // 6. Payment: the amount and the UPI QR code.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('upi-qr')).toBeVisible();
  await expect(page.getByTestId('upi-qr').locator('svg')).toBeVisible();

  // 7. Upload the screenshot and submit it.
  await page.getByRole('link', { name: 'Upload payment screenshot' }).click();
  await expect(page).toHaveURL(/\/payment\/upload-screenshot\?order=/);
  await page.getByLabel('Payment screenshot', { exact: true }).setInputFiles({ name: 'upi-payment.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByText(`upi-payment.png is ready, not sent yet. Press Submit to send it with order ${orderNumber}.`)).toBeVisible({ timeout: 20_000 });
  // the UPI reference beside it, as the payment's details in the UPI app show it
  await page.getByLabel('UPI transaction reference (UTR)').fill(newUtr());
  await page.getByRole('button', { name: 'Submit payment screenshot' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${encodeURIComponent(orderNumber)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await expect(page.getByText(total).first()).toBeVisible();

  // 8. The invoice for the same order and amount.
  await page.goto(`/invoice?order=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText(total).first()).toBeVisible();
});
