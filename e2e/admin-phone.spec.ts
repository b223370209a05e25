// Guards the admin's pages on a 390 px phone: /user-list once widened the page
// to 620 px (its table was wider than the screen), so the bottom bar fell off-screen and the
// "Order for" / "Deselect" buttons were clipped. Now no admin page is wider than the screen, each
// customer's buttons are whole and on screen, and nothing covers the bottom bar.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { graphql, loginByApi, newPhone } from './support/login';
import { placeOrderByApi, placeSubscriptionByApi } from './support/orders';
import { signedInAs } from './support/roles';

test.use({ storageState: signedInAs('admin'), actionTimeout: 15_000 });

const WIDTH = 390;
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
});

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Whole and on screen: inside the 390 px viewport on both sides. */
async function expectWholeOnScreen(page: Page, name: string, box: { x: number; y: number; width: number; height: number } | null) {
  expect(box, name).not.toBeNull();
  expect({ name, left: box!.x >= 0, right: box!.x + box!.width <= WIDTH }).toEqual({ name, left: true, right: true });
}

/**
 * A button a thumb can press as the page first shows it: scrolled to vertically only (no box
 * scrolled sideways, as nobody knows to swipe a table), whole inside the screen, and what a tap at
 * its middle hits is the button (not clipped by a scrolling box, not under a bar).
 */
async function expectTappableWithoutSideScroll(locator: Locator, name: string) {
  const found = await locator.evaluate((el) => {
    for (let a = el.parentElement; a; a = a.parentElement) a.scrollLeft = 0;
    const r0 = el.getBoundingClientRect();
    window.scrollBy(0, r0.top - window.innerHeight / 3);
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { left: Math.round(r.left), right: Math.round(r.right), hitsIt: !!hit && el.contains(hit) };
  });
  expect({ name, ...found, fits: found.left >= 0 && found.right <= WIDTH }).toEqual({ name, ...found, fits: true, hitsIt: true });
}

/** The bottom bar is on screen and what a finger hits at each of its links is that link. */
async function expectBottomBarUncovered(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar).toBeVisible();
  await expectWholeOnScreen(page, 'bottom bar', await bar.boundingBox());
  const covered = await bar.evaluate((nav) =>
    [...nav.querySelectorAll('a')].flatMap((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit && a.contains(hit) ? [] : [`${a.textContent?.trim()} under ${hit?.outerHTML.slice(0, 80)}`];
    }),
  );
  expect(covered).toEqual([]);
}

test('/user-list fits a phone: no page-wide scrolling, whole Order for / Deselect buttons, the bottom bar on screen @phone', async ({ page }) => {
  // A customer with a long email and name, the kind that made the table wide, added by the admin
  // (so the audit log has an entry about them).
  const tag = Math.random().toString(36).slice(2, 7);
  const phone = newPhone();
  const { addUser } = await graphql<{ addUser: { id: string } }>(
    page.request,
    'mutation($p: String!, $f: String, $l: String) { addUser(phoneNumber: $p, countryCode: "+91", roleId: 2, firstName: $f, lastName: $l) { id } }',
    { p: phone, f: `Wideperson${tag}`, l: 'Ramachandran-Venkataraman' },
  );
  await graphql(page.request, 'mutation($id: ID!, $e: String) { updateUser(id: $id, email: $e) { id } }', {
    id: addUser.id,
    e: `a.very.long.email.address.${tag}@kennel-and-community-dogs.example.in`,
  });

  await page.goto(`/user-list?q=Wideperson${tag}`);
  const row = page.getByTestId('customer-row').filter({ hasText: `Wideperson${tag}` });
  await expect(row).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  await expect(row).toContainText(`a.very.long.email.address.${tag}@kennel-and-community-dogs.example.in`);

  const orderFor = row.getByRole('button', { name: /^Order for/ });
  await expectTappableWithoutSideScroll(orderFor, 'Order for');
  await expectBottomBarUncovered(page);

  await orderFor.click();
  const deselect = row.getByRole('button', { name: /^Deselect/ });
  await expect(deselect).toBeVisible();
  await expectTappableWithoutSideScroll(deselect, 'Deselect');
  expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  await expectBottomBarUncovered(page);
  // The whole list too, with every customer on its first page (the seeded ones and other tests').
  await page.goto('/user-list');
  await expect(page.getByTestId('customer-row').first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  // Leave the admin ordering for nobody, as the other tests expect.
  await page.goto(`/user-list?q=Wideperson${tag}`);
  await row.getByRole('button', { name: /^Deselect/ }).click();
  await expect(row.getByRole('button', { name: /^Order for/ })).toBeVisible();

  // The audit log about them: a long name in the "For whom" column once pushed the link's
  // screen-reader text past the screen's edge, and the page with it.
  await page.goto(`/admin/audit?customer=${phone}`);
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
});

test('every admin page fits a 390 px phone @phone', async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  let orderNumber: string;
  let date: string;
  let customerId: string;
  try {
    customerId = await loginByApi(request, newPhone(), `Narrow${Math.random().toString(36).slice(2, 6)}`);
    // A subscription: its order page has a status control per delivery as well as the suborder's.
    ({ orderNumber } = await placeSubscriptionByApi(request, ['MONDAY', 'THURSDAY']));
    ({ date } = await placeOrderByApi(request, { kind: 'CDM', notes: 'Ring twice, then call; the dog at the gate is friendly' }));
  } finally {
    await request.dispose();
  }
  const paths = [
    '/admin/dispatch',
    // a day with a delivery: the route sheet's table and its links
    `/admin/dispatch?date=${date}`,
    '/admin/payments',
    '/admin/audit',
    '/admin/store',
    `/admin/customers/${customerId}`,
    '/orders',
    `/orders/${encodeURIComponent(orderNumber)}`,
    '/user-list',
  ];
  const wide: Record<string, { width: number; culprits: string[] }> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await pageWidth(page);
    // Name what sticks out (the outermost elements past the edge), so a failure says where to look.
    if (width > WIDTH)
      wide[path] = {
        width,
        culprits: await page.evaluate((edge) => {
          // Past the edge and not clipped by a scrolling box (an absolutely positioned element is
          // clipped only by one at or above its containing block); fixed bars only follow the page.
          const clipped = (el: Element) => {
            let absolute = getComputedStyle(el).position === 'absolute';
            for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
              const style = getComputedStyle(a);
              if (absolute && style.position === 'static') continue;
              if (style.overflowX !== 'visible') return true;
              absolute = style.position === 'absolute';
            }
            return false;
          };
          const out = [...document.body.querySelectorAll('*')].filter(
            (el) => el.getBoundingClientRect().right > edge && getComputedStyle(el).position !== 'fixed' && !clipped(el),
          );
          return out.filter((el) => !out.includes(el.parentElement!)).slice(0, 3).map((el) => `${el.outerHTML.slice(0, 100)} in ${el.parentElement?.outerHTML.slice(0, 80)}`);
        }, WIDTH),
      };
  }
  expect(wide).toEqual({});
});
