// Guards the wallet: a skipped paid day is credit at once, and the next checkout spends it
// (no screenshot, paid at once); a top-up paid by UPI with its proof, confirmed by the admin, is in
// the balance.
import { test, expect } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';
import { makePng } from './support/png';
import { newUtr, placeOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';
import { formatPhone } from '@/lib/domain/phone';

test.use({ storageState: signedInAs('admin'), actionTimeout: 15_000 });

const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

test('a paid day skipped goes to the wallet, and the next checkout is paid from it without a screenshot', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext({ baseURL });
  try {
    const shopper = await customer.newPage();
    await loginByApi(shopper.request, newPhone(), 'Wallet');
    const { orderNumber, totalPrice, itemName } = await placeOrderByApi(shopper.request, { kind: 'PDM' });

    // The admin confirms the payment.
    await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await page.getByRole('button', { name: /^Confirm payment of / }).click();
    await page.getByRole('dialog', { name: /^Confirm payment of ₹/ }).getByRole('button', { name: 'Yes, payment received' }).click();
    await expect(page.getByRole('button', { name: /^Confirm payment of / })).toHaveCount(0);

    // The customer skips the paid day; the wallet is the default destination.
    await shopper.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await shopper.getByRole('button', { name: /^Skip the delivery of / }).click();
    const dialog = shopper.getByRole('dialog', { name: /^Skip the delivery of / });
    await expect(dialog.getByRole('radio', { name: /^My wallet, now/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Skip delivery' }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'was added to your wallet' })).toBeVisible();

    await shopper.goto('/profile');
    await expect(shopper.getByTestId('wallet-balance')).toHaveText(inr(totalPrice));

    // The same meal again, from the cart: the wallet covers it, so nothing is left to pay by UPI.
    await shopper.goto('/?category=PDM');
    await addFromMenu(shopper, itemName);
    await shopper.goto('/cart');
    const cart = shopper.getByTestId('cart-PDM');
    // the only address is chosen already; the calendar's first day that can be picked
    await expect(cart.getByTestId('address-PDM')).toContainText('Home');
    await cart.locator('[data-day]:not([data-disabled]) button').first().click();
    await expect(cart.getByTestId('schedule-summary')).toContainText('1 delivery');
    const wallet = shopper.getByTestId('checkout-wallet');
    await expect(wallet.getByRole('checkbox', { name: /^Use wallet credit/ })).toBeChecked();
    await expect(wallet).toContainText('nothing to pay by UPI');
    await shopper.getByRole('button', { name: 'Place order · ₹0.00' }).click();

    // Paid at once: the order page, not the payment page; its invoice is issued.
    await expect(shopper).toHaveURL(/\/orders\/DM/, { timeout: 20_000 });
    await expect(shopper.getByTestId('paid-from-wallet')).toHaveText(`−${inr(totalPrice)}`);
    await expect(shopper.getByRole('link', { name: /Upload payment screenshot/ })).toHaveCount(0);
    const paidOrder = decodeURIComponent(new URL(shopper.url()).pathname.split('/').pop()!);
    await shopper.goto(`/invoice?order=${encodeURIComponent(paidOrder)}`);
    await expect(shopper.getByTestId('tax-invoice').getByRole('heading', { name: 'Tax invoice' })).toBeVisible();

    await shopper.goto('/profile');
    await expect(shopper.getByTestId('wallet-balance')).toHaveText(inr(0));
  } finally {
    await customer.close();
  }
});

test('a top-up: paid with its proof, confirmed by the admin, then in the balance', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext({ baseURL });
  try {
    const shopper = await customer.newPage();
    const phone = newPhone();
    await loginByApi(shopper.request, phone, 'Topup');
    await shopper.goto('/profile/wallet');
    await shopper.getByLabel('Amount (₹)').fill('750');
    await shopper.getByRole('button', { name: 'Add money' }).click();
    await expect(shopper).toHaveURL(/\/profile\/wallet\/top-up\?id=/);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Add ₹750.00 to your wallet');
    await expect(shopper.getByTestId('upi-qr')).toBeVisible();

    await shopper.getByLabel('Payment screenshot', { exact: true }).setInputFiles({ name: 'upi-top-up.png', mimeType: 'image/png', buffer: makePng() });
    await expect(shopper.getByText('upi-top-up.png is ready, not sent yet. Press Send to send it with the UTR.')).toBeVisible({ timeout: 20_000 });
    await shopper.getByLabel('UPI transaction reference (UTR)').fill(newUtr());
    await shopper.getByRole('button', { name: 'Send payment proof' }).click();
    await expect(shopper.getByTestId('top-up-status')).toHaveText('Payment being verified');

    // The admin confirms it among the payments to review.
    await page.goto('/admin/payments');
    const row = page.getByTestId('top-up-to-review').filter({ hasText: formatPhone(phone) });
    await expect(row).toContainText('₹750.00');
    await row.getByRole('button', { name: /^Confirm top-up/ }).click();
    await expect(row).toHaveCount(0);

    await shopper.goto('/profile/wallet');
    await expect(shopper.getByTestId('wallet-balance')).toHaveText('₹750.00');
    await expect(shopper.getByTestId('wallet-entry').first()).toContainText('Added by UPI');
  } finally {
    await customer.close();
  }
});
