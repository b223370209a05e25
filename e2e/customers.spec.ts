// Guards the admin's customer tools: a CSV file (BOM, CRLF, a quoted comma, one bad row) is
// previewed row by row before anything is saved, imported, and imported again without adding
// anyone twice; the new customer's page opens from the list, and a customer's page opens from the
// orders console with their order, amount due and address. Both pages pass axe and fit a phone.
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphql, loginByApi, newPhone } from './support/login';
import { placePetMealOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';
import { formatPhone } from '@/lib/domain/phone';

test.use({ storageState: signedInAs('admin'), actionTimeout: 15_000 });

// The phone project's device is 412 px wide; the store is held to 390 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

async function expectFitsTheScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ what, overflow }).toEqual({ what, overflow: 0 });
}

test('an admin previews a customer file with one bad row, imports it, imports it again, and opens a new customer @phone', async ({ page }) => {
  // Letters only: the search also matches phone numbers on any three digits of its query.
  const tag = Math.random().toString(36).slice(2, 7).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const [first, second] = [newPhone(), newPhone()];
  const file =
    '\uFEFFphoneNumber,firstName,lastName\r\n' +
    `${first},"Imp${tag}, Divya",Rao\r\n` +
    '12345,Bad,Number\r\n' +
    `${second.slice(0, 5)} ${second.slice(5)},Imp${tag}B,Kumar\r\n`;
  const upload = { name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') };

  await page.goto('/user-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template (CSV)' })).toHaveAttribute('download', 'customers-template.csv');
  await page.getByLabel('Customer file (CSV)').setInputFiles(upload);

  // The preview: nothing saved yet, one row refused with the reason.
  await expect(page.getByTestId('import-summary')).toHaveText(
    'customers.csv: 2 customers will be added; 1 row has a problem and will be skipped.',
  );
  const rows = page.getByTestId('import-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Imp${tag}, Divya Rao`);
  await expect(rows.nth(0)).toContainText('Will be added');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'INVALID');
  await expect(rows.nth(1)).toContainText('Please enter a valid 10-digit Indian mobile number.');
  await expectNoAxeViolations(page, '/user-list (preview)');
  await expectFitsTheScreen(page, '/user-list (preview)');
  await page.goto(`/user-list?q=Imp${tag}`);
  await expect(page.getByTestId('customer-row')).toHaveCount(0);

  await page.getByLabel('Customer file (CSV)').setInputFiles(upload);
  await page.getByRole('button', { name: 'Import 2 new customers' }).click();
  await expect(page.getByTestId('import-result')).toHaveText('2 customers imported; 1 row with problems, skipped.');
  await expect(page.getByTestId('customer-row')).toHaveCount(2);

  // The same file again adds nobody.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('Customer file (CSV)').setInputFiles(upload);
  await expect(page.getByTestId('import-summary')).toContainText('Nobody new to add; 2 are already customers and will be skipped');
  await expect(page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  await expect(page.getByTestId('import-row').filter({ hasText: 'Already a customer' })).toHaveCount(2);

  // The new customer's page, from the list.
  await page.getByRole('link', { name: `Imp${tag}, Divya Rao` }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Imp${tag}, Divya Rao` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: formatPhone(first) })).toHaveAttribute('href', `tel:+91${first}`);
  await expect(page.getByTestId('customer-audit-entry').first()).toContainText(`Added the customer Imp${tag}, Divya Rao from a file`);
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/customers/<id> (new)');
  await expectFitsTheScreen(page, '/admin/customers/<id> (new)');
});

test("a customer's page from the orders console: their order, what they owe, their address, the audit log link @phone", async ({ page, playwright, baseURL }) => {
  const name = `Cust${Math.random().toString(36).slice(2, 6)}`;
  const phone = newPhone();
  const customer = await playwright.request.newContext({ baseURL });
  let orderNumber: string;
  try {
    await loginByApi(customer, phone, name);
    ({ orderNumber } = await placePetMealOrderByApi(customer));
  } finally {
    await customer.dispose();
  }

  await page.goto(`/orders?q=${encodeURIComponent(orderNumber)}`);
  const card = page.getByTestId('order').filter({ hasText: orderNumber });
  await card.getByRole('link', { name: `${name} Tester (customer details)` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Tester` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${orderNumber}` })).toBeVisible();
  const due = page.getByText('Amount due', { exact: true }).locator('..');
  await expect(due).not.toContainText('₹0.00');
  await expect(page.getByTestId('customer-address').first()).toContainText('560038');
  await expect(page.getByRole('link', { name: 'Their order in the console' })).toHaveAttribute('href', /\/orders\?customer=/);
  await expectNoAxeViolations(page, '/admin/customers/<id> (with an order)');
  await expectFitsTheScreen(page, '/admin/customers/<id> (with an order)');

  // "Order for" from here selects them, as on the list.
  await page.getByRole('button', { name: `Order for ${name}` }).click();
  await expect(page.getByRole('button', { name: `Deselect ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Deselect ${name}` }).click();
  await expect(page.getByRole('button', { name: `Order for ${name}` })).toBeVisible();
  // An admin's change for them shows on their page, with the way to the whole log about them.
  await expect(page.getByText('No admin has changed anything for them.')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await graphql(page.request, 'mutation($l: LocationInput!) { addOrUpdateUserLocation(location: $l) { id } }', {
    l: { title: 'Office', lineOne: '3, MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', userId: id },
  });
  await page.reload();
  await expect(page.getByTestId('customer-audit-entry').first()).toContainText('Added the address “Office”');
  await expect(page.getByTestId('customer-address')).toHaveCount(2);
  await page.getByRole('link', { name: 'Open in the audit log' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?customer=%2B91${phone}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});
