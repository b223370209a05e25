// Guards the bank statement matching: the owner used to check payments against the bank
// account by eye, one screenshot at a time. The admin uploads the account's statement at
// /admin/payments, sees which credit pays which order (by the UTR the customer gave with their
// proof, by the order number the UPI link put in the narration), confirms the matched ones in one
// go, and the orders are paid; the same statement again confirms nothing.
import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphql, loginByApi, newPhone } from './support/login';
import { newUtr, placeOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';
import { makePng } from './support/png';
import { hdfcCsv, hdfcXlsx, type StatementEntry } from '@/testing/bank-statement-files';
import { kolkataToday } from '@/lib/domain/calendar';

test.use({ actionTimeout: 15_000, storageState: signedInAs('admin') });

test('a statement is uploaded, previewed and applied: the matched orders are paid, and once only', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // A customer with two orders: one paid with proof and its UTR, one paid with the order number in the note.
  const customer = await playwright.request.newContext({ baseURL });
  const utr = newUtr();
  let byUtr: { orderNumber: string; totalPrice: number };
  let byNumber: { orderNumber: string; totalPrice: number };
  try {
    await loginByApi(customer, newPhone(), 'Meera');
    byUtr = await placeOrderByApi(customer, { kind: 'PDM' });
    byNumber = await placeOrderByApi(customer, { kind: 'CDM' });
    const uploaded = await graphql<{ uploadImage: { id: string } }>(customer, 'mutation($b: String!) { uploadImage(base64: $b, fileName: "gpay.png", kind: payments) { id } }', {
      b: makePng().toString('base64'),
    });
    await graphql(customer, 'mutation($o: ID!, $s: ID!, $u: String) { updatePaymentScreenshot(order: $o, screenshot: $s, utr: $u) { id } }', { o: byUtr.orderNumber, s: uploaded.uploadImage.id, u: utr });
  } finally {
    await customer.dispose();
  }

  const today = kolkataToday(new Date());
  const entries: StatementEntry[] = [
    { date: today, narration: `UPI-MEERA TESTER-meera@okaxis-UTIB0000123-${utr}-UPI`, reference: `0000${utr}`, amount: byUtr.totalPrice },
    { date: today, narration: 'POS 4XXXX1234 SWIGGY', amount: 45_000, debit: true },
    { date: today, narration: `UPI/${newUtr()}/Order ${byNumber.orderNumber}/meera@okicici`, amount: byNumber.totalPrice },
    { date: today, narration: 'INT.PD:50200012345678', amount: 1_23_456_78 },
  ];
  const statement = hdfcCsv(entries);

  await page.goto('/admin/payments');
  // The proof waits in the queue with its UTR beside it.
  const card = page.getByTestId('payment-to-review').filter({ has: page.getByRole('heading', { name: `Order ${byUtr.orderNumber}` }) });
  await expect(card.getByTestId('review-utr')).toHaveText(utr);

  const choose = () => page.getByLabel('Bank statement (CSV or XLSX)').setInputFiles({ name: 'hdfc-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await choose();
  const summary = page.getByTestId('statement-summary');
  await expect(summary).toHaveText('hdfc-statement.csv (HDFC Bank): 3 credits: 2 matched, 1 no match.');
  const lines = page.getByTestId('statement-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Matched by UTR');
  await expect(lines.nth(0)).toContainText(`Order ${byUtr.orderNumber}`);
  await expect(lines.nth(1)).toContainText('Matched by order number');
  await expect(lines.nth(1)).toContainText(`Order ${byNumber.orderNumber}`);
  await expect(lines.nth(2)).toContainText('No match');
  await expectNoAxeViolations(page, '/admin/payments (statement preview)');

  await page.getByRole('button', { name: 'Confirm 2 matched payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm 2 payments?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, confirm them' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('2 payments confirmed')).toBeVisible();
  await expect(summary).toHaveText('hdfc-statement.csv (HDFC Bank): 3 credits: 1 no match, 2 already applied.');
  await expect(page.getByRole('button', { name: 'Nothing to confirm' })).toBeDisabled();
  // confirmed, the proof leaves the queue
  await expect(card).toHaveCount(0);

  // The orders are paid, on the orders' own pages.
  for (const { orderNumber } of [byUtr, byNumber]) {
    await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  }

  // The same statement again, and saved as .xlsx, confirms nothing.
  await page.goto('/admin/payments');
  await choose();
  await expect(summary).toHaveText('hdfc-statement.csv (HDFC Bank): 3 credits: 1 no match, 2 already applied.');
  await expect(page.getByRole('button', { name: 'Nothing to confirm' })).toBeDisabled();
  await page.getByLabel('Bank statement (CSV or XLSX)').setInputFiles({
    name: 'hdfc-statement.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await hdfcXlsx(entries),
  });
  await expect(summary).toHaveText('hdfc-statement.xlsx (HDFC Bank): 3 credits: 1 no match, 2 already applied.');
});
