// Guards the shopper's fixes, walked as a person does on a phone and on a desktop:
// toasts that stacked, followed to the next page and sat on the main buttons; the floating "View cart"
// button over a card's Add button; the item dialog without a close button; a last row of narrower
// cards; a cart whose sticky bar covered the drop note and said "Place order · ₹0.00" naming one
// missing thing at a time.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { loginByApi, newPhone } from './support/login';
import { addFromMenu } from './support/menu';

test.use({ actionTimeout: 15_000 });

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 900;

/** What the point at the centre of `target` hits: the element itself (or inside it), or what covers it. */
async function hitAtCentre(target: Locator): Promise<{ ok: boolean; hit: string }> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { ok: top !== null && (el === top || el.contains(top)), hit: top ? `${top.tagName}.${top.className}`.slice(0, 120) : 'nothing' };
  });
}

test('menu: no floating cart button over the cards on a phone, Add buttons uncovered, the dialog closes with Close, cards as wide as the grid @phone', async ({ page }) => {
  await page.goto('/?category=TREATS');
  await addFromMenu(page, 'Chicken Jerky');
  if (isDesktop(page)) {
    // Desktop keeps the way to the cart for visitors, in the heading's row (not floating).
    const link = page.getByRole('link', { name: 'View cart (1 item)' });
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  } else {
    await expect(page.getByTestId('view-cart')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByTestId('cart-badge')).toHaveText('1');
  }
  // Wait out the toast, then every Add button in view is reachable where it is drawn.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0, { timeout: 5_000 });
  for (const add of await page.getByRole('button', { name: /^Add / }).all()) {
    await add.scrollIntoViewIfNeeded();
    const { ok, hit } = await hitAtCentre(add);
    expect(ok, `Add button covered by ${hit}`).toBe(true);
  }

  // The item dialog: a visible Close, and room between the heading and the description.
  await page.getByRole('button', { name: 'Options for Pumpkin Pupcakes', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pumpkin Pupcakes' });
  await expect(dialog).toBeVisible();
  const heading = await dialog.getByRole('heading').boundingBox();
  const description = await dialog.getByText('Soft pumpkin cupcakes with a curd frosting.').boundingBox();
  expect(description!.y - (heading!.y + heading!.height)).toBeGreaterThanOrEqual(8);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Every card as wide as the first (the last row too).
  const widths = await page.getByTestId('menu-item').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().width)));
  expect(new Set(widths).size).toBe(1);
});

// The three-at-most rule and the exact timings are held by components/ui/toaster.dom.test.tsx (fake
// timers); here the place and the clearing on navigation, in a real browser.
test('toasts: in the header, clear of the bottom bars, gone on the next page @phone', async ({ page }) => {
  await page.goto('/?category=TREATS');
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  // Where the toast is drawn, read the moment it appears: a success toast lasts 2 s, and on a loaded
  // machine it could be gone (or going) by the time a later step measured it.
  await page.evaluate(() => {
    const w = window as unknown as { toastBoxes: { box: { y: number; height: number }; header: { y: number; height: number } }[] };
    w.toastBoxes = [];
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { y: r.y, height: r.height };
    };
    new MutationObserver(() => {
      const toast = document.querySelector('[data-toaster] [role="status"]');
      if (toast && w.toastBoxes.length === 0) w.toastBoxes.push({ box: rect(toast), header: rect(toast.closest('header')!) });
    }).observe(document.body, { childList: true, subtree: true });
  });
  await addFromMenu(page, 'Sweet Potato Chews');
  // In the sticky header, under its nav row (h-14): the header grows instead of the toast floating
  // over the page, and it stays in the top half, clear of the bottom bars.
  await expect.poll(() => page.evaluate(() => (window as unknown as { toastBoxes: unknown[] }).toastBoxes.length)).toBe(1);
  const { box, header } = await page.evaluate(() => (window as unknown as { toastBoxes: { box: { y: number; height: number }; header: { y: number; height: number } }[] }).toastBoxes[0]);
  expect(box.y).toBeGreaterThanOrEqual(header.y + 56);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height / 2);

  // Straight on to the cart: the success toast (2 s) would still be showing; it stays behind.
  await addFromMenu(page, 'Chicken Jerky');
  await expect(toasts.filter({ hasText: 'Chicken Jerky added to cart' })).toBeVisible();
  const toCart = isDesktop(page) ? page.getByRole('link', { name: /^View cart/ }) : page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: /^Cart/ });
  await toCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
});

test('cart: names everything missing at once, no ₹0.00, the drop note is never under the sticky bar @phone', async ({ page }) => {
  await loginByApi(page.request, newPhone(), 'Nila');
  await page.goto('/?category=TREATS');
  await addFromMenu(page, 'Chicken Jerky');
  await page.goto('/cart');
  const cart = page.getByTestId('cart-TREATS');
  // Treats bought once start on their earliest date; a subscription has no dates yet.
  const place = page.getByTestId('place-order');
  await expect(place).toHaveText('Choose an address');
  await cart.locator('label').filter({ hasText: 'Subscribe' }).click();
  await expect(place).toHaveText('Choose an address and delivery dates');
  await expect(place).toBeDisabled();
  await expect(place).not.toContainText('₹0.00');

  // The drop note, focused, is drawn above the bar, not under it.
  const note = page.getByLabel('Drop note (optional)');
  await note.focus();
  await page.keyboard.type('Ring twice');
  const { ok, hit } = await hitAtCentre(note);
  expect(ok, `drop note covered by ${hit}`).toBe(true);

  // A treats subscription's first delivery is 10 days out, like treats bought once.
  const first = cart.locator('[data-day]:not([data-disabled])').first();
  if (await first.count()) {
    const day = await first.getAttribute('data-day');
    const tenDaysOut = await page.evaluate(() => {
      const kolkata = new Date(Date.now() + 330 * 60_000);
      kolkata.setUTCDate(kolkata.getUTCDate() + 10);
      return kolkata.toISOString().slice(0, 10);
    });
    expect(day! >= tenDaysOut).toBe(true);
  }
});
