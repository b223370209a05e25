// Messages after checkout: a customer places an order and sees when it must be paid by; the admin
// extends that deadline, confirms the payment, and sees on the order page that the customer was
// sent "order placed" and "payment confirmed" (the e2e server runs the job queue in-process with the
// console SMS sender, so "Sent" means a job really sent it). And the message switches on /profile-update.
import { test, expect, type Page } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { placePetMealOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';
import { expectNoAxeViolations } from './support/axe';

test.use({ actionTimeout: 15_000 });

/** The message of `kind` in the order page's Messages section, once a job has sent it. */
async function expectSent(page: Page, kind: string) {
  await expect(async () => {
    await page.reload();
    const message = page.getByRole('region', { name: 'Messages' }).getByTestId('notification').filter({ hasText: kind });
    await expect(message).toHaveCount(1, { timeout: 1_000 });
    await expect(message.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

test.describe('the admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('a customer orders and sees the deadline; the admin extends it, confirms the payment and sees both messages sent @phone', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    // The customer, in a browser of their own.
    const customer = await browser.newContext({ baseURL });
    let orderNumber: string;
    let payBy: string;
    try {
      const customerPage = await customer.newPage();
      await loginByApi(customer.request, newPhone(), 'Meera');
      ({ orderNumber } = await placePetMealOrderByApi(customer.request));
      const order = encodeURIComponent(orderNumber);
      await customerPage.goto(`/orders/${order}`);
      await expect(customerPage.getByTestId('pay-by')).toContainText(/^Pay by \w{3}, \d+ \w{3} \d{4}, \d\d:\d\d, or the order is cancelled\.$/);
      payBy = (await customerPage.getByTestId('pay-by').textContent())!.replace(/^Pay by (.*), or the order is cancelled\.$/, '$1');
      // The customer sees no Messages section and no admin controls.
      await expect(customerPage.getByRole('region', { name: 'Messages' })).toHaveCount(0);
      await expect(customerPage.getByRole('button', { name: 'Extend deadline' })).toHaveCount(0);
      await expectNoAxeViolations(customerPage, '/orders/<n> (customer, unpaid)');
      await customerPage.goto(`/payment?order=${order}`);
      await expect(customerPage.getByTestId('pay-by')).toHaveText(payBy);
      await expectNoAxeViolations(customerPage, '/payment (with its deadline)');
    } finally {
      await customer.close();
    }

    // The admin's view of the order: "order placed" was sent by a job.
    await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expectSent(page, 'Order placed');
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText(`order ${orderNumber} placed`);
    await expectNoAxeViolations(page, '/orders/<n> (admin, with messages and the deadline control)');

    // Two more days to pay.
    await page.getByLabel('Give more time to pay (hours)').fill('48');
    await page.getByRole('button', { name: 'Extend deadline' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText('Deadline extended by 48 hours');
    await expect(page.getByTestId('pay-by')).not.toContainText(payBy);

    // Payment confirmed: the customer is told, by a job.
    await page.getByRole('button', { name: /^Confirm payment of / }).click();
    await page.getByRole('dialog', { name: /^Confirm payment of ₹/ }).getByRole('button', { name: 'Yes, payment received' }).click();
    await expect(page.getByRole('button', { name: /^Confirm payment of / })).toHaveCount(0);
    await expectSent(page, 'Payment confirmed');
    await expectSent(page, 'Order placed');
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText(`for order ${orderNumber} received`);
    await expect(page).toHaveTitle(new RegExp(`Order ${orderNumber}`));
    await expectNoAxeViolations(page, '/orders/<n> (admin, paid, two messages)');
  });
});

test('/profile-update: the message switches are saved with the form @phone', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Kiran');
  await page.goto('/profile-update');
  const sms = page.getByRole('checkbox', { name: 'Text messages (SMS)' });
  const email = page.getByRole('checkbox', { name: 'Email' });
  await expect(sms).toBeChecked();
  await expect(email).toBeChecked();
  await expect(page.getByText('The same messages, to your confirmed email address. Each email has a link to stop that kind.')).toBeVisible();
  await expect(page.getByText(/always come by SMS, even when this is off/)).toBeVisible();
  await expect(page.getByText('Login codes are always sent by SMS, whatever you choose here.')).toBeVisible();
  await expectNoAxeViolations(page, '/profile-update');
  await sms.uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/profile$/);
  await page.goto('/profile-update');
  await expect(page.getByRole('checkbox', { name: 'Text messages (SMS)' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeChecked();
});
