// Guards "checkout without friction": a customer with one saved address goes from an empty
// cart to a placed weekday subscription with the keyboard alone in at most 12 Tab stops from the top
// of the cart: the address is already chosen (nothing to tick), the mode is one radio group, the
// schedule's shortcuts one toolbar and the calendar one grid (roving focus), the total one disclosure.
import { test, expect, type Page } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { addAddressByApi } from './support/orders';
import { addFromMenu } from './support/menu';

const PET_MEAL = 'Chicken & Pumpkin Bowl'; // PDM
const MAX_TAB_STOPS = 12;

test.use({ actionTimeout: 15_000 });

/** What has the keyboard focus, in a few words, for the failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });

test('one saved address: from an empty cart to a placed weekday subscription in at most 12 Tab stops @phone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await loginByApi(page.request, newPhone(), 'Meera');
  await addAddressByApi(page.request);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the menu' }).click();
  await addFromMenu(page, PET_MEAL);
  await page.goto('/cart');
  const cart = page.getByTestId('cart-PDM');
  await expect(cart.getByRole('button', { name: `Remove ${PET_MEAL}` })).toBeVisible();

  // Nothing to tick: the only address is chosen, and only the dates are missing.
  await expect(cart.getByTestId('address-PDM')).toContainText('Home');
  await expect(cart.getByRole('radio', { name: /^Home/ })).toHaveCount(0);
  const place = page.getByTestId('place-order');
  await expect(place).toHaveText('Choose delivery dates');

  // From the top of the cart (its heading), keyboard only.
  await page.getByRole('heading', { level: 1, name: 'Your cart' }).evaluate((h) => {
    h.setAttribute('tabindex', '-1');
    h.focus();
  });
  let tabs = 0;
  const tab = async () => {
    await page.keyboard.press('Tab');
    tabs++;
  };
  const buyOnce = cart.getByRole('radio', { name: 'Buy once' });
  while (!(await buyOnce.evaluate((el) => el === document.activeElement)) && tabs < MAX_TAB_STOPS) await tab();
  expect(tabs, `Tabs to the Buy once / Subscribe choice (at ${await focused(page)})`).toBeLessThanOrEqual(4);
  await page.keyboard.press('ArrowRight');
  await expect(cart.getByRole('radio', { name: 'Subscribe' })).toBeChecked();

  await tab();
  await expect(cart.getByRole('button', { name: 'Every day' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cart.getByRole('button', { name: 'Weekdays' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('button', { name: 'Weekdays' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cart.getByTestId('schedule-summary')).toContainText(/\d+ deliveries/);
  await expect(place).toHaveText(/^Place order · ₹[\d,]+\.\d\d$/);

  // On to Place order: the calendar's grid, the address link, the drop note, the total.
  while (!(await place.evaluate((el) => el === document.activeElement)) && tabs < MAX_TAB_STOPS + 5) {
    await tab();
  }
  expect(await place.evaluate((el) => el === document.activeElement), `reached Place order (at ${await focused(page)})`).toBe(true);
  expect(tabs, 'Tab stops from the top of the cart to Place order').toBeLessThanOrEqual(MAX_TAB_STOPS);
  testInfo.annotations.push({ type: 'tab stops', description: String(tabs) });

  // One grand total; its breakdown folded until asked for.
  const total = page.getByTestId('order-total');
  await expect(total.getByTestId('grand-total')).toHaveText(/^₹[\d,]+\.\d\d$/);
  await expect(total.getByTestId('charges-PDM')).toBeHidden();
  expect((await place.textContent())?.endsWith((await total.getByTestId('grand-total').textContent()) ?? '-')).toBe(true);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\?order=/, { timeout: 20_000 });
});
