// Guards the customer's inbox: every message the store sent them, newest first, one line
// per channel with its status and the order it is about; reached from an order page and from the
// profile; paged; readable on a 390 px phone; and no one else's. The e2e server runs the job queue
// with the console SMS and email senders, so "Sent" means a job really sent it.
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginByApi, newPhone } from './support/login';
import { placePetMealOrderByApi } from './support/orders';

test.use({ actionTimeout: 15_000 });

// The phone project's device is 412 px wide; the store is held to 390 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

async function expectFitsTheScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ what, overflow }).toEqual({ what, overflow: 0 });
}

/** The messages of `kind` in the list, once a job has sent them. */
async function expectSent(page: Page, kind: string, channel: string) {
  await expect(async () => {
    await page.reload();
    const message = page.getByTestId('notification').filter({ hasText: kind }).filter({ has: page.getByTestId('notification-channel').getByText(channel, { exact: true }) });
    await expect(message).toHaveCount(1, { timeout: 1_000 });
    await expect(message.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

test('a customer reads their messages from an order and from the profile; another customer cannot @phone', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await loginByApi(page.request, newPhone(), 'Lata');

  // Saving an email address sends the link that confirms it (an email: the console sender here).
  await page.goto('/profile-update');
  await page.getByRole('textbox', { name: 'Email' }).fill(`lata-${Date.now()}@example.test`);
  await expect(page.getByText('We will send a link to confirm it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/profile$/);
  await page.goto('/profile-update');
  await expect(page.getByTestId('email-status')).toContainText('Not confirmed yet');
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  const { orderNumber } = await placePetMealOrderByApi(page.request);

  // From the order: this order's messages only.
  await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
  await page.getByRole('link', { name: 'Messages about this order' }).click();
  await expect(page).toHaveURL(/\/profile\/messages\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: `Messages about order ${orderNumber}` })).toBeVisible();
  await expectSent(page, 'Order placed', 'SMS');
  await expect(page.getByTestId('notification')).toHaveCount(1);
  await expect(page.getByTestId('notification')).toContainText(`order ${orderNumber} placed`);
  await expectFitsTheScreen(page, `/profile/messages?order (${testInfo.project.name})`);
  await expectNoAxeViolations(page, '/profile/messages?order=<n>');

  // From the profile: everything, newest first, each with its channel and the order it is about.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'My messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expectSent(page, 'Confirm your email', 'Email');
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Order placed');
  await expect(items.nth(0).getByTestId('notification-channel')).toHaveText('SMS');
  await expect(items.nth(1)).toContainText('Confirm your email');
  await expect(items.nth(1).getByTestId('notification-channel')).toHaveText('Email');
  await expectFitsTheScreen(page, `/profile/messages (${testInfo.project.name})`);
  await expectNoAxeViolations(page, '/profile/messages');
  await items.nth(0).getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  // Another customer, in a browser of their own, sees none of it.
  const other = await browser.newContext({ baseURL, ...(testInfo.project.name === 'phone' ? { viewport: { width: 390, height: 844 } } : {}) });
  try {
    await loginByApi(other.request, newPhone(), 'Mohan');
    const otherPage = await other.newPage();
    await otherPage.goto(`/profile/messages?order=${encodeURIComponent(orderNumber)}`);
    await expect(otherPage.getByText('No messages about this order yet.')).toBeVisible();
    await otherPage.goto('/profile/messages');
    await expect(otherPage.getByText('No messages yet.')).toBeVisible();
    await expect(otherPage.getByText(orderNumber)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('logged out, the inbox sends the visitor to log in and back', async ({ page }) => {
  await page.goto('/profile/messages');
  await expect(page).toHaveURL(/\/log-in\?next=%2Fprofile%2Fmessages/);
});
