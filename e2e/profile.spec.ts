// Guards the customer's own pictures: a profile picture chosen on /profile-update shows on
// /profile, and a photo added to an address shows on its card; the spec's three profile cards
// sit under their headings. Every page passes axe and fits a phone.
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginByApi, newPhone } from './support/login';
import { makePng } from './support/png';

test.use({ actionTimeout: 15_000 });

// The phone project's device is 412 px wide; the store is held to 390 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

async function expectFitsTheScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ what, overflow }).toEqual({ what, overflow: 0 });
}

test('a customer sets a profile picture and an address photo; the profile cards follow the spec @phone', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Pia');

  await page.goto('/profile');
  for (const [heading, title] of [
    ['Order History', 'My Orders'],
    ['Location Settings', 'Saved Delivery Locations'],
    ['Support', 'Contact support'],
  ]) {
    const region = page.getByRole('region', { name: heading });
    await expect(region.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(region.getByRole('link')).toContainText(title);
  }
  await expect(page.getByRole('region', { name: 'Order History' }).getByRole('link')).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('region', { name: 'Location Settings' }).getByRole('link')).toHaveAttribute('href', '/address');
  await expectNoAxeViolations(page, '/profile (no picture)');
  await expectFitsTheScreen(page, '/profile');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update profile' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile-update');
  // A drawn button instead of the native "Choose File / No file chosen"; the real file
  // field is reached from the keyboard and the button shows its focus.
  const pickerButton = page.getByTestId('file-picker-button');
  await expect(pickerButton).toHaveText('Choose an image');
  await expect(page.getByTestId('file-picker-name')).toHaveText('No file chosen yet.');
  await page.getByLabel('Choose a picture').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Choose a picture')).toBeFocused();
  await expect.poll(() => pickerButton.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(120, 120) });
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Profile picture saved')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Profile picture of Pia Tester' });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/[^/]+\/profile\//);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile-update (with a picture)');
  await expectFitsTheScreen(page, '/profile-update');

  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Profile picture of Pia Tester' })).toBeVisible();

  // An address with a photo for the delivery person.
  await page.goto('/address');
  await page.getByRole('button', { name: 'Add an address' }).click();
  // Every problem beside its field at once, the first focused, announced with the field.
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('Title (e.g. Home, Office)')).toBeFocused();
  for (const [label, message] of [
    ['Title (e.g. Home, Office)', 'Please enter the title.'],
    ['Address line 1', 'Please enter the first address line.'],
    ['PIN code', 'Please enter a valid 6-digit PIN code.'],
  ]) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`)).toHaveText(message);
  }
  await expectNoAxeViolations(page, '/address (form with its errors)');
  await page.getByLabel('Title (e.g. Home, Office)').fill('Home');
  await page.getByLabel('Address line 1').fill('12, 4th Cross, Indiranagar');
  await page.getByLabel('PIN code').fill('560038');
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: makePng(160, 120) });
  await expect(page.getByTestId('address-photo')).toHaveAttribute('src', /^\/uploads\/[^/]+\/locations\//);
  await expectNoAxeViolations(page, '/address (form with a photo)');
  await expectFitsTheScreen(page, '/address (form)');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('img', { name: 'Photo of Home' })).toBeVisible();
  await expect(page.getByTestId('address').getByTestId('address-card-photo')).toHaveCount(1);
  await expectNoAxeViolations(page, '/address (card with a photo)');
  await expectFitsTheScreen(page, '/address');
});
