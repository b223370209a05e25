// The people the layout suite looks through, made once per worker and kept as saved sessions so
// that every cell costs one page load:
// - visitor: logged out, with one item in the cart (the floating View cart button and the cart's
//   checkout bar only show with something in the cart, and they are what covers things);
// - customer: a new customer with a profile, an address, one placed pet-meal order and one item in
//   the cart;
// - admin: the seeded admin (support/roles.ts), who also sees the customer's order and page;
// - newcomer: logged in without a profile, the only one /profile-create is for.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as requests, type Browser, type BrowserContextOptions } from '@playwright/test';
import { graphql, loginByApi, newPhone } from './login';
import { addFromMenu } from './menu';
import { placeOrderByApi } from './orders';
import { signedInAs } from './roles';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export type Actor = 'visitor' | 'customer' | 'admin' | 'newcomer';

export type LayoutWorld = {
  states: Record<Actor, StorageState>;
  /** the customer's order, e.g. "ORD-…" */
  orderNumber: string;
  /** the customer's user id, for the admin's /admin/customers/<id> */
  customerId: string;
};

/** The item every actor's cart holds: a pet dog meal, so the cart shows one full section. */
export const CART_ITEM = 'Chicken & Pumpkin Bowl';

/** Adds CART_ITEM through the menu and waits for the cart to be saved where it lives. */
async function withItemInCart(browser: Browser, baseURL: string, state: StorageState | undefined): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, storageState: state });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await addFromMenu(page, CART_ITEM);
    // A logged-in cart is saved on the server; edits not yet confirmed wait under this key.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('_rdo_v_unsaved_carts_1') ?? '{}')).toMatch(/^(\{\}|null)$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function build(browser: Browser, baseURL: string): Promise<LayoutWorld> {
  let admin: StorageState | undefined;
  await signedInAs('admin')({ browser, baseURL }, async (s) => {
    admin = s;
  });

  const customerContext = await browser.newContext({ baseURL });
  let customer: StorageState;
  let orderNumber: string;
  let customerId: string;
  try {
    customerId = await loginByApi(customerContext.request, newPhone(), 'Lata');
    ({ orderNumber } = await placeOrderByApi(customerContext.request, { kind: 'PDM', notes: 'Leave at the gate' }));
    customer = await customerContext.storageState();
  } finally {
    await customerContext.close();
  }

  const newcomerContext = await browser.newContext({ baseURL });
  let newcomer: StorageState;
  try {
    await loginByApi(newcomerContext.request, newPhone());
    newcomer = await newcomerContext.storageState();
  } finally {
    await newcomerContext.close();
  }

  const [visitor, customerWithCart] = [await withItemInCart(browser, baseURL, undefined), await withItemInCart(browser, baseURL, customer)];
  return { states: { visitor, customer: customerWithCart, admin: admin!, newcomer }, orderNumber, customerId };
}

// Playwright starts a new worker after every failed test, and a new worker has a fresh module: kept
// only in memory, the world would be made again after each failing cell, and the seeded admin's
// login codes (five per ten minutes per phone) would run out within the run. So it is kept in a
// file per server port too, and reused while its sessions still work on the server (a restarted
// test server has a fresh database, where they do not).
function savedPath(baseURL: string): string {
  return path.join(tmpdir(), `layout-world-${new URL(baseURL).port || '80'}.json`);
}

async function stillValid(baseURL: string, saved: LayoutWorld): Promise<boolean> {
  for (const actor of ['admin', 'customer'] as const) {
    const context = await requests.newContext({ baseURL, storageState: saved.states[actor] });
    try {
      const { me } = await graphql<{ me: { id: string } | null }>(context, '{ me { id } }');
      if (!me) return false;
    } catch {
      return false;
    } finally {
      await context.dispose();
    }
  }
  return true;
}

async function loadOrBuild(browser: Browser, baseURL: string): Promise<LayoutWorld> {
  const file = savedPath(baseURL);
  if (existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as LayoutWorld;
      if (await stillValid(baseURL, saved)) return saved;
    } catch {
      // unreadable: made again below
    }
  }
  const made = await build(browser, baseURL);
  writeFileSync(file, JSON.stringify(made));
  return made;
}

let world: Promise<LayoutWorld> | null = null;

/** The world, made on first use (or read back from the last worker's file). */
export function layoutWorld(browser: Browser, baseURL: string): Promise<LayoutWorld> {
  if (!world) {
    world = loadOrBuild(browser, baseURL);
    world.catch(() => (world = null));
  }
  return world;
}
