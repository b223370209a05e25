// Guards the customer's data rights (DPDP Act 2023): a new customer agrees to the privacy policy at
// sign-up, downloads their data as JSON and as CSV files, deletes their account and is logged out;
// an admin then sees the deletion in the audit log and no longer finds them among the customers.
// The privacy page names the grievance officer from the configuration.
import { readFile } from 'node:fs/promises';
import { test, expect, type Download } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createProfile, login, newPhone } from './support/login';
import { savedSession } from './support/roles';
import { expectNoAxeViolations } from './support/axe';

test.use({ actionTimeout: 15_000 });

async function saved(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test('a customer downloads their data, deletes their account and is logged out; an admin sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await login(page, phone);
  await createProfile(page, { firstName: 'Gauri', lastName: 'Shetty', email: 'gauri@example.in' });

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Your data and privacy' }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data and privacy' })).toBeVisible();
  await expect(page.getByTestId('consent-record')).toContainText('You agreed to our privacy policy of 20 November 2026 on');
  await expect(page.getByTestId('grievance-contact')).toContainText('Meera Iyer');
  await expectNoAxeViolations(page, '/profile/privacy');

  // JSON: the seven sections, about this customer.
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as JSON' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^good-dog-kitchen-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse((await saved(json)).toString('utf8')) as Record<string, Record<string, unknown>>;
  expect(Object.keys(data)).toEqual(['profile', 'addresses', 'orders', 'invoices', 'messages', 'sessions', 'wallet', 'deliveryAreaRequests']);
  expect(data.profile).toMatchObject({ firstName: 'Gauri', lastName: 'Shetty', phoneNumber: `+91${phone}`, email: 'gauri@example.in' });
  expect(data.profile.privacyPolicyConsent).toMatchObject({ version: '2026-11-20' });

  // CSV: a zip with a file per kind of record.
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download as spreadsheets/ }).click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(await saved(zip)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['profile.csv', 'addresses.csv', 'orders.csv', 'invoices.csv', 'messages.csv', 'sessions.csv', 'wallet.csv']));
  expect(strFromU8(files['profile.csv'])).toContain('Gauri');

  // Someone else's number is refused, with the reason beside the field, and nothing happens.
  const confirm = page.getByLabel('Type your mobile number to confirm');
  await confirm.fill('9000000002');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm).toHaveAccessibleDescription(/^That is not the mobile number of this account\./);
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(page, '/profile/privacy (wrong number)');

  await confirm.fill(phone);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Logged out on the server too: an account page sends them to log in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/log-in\?next=%2Fprofile/);

  // The admin: the deletion is in the audit log, the account is no longer a customer.
  const adminContext = await browser.newContext({ baseURL, storageState: await savedSession(browser, baseURL, 'admin') });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/admin/audit');
    const entry = admin.getByRole('row').filter({ hasText: 'The customer deleted their account' }).first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Deleted customer');
    await admin.goto(`/user-list?q=${phone}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // as the list shows numbers: '+91 98450 12346'
    await expect(admin.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toHaveCount(0);
    await expect(admin.getByText('Gauri')).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});

test('the privacy policy names the grievance officer beside its sections', async ({ page }) => {
  await page.goto('/privacy-policy');
  const block = page.getByTestId('grievance-contact');
  await expect(block.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
  await expect(block).toContainText('Meera Iyer');
  await expect(block.getByRole('link', { name: 'grievance@gooddogkitchen.in' })).toHaveAttribute('href', 'mailto:grievance@gooddogkitchen.in');
  // the policy's own 11 sections are unchanged around it
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem')).toHaveCount(11);
});
