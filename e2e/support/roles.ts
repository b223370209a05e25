// Saved sessions for the seeded admin and customer. The server allows one code per phone every 30 s
// and five in ten minutes, so each worker logs each of them in once and later tests start from the
// saved cookies: `test.use({ storageState: signedInAs('admin') })`.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DEMO, loginByApi } from './login';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
export type Role = keyof typeof DEMO;

const saved = new Map<Role, Promise<StorageState>>();

async function logIn(browser: Browser, baseURL: string, role: Role): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    await loginByApi(context.request, DEMO[role].phone);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** This worker's saved session of `role`, logging in the first time (for a second context in one test). */
export function savedSession(browser: Browser, baseURL: string | undefined, role: Role): Promise<StorageState> {
  let state = saved.get(role);
  if (!state) {
    state = logIn(browser, baseURL ?? 'http://127.0.0.1:3100', role);
    saved.set(role, state);
    state.catch(() => saved.delete(role));
  }
  return state;
}

/** A storageState fixture that starts the test's context logged in as `role`. */
export function signedInAs(role: Role) {
  return async ({ browser, baseURL }: { browser: Browser; baseURL: string | undefined }, use: (state: StorageState) => Promise<void>) => {
    await use(await savedSession(browser, baseURL, role));
  };
}
