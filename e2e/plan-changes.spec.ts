// Guards the plan changes, leanly: a skip undone and a subscription cancelled with a reason
// (its paid days to the wallet), a delivered order ordered again into the cart, and the delivery
// calendar at 390 px by keyboard (one Tab stop per week).
import { test, expect, type Page } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { placeOrderByApi, placeSubscriptionByApi } from './support/orders';
import { signedInAs } from './support/roles';
import { addDays, formatDay, kolkataToday, weekdayOf } from '@/lib/domain/calendar';

test.use({ storageState: signedInAs('admin'), actionTimeout: 15_000 });

const delivery = (page: Page, day: string) => page.locator(`[data-testid="delivery"][data-date="${day}"]`);

test('undo a skip, then cancel the rest with a reason: the paid days go to the wallet', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const day = addDays(kolkataToday(new Date()), 2);
  const customer = await browser.newContext({ baseURL });
  try {
    const shopper = await customer.newPage();
    await loginByApi(shopper.request, newPhone(), 'Planner');
    const { orderNumber } = await placeSubscriptionByApi(shopper.request, [weekdayOf(day), weekdayOf(addDays(day, 3))]);

    // The admin confirms the payment.
    await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await page.getByRole('button', { name: /^Confirm payment of / }).click();
    await page.getByRole('dialog', { name: /^Confirm payment of ₹/ }).getByRole('button', { name: 'Yes, payment received' }).click();
    await expect(page.getByRole('button', { name: /^Confirm payment of / })).toHaveCount(0);

    await shopper.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await delivery(shopper, day).getByRole('button', { name: `Skip the delivery of ${formatDay(day)}` }).click();
    await shopper.getByRole('dialog', { name: /^Skip the delivery of / }).getByRole('button', { name: 'Skip delivery' }).click();
    await expect(delivery(shopper, day)).toContainText('Skipped');
    await delivery(shopper, day).getByRole('button', { name: `Undo skip of ${formatDay(day)}` }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'is back on' })).toBeVisible();
    await expect(delivery(shopper, day)).not.toContainText('Skipped');

    // Cancel the rest: a reason first, then confirm.
    await shopper.getByText('Cancel the subscription').click();
    await shopper.getByRole('button', { name: 'Cancel deliveries' }).click();
    await expect(shopper.getByText('Please choose a reason.')).toBeVisible();
    await expect(shopper.getByRole('radio', { name: 'It is too expensive' })).toBeFocused();
    await shopper.getByRole('radio', { name: 'I am moving' }).check();
    await expect(shopper.getByRole('radio', { name: 'My wallet, at once' })).toBeChecked();
    await shopper.getByRole('button', { name: 'Cancel deliveries' }).click();
    await shopper.getByRole('dialog', { name: /^Cancel \d+ deliver/ }).getByRole('button', { name: 'Cancel deliveries' }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'was added to your wallet' })).toBeVisible();
    await expect(shopper.getByTestId('cancel-reason')).toContainText('I am moving');
  } finally {
    await customer.close();
  }
});

test('order again from a delivered order fills the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().clearCookies();
  await loginByApi(page.request, newPhone(), 'Again');
  const { orderNumber, itemName } = await placeOrderByApi(page.request, { kind: 'PDM' });
  await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
  await page.getByRole('button', { name: `Order again order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-PDM')).toContainText(itemName);
});

test('the calendar at 390 px: one Tab stop per week, Enter opens the week @phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies();
  const day = addDays(kolkataToday(new Date()), 2);
  await loginByApi(page.request, newPhone(), 'Calendar');
  await placeSubscriptionByApi(page.request, [weekdayOf(day)]);
  await page.goto(`/orders/calendar?month=${day.slice(0, 7)}`);
  const weeks = page.getByTestId('calendar-week').getByRole('button');
  const count = await weeks.count();
  expect(count).toBeGreaterThanOrEqual(4);
  // No sideways scrolling at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await weeks.first().focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(weeks.nth(i)).toBeFocused();
  }
  // Up and Down move between weeks; the week with the day opens with Enter and lists it.
  await page.keyboard.press('ArrowUp');
  await expect(weeks.nth(count - 2)).toBeFocused();
  const target = page.getByRole('button', { name: `${formatDay(day)}: ` });
  await target.focus();
  await page.keyboard.press('Enter');
  await expect(target).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('calendar-delivery').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Skip the delivery of ${formatDay(day)}` })).toBeVisible();
});
