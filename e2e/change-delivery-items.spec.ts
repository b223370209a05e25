// Guards "Change what comes": a customer changes the quantity of their next delivery
// from the order page (the server's answer toasted, the day's own items shown), and a quantity the
// form cannot send is refused beside the fields.
import { test, expect } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { placeSubscriptionByApi } from './support/orders';
import { formatDay } from '@/lib/domain/calendar';

test.use({ actionTimeout: 15_000 });

test('a customer changes the quantity of their next delivery', async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().clearCookies();
  await loginByApi(page.request, newPhone(), 'Changer');
  const { orderNumber, dates } = await placeSubscriptionByApi(page.request, ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
  const [next, after] = dates;
  await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
  const day = page.locator(`[data-testid="delivery"][data-date="${next}"]`);
  await day.getByRole('button', { name: `Change the delivery of ${formatDay(next)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the delivery of ${formatDay(next)}` });
  const quantity = dialog.getByRole('spinbutton').first();
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('1');

  // A quantity the server would refuse is stopped beside the fields first.
  await quantity.fill('-1');
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Quantities must be whole numbers');

  await quantity.fill('2');
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The delivery of ${formatDay(next)} is changed.` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is added to the amount to pay' })).toBeVisible();
  await expect(day.getByTestId('delivery-items')).toContainText('2 ×');
  // the next day still brings what was ordered
  await expect(page.locator(`[data-testid="delivery"][data-date="${after}"]`).getByTestId('delivery-items')).toHaveCount(0);
});
