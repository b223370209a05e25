// Logging in for the journeys. The e2e server runs with APP_ENV=test and OTP_TEST_CODE, so every
// phone's code is TEST_CODE. The server limits codes (one per phone per 30 s, and per network: see
// lib/auth/otp/policy.ts),
// so a test that needs a known role reuses one saved session (see roles.ts) instead of logging in again.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const TEST_CODE = process.env.OTP_TEST_CODE ?? '123456';

/** The seeded people (prisma/seed.ts). */
export const DEMO = {
  admin: { phone: '9000000001', firstName: 'Asha' },
  customer: { phone: '9000000002', firstName: 'Ravi' },
} as const;

const used = new Set<string>();
// Each worker process draws from its own block of numbers: `used` is per process, and the phone
// project's worker starts after the desktop one's with an empty set. Drawing from one shared block,
// a phone journey once got a desktop journey's customer, with an address and a cart of its own.
const WORKER_BLOCK = String(Number(process.env.TEST_WORKER_INDEX ?? 0) % 100).padStart(2, '0');

/** A mobile number no one has used yet in this run: logging in with it creates a new customer. */
export function newPhone(): string {
  for (;;) {
    const phone = `987${WORKER_BLOCK}${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

const WAIT_MESSAGE = /Please wait (\d+) seconds?/;

/**
 * Logs in through the page's login form (the one on /log-in or /order). Goes to /log-in first when
 * the page is not showing a login form. Resolves once the page has left the login step, which is
 * /profile-create for a new user.
 */
export async function login(page: Page, phone: string): Promise<void> {
  const phoneInput = page.getByLabel('Mobile number');
  if (!/\/(log-in|order)(\?|$)/.test(page.url())) await page.goto('/log-in');
  await expect(phoneInput).toBeVisible();
  await phoneInput.fill(phone);
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeInput = page.getByLabel('6-digit code');
    // the phone field's own error, beside it
    const error = page.locator('#phone-error');
    await expect(codeInput.or(error)).toBeVisible();
    if (await codeInput.isVisible()) break;
    // The same number asked for a code less than 30 s ago (an earlier test or a retry): wait it out.
    const wait = WAIT_MESSAGE.exec((await error.textContent()) ?? '');
    if (!wait || attempt > 2) throw new Error(`Send code failed: ${await error.textContent()}`);
    await page.waitForTimeout(Number(wait[1]) * 1000 + 500);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled({ timeout: 60_000 });
  }
  const before = page.url();
  // A full 6-digit entry submits by itself.
  await page.getByLabel('6-digit code').fill(TEST_CODE);
  await page.waitForURL((url) => url.href !== before && !/\/(log-in|order)$/.test(url.pathname));
}

/** Creates the profile a new user is asked for on /profile-create, then waits to leave the page. */
export async function createProfile(page: Page, profile: { firstName: string; lastName?: string; email?: string }): Promise<void> {
  await expect(page).toHaveURL(/\/profile-create/);
  await page.getByLabel('First name').fill(profile.firstName);
  if (profile.lastName) await page.getByLabel('Last name').fill(profile.lastName);
  if (profile.email) await page.getByLabel('Email').fill(profile.email);
  await page.getByRole('checkbox', { name: /agree to the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create profile' }).click();
  await page.waitForURL((url) => url.pathname !== '/profile-create');
}

/** POSTs one GraphQL operation as the context's cookies allow; throws on GraphQL errors. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/api/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } });
  const json = (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  if (json.errors?.length) {
    const e = json.errors[0];
    throw Object.assign(new Error(`${e.message} (${e.extensions?.code ?? 'no code'})`), { code: e.extensions?.code });
  }
  if (!json.data) throw new Error(`GraphQL answered ${res.status()} without data`);
  return json.data;
}

const SEND = `mutation($phone: String!) { sendOtp(phoneNumber: $phone, countryCode: "+91", roleId: 2) { id } }`;
const VERIFY = `mutation($otp: String!, $id: ID!) { verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id } } }`;
const UPDATE_USER = `mutation($id: ID!, $firstName: String, $lastName: String) { updateUser(id: $id, firstName: $firstName, lastName: $lastName) { id } }`;

/**
 * Logs in over the API (the response's cookie lands in the request context's jar, which a page of the
 * same context shares). A new user also gets `firstName` as their profile. Returns the user id.
 */
export async function loginByApi(request: APIRequestContext, phone: string, firstName?: string): Promise<string> {
  let challenge: string | null = null;
  for (let attempt = 0; challenge === null; attempt++) {
    try {
      challenge = (await graphql<{ sendOtp: { id: string } }>(request, SEND, { phone })).sendOtp.id;
    } catch (e) {
      const wait = WAIT_MESSAGE.exec((e as Error).message);
      if (!wait || attempt > 2) throw e;
      await new Promise((r) => setTimeout(r, Number(wait[1]) * 1000 + 500));
    }
  }
  const verified = await graphql<{ verifyOtp: { verified: boolean; typeOfUser: string; user: { id: string } } }>(request, VERIFY, { otp: TEST_CODE, id: challenge });
  expect(verified.verifyOtp.verified).toBe(true);
  const userId = verified.verifyOtp.user.id;
  if (verified.verifyOtp.typeOfUser === 'NEW' && firstName) {
    await graphql(request, UPDATE_USER, { id: userId, firstName, lastName: 'Tester' });
  }
  return userId;
}
