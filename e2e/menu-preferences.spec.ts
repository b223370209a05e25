// Guards the menu's per-visitor parts over the cached page: a visitor checks a PIN outside
// Bengaluru and sees meals and add-ons marked as not delivered there while treats are, the PIN
// lasts across pages of the visit and can be changed and cleared; the veg filter hides the other
// cards and says how many are shown. The page, the dialog and the filter pass axe and fit a phone.
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The phone project's device is 412 px wide; the store is held to 390 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

async function expectFitsTheScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ what, overflow }).toEqual({ what, overflow: 0 });
}

const card = (page: Page, name: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a visitor checks a PIN outside Bengaluru: meals are marked not delivered, treats are @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  await expect(page.getByTestId('delivery-mark')).toHaveCount(0);

  const opener = page.getByRole('button', { name: 'Check your PIN code' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Check delivery to your PIN code' });
  await expect(dialog).toBeVisible();
  const pin = dialog.getByLabel('6-digit PIN code');
  await expect(pin).toBeFocused();
  await pin.fill('0123');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid 6-digit PIN code.');
  await expectNoAxeViolations(page, '/ (PIN dialog with an error)');
  await expectFitsTheScreen(page, '/ (PIN dialog)');

  await pin.fill('110001');
  await pin.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change PIN code' })).toBeFocused();
  await expect(page.getByTestId('pin-code-control').getByRole('status')).toHaveText(
    'Only treats are delivered to 110001. Meals and add-ons are delivered in Bengaluru only.',
  );
  await expect(card(page, 'Chicken & Pumpkin Bowl').getByTestId('delivery-mark')).toHaveText('✕ Not delivered to 110001');
  await expect(card(page, 'Chicken Rice Community Meal').getByTestId('delivery-mark')).toHaveText('✕ Not delivered to 110001');
  await expect(card(page, 'Boiled Eggs').getByTestId('delivery-mark')).toHaveText('✕ Not delivered to 110001');
  await expect(card(page, 'Chicken Jerky').getByTestId('delivery-mark')).toHaveText('✓ Delivered to 110001');
  await expectNoAxeViolations(page, '/ (PIN 110001)');

  // The rest of the visit: another category page, then a reload.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Pet Dog Meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Dog Meals' })).toBeVisible();
  await expect(page.getByTestId('delivery-mark').first()).toHaveText('✕ Not delivered to 110001');
  await page.reload();
  await expect(page.getByTestId('delivery-mark').first()).toHaveText('✕ Not delivered to 110001');

  // Changed to a Bengaluru PIN, then cleared.
  await page.getByRole('button', { name: 'Change PIN code' }).click();
  await expect(page.getByRole('dialog').getByLabel('6-digit PIN code')).toHaveValue('110001');
  await page.getByRole('dialog').getByLabel('6-digit PIN code').fill('560034');
  await page.getByRole('dialog').getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('delivery-mark').first()).toHaveText('✓ Delivered to 560034');
  await page.getByRole('button', { name: 'Clear PIN code 560034' }).click();
  await expect(page.getByTestId('delivery-mark')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check your PIN code' })).toBeVisible();
});

test('the veg filter shows only veg items and says how many; Non-veg and All too @phone', async ({ page }) => {
  await page.goto('/');
  const items = page.getByTestId('menu-item');
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(12);
  // Every card carries its mark, with the words.
  await expect(page.getByTestId('food-type')).toHaveCount(total);
  const vegCount = await page.locator('[data-testid="menu-item"][data-food-type="veg"]').count();
  expect(vegCount).toBeGreaterThan(0);

  const filter = page.getByRole('group', { name: 'Show' });
  await filter.getByText('Veg', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Veg', exact: true })).toBeChecked();
  await expect(page.getByTestId('food-filter-status')).toHaveText(`Showing ${vegCount} of ${total} items: veg only.`);
  const visible = page.locator('[data-testid="menu-item"]:visible');
  await expect(visible).toHaveCount(vegCount);
  for (const type of await visible.evaluateAll((els) => els.map((e) => e.getAttribute('data-food-type')))) expect(type).toBe('veg');
  await expect(card(page, 'Paneer & Veggie Bowl')).toBeVisible();
  await expect(card(page, 'Chicken & Pumpkin Bowl')).toBeHidden();
  await expectNoAxeViolations(page, '/ (veg only)');
  await expectFitsTheScreen(page, '/ (veg only)');

  // Kept on the next category page of the visit.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Treats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Treats' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Veg', exact: true })).toBeChecked();
  await expect(card(page, 'Chicken Jerky')).toBeHidden();
  await expect(card(page, 'Peanut Butter Biscuits')).toBeVisible();

  // Keyboard: arrows move between the choices.
  await page.getByRole('radio', { name: 'Veg', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Non-veg' })).toBeChecked();
  await expect(card(page, 'Chicken Jerky')).toBeVisible();
  await expect(card(page, 'Peanut Butter Biscuits')).toBeHidden();

  await filter.getByText('All', { exact: true }).click();
  await expect(page.locator('[data-testid="menu-item"]:visible')).toHaveCount(await items.count());
});
