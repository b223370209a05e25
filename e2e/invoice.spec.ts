// Guards the tax documents' promise: a paid order has a tax invoice numbered in the financial year's series,
// a paid day skipped becomes a credit note against it (not a changed invoice), and both download as
// PDFs.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { placeOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';

test.use({ storageState: signedInAs('admin'), actionTimeout: 15_000 });

test('order, payment confirmed, invoice issued with its number, a paid day skipped, its credit note listed, PDFs downloaded', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext({ baseURL });
  try {
    const shopper = await customer.newPage();
    await loginByApi(shopper.request, newPhone(), 'Nisha');
    const { orderNumber, totalPrice } = await placeOrderByApi(shopper.request, { kind: 'PDM' });

    // Before payment: no tax invoice, a pro forma that says so.
    await shopper.goto(`/invoice?order=${encodeURIComponent(orderNumber)}`);
    await expect(shopper.getByRole('heading', { name: 'Pro forma: not a tax invoice' })).toBeVisible();

    // The admin confirms the payment: the invoice is issued with it.
    await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await page.getByRole('button', { name: /^Confirm payment of / }).click();
    await page.getByRole('dialog', { name: /^Confirm payment of ₹/ }).getByRole('button', { name: 'Yes, payment received' }).click();
    await expect(page.getByRole('button', { name: /^Confirm payment of / })).toHaveCount(0);

    await shopper.goto(`/invoice?order=${encodeURIComponent(orderNumber)}`);
    const invoice = shopper.getByTestId('tax-invoice');
    await expect(invoice.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
    const number = (await invoice.locator('dt:text("Invoice number:") + dd').textContent())!;
    expect(number).toMatch(/^GDK\/\d\d-\d\d\/\d{6}$/);
    await expect(invoice).toContainText('Place of supply: 29-Karnataka');
    await expect(invoice).toContainText(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(totalPrice / 100));

    // On a phone each line is a card with every figure in view (the table is for 640 px and paper),
    // so CGST, SGST and Total are never off-screen behind a sideways swipe.
    await shopper.setViewportSize({ width: 390, height: 844 });
    await expect(invoice.locator('table')).toBeHidden();
    const card = invoice.getByRole('list', { name: `Lines of ${number}` }).getByRole('listitem').first();
    await card.scrollIntoViewIfNeeded();
    for (const label of ['Taxable value', 'CGST', 'SGST', 'Total']) {
      const figure = card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
      await expect(figure).toBeInViewport();
      const box = (await figure.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await expect(invoice.locator('table')).toBeVisible();

    // The invoice as a PDF.
    const [invoicePdf] = await Promise.all([shopper.waitForEvent('download'), shopper.getByRole('link', { name: `Download ${number} as PDF` }).click()]);
    expect(invoicePdf.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
    expect(readFileSync((await invoicePdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // The customer skips the paid day: a refund is due, and a credit note records it.
    await shopper.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await shopper.getByRole('button', { name: /^Skip the delivery of / }).click();
    await shopper.getByRole('dialog', { name: /^Skip the delivery of / }).getByRole('button', { name: 'Skip delivery' }).click();
    await expect(shopper.getByRole('button', { name: /^Skip the delivery of / })).toHaveCount(0);

    await shopper.goto(`/invoice?order=${encodeURIComponent(orderNumber)}`);
    // The invoice is as it was issued; the credit note is listed below it.
    await expect(shopper.getByTestId('tax-invoice').locator('dt:text("Invoice number:") + dd')).toHaveText(number);
    const notes = shopper.getByTestId('credit-notes');
    await expect(notes.getByRole('link', { name: /^CN\/\d\d-\d\d\/\d{6}$/ })).toBeVisible();
    await expect(notes).toContainText('Skipped delivery of');

    // Each credit note on its own page, and as a PDF.
    await notes.getByRole('link', { name: /^CN\// }).click();
    await expect(shopper.getByTestId('credit-note')).toContainText(`Against invoice: ${number}`);
    const [notePdf] = await Promise.all([shopper.waitForEvent('download'), shopper.getByRole('link', { name: /^Download CN\/.* as PDF$/ }).click()]);
    expect(readFileSync((await notePdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await customer.close();
  }
});
