// Saved sessions for the seeded admin and customer. The server allows one code per phone every 30 s
// and five in ten minutes, so each of them logs in once per run and later tests start from the
// saved cookies: `test.use({ storageState: signedInAs('admin') })`. The sessions are also kept on
// disk for the run: a failed test restarts the worker, and a worker that logged in again after each
// failure ran into that limit after five failures, failing every later admin test with it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DEMO, loginByApi } from './login';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
export type Role = keyof typeof DEMO;

const saved = new Map<Role, Promise<StorageState>>();

// Playwright empties its output folder when a run starts, so a file here lives for one run.
const sessionFile = (baseURL: string, role: Role) =>
  path.join('test-results', '.sessions', `${new URL(baseURL).port}-${role}.json`);

async function logIn(browser: Browser, baseURL: string, role: Role): Promise<StorageState> {
  const file = sessionFile(baseURL, role);
  const kept = await readFile(file, 'utf8').then((text) => JSON.parse(text) as StorageState, () => null);
  if (kept) return kept;
  const context = await browser.newContext({ baseURL });
  try {
    await loginByApi(context.request, DEMO[role].phone);
    const state = await context.storageState();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(state));
    return state;
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
