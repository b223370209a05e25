// The people the layout suite looks through, made once per worker and kept as saved sessions so
// that every cell costs one page load:
// - visitor: logged out, with one item in the cart (the floating View cart button and the cart's
//   checkout bar only show with something in the cart, and they are what covers things);
// - customer: a new customer with a profile, an address, one placed pet-meal order and one item in
//   the cart;
// - admin: the seeded admin (support/roles.ts), who also sees the customer's order and page;
// - newcomer: logged in without a profile, the only one /profile-create is for.
import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';
import { loginByApi, newPhone } from './login';
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

let world: Promise<LayoutWorld> | null = null;

/** The world, made on first use in this worker. */
export function layoutWorld(browser: Browser, baseURL: string): Promise<LayoutWorld> {
  if (!world) {
    world = build(browser, baseURL);
    world.catch(() => (world = null));
  }
  return world;
}
