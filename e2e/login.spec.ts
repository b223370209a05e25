// Guards phone login end to end: code, new profile, a session that survives a reload, logout only after confirming, logging out of every device from the profile, and the Orders tab remembering where a logged-out visitor was going.
import { test, expect } from '@playwright/test';
import { createProfile, login, loginByApi, newPhone, DEMO } from './support/login';
import { expectNoAxeViolations } from './support/axe';

test('a new customer logs in, creates a profile, stays logged in across a reload and logs out through the dialog @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/log-in/);

  await login(page, newPhone());
  await createProfile(page, { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' });
  await expect(page).toHaveURL(/\/$/);

  const avatar = page.getByRole('button', { name: 'Account menu for Meera' });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText('M');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await page.reload();
  await expect(avatar).toBeVisible();

  const logoutDialog = page.getByRole('dialog', { name: 'Are you sure you want to log out ?' });
  await avatar.click();
  await expect(page.getByRole('menu', { name: 'Account' }).getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(logoutDialog).toBeVisible();
  await logoutDialog.getByRole('button', { name: 'NO, CANCEL' }).click();
  await expect(logoutDialog).toBeHidden();
  await expect(avatar).toBeFocused();
  await page.reload();
  await expect(avatar).toBeVisible();

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logoutDialog.getByRole('button', { name: 'YES, LOGOUT' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(avatar).toHaveCount(0);

  // The session is gone on the server's side too, not just hidden in this tab.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('"Log out of all devices" on the profile ends the session of every device, this one included', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  // Another device: its own browser, its own login (and session).
  const other = await browser.newContext({ baseURL });
  await loginByApi(other.request, phone, 'Tara');
  const me = async () => ((await (await other.request.post('/api/graphql', { data: { query: '{ me { id } }' } })).json()) as { data: { me: { id: string } | null } }).data.me;
  expect(await me()).not.toBeNull();

  // This device logs in through the form (the helper waits out the 30 s between two codes).
  await login(page, phone);
  await page.goto('/profile');
  const opener = page.getByRole('button', { name: 'Log out of all devices' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Log out of all devices?' });
  await expect(dialog).toContainText('this one included');
  await expectNoAxeViolations(page, 'log out of all devices dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await me()).not.toBeNull();

  await opener.click();
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page.getByText('You have been logged out on every device.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // The other device is logged out too: the API has no viewer and its pages ask to log in.
  expect(await me()).toBeNull();
  const otherPage = await other.newPage();
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/log-in\?next=%2Fprofile$/);
  await other.close();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Orders tab sends a logged-out visitor to log in and back to their orders @phone', async ({ page }) => {
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await shortcuts.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/log-in\?next=%2Forders$/);

    await login(page, newPhone());
    await createProfile(page, { firstName: 'Kiran' });
    await expect(page).toHaveURL(/\/orders$/);
    await expect(shortcuts.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});

test('a wrong code is cleared and not sent twice; the right one then logs in', async ({ page }) => {
  await page.goto('/log-in');
  await page.getByLabel('Mobile number').fill(newPhone());
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByLabel('6-digit code');
  const verifies: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/graphql') && (r.postData() ?? '').includes('verifyOtp')) verifies.push(r.postData()!);
  });
  // The test code is 123456, so 000000 is wrong; a full entry submits itself.
  await code.fill('000000');
  await expect(page.locator('#login-error')).toHaveText(/not right\. 4 tries left/);
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.locator('#login-error')).toHaveText('Please enter the 6-digit code.');
  expect(verifies).toHaveLength(1);
  await code.fill('123456');
  await page.waitForURL(/\/profile-create/);
});

test('a hostile next= never breaks the log-in page or leads off the site', async ({ page, request }) => {
  const hostile = ['/%0d%0aSet-Cookie:%20injected=1', '%0d%0aSet-Cookie:%20injected=1', '%0D%0A%0D%0A<script>alert(1)</script>', '/%09/evil.example', '%2F%5Cevil.example', '//evil.example', 'javascript:alert(1)'];
  for (const next of hostile) {
    const res = await request.get(`/log-in?next=${next}`, { maxRedirects: 0 });
    expect(res.status(), next).toBe(200);
    expect(res.headers()['set-cookie'] ?? '').not.toContain('injected');
  }
  // Logged in, /log-in sends the visitor on at once: home, not the hostile target, never a 500.
  await loginByApi(page.context().request, DEMO.customer.phone);
  for (const next of hostile) {
    const res = await page.request.get(`/log-in?next=${next}`, { maxRedirects: 0 });
    expect(res.status(), next).toBeGreaterThanOrEqual(300);
    expect(res.status(), next).toBeLessThan(400);
    // Relative, or absolute to this same server: home either way, never another site.
    const target = new URL(res.headers()['location'], 'http://127.0.0.1');
    expect(target.hostname, next).toBe('127.0.0.1');
    expect(target.pathname, next).toBe('/');
    expect(target.search, next).toBe('');
  }
});
