// Putting things in the cart the way a customer does: the card's sizes / Options button, the item
// dialog's '+' per size, then 'Add to cart · ₹…'. (The card's own ADD adds one at once: addOneTap.)
import { expect, type Page } from '@playwright/test';

/**
 * Adds `name` from the menu page the browser is on. `taps[i]` is how many times to press '+' for
 * the i-th size (default: one of the first size). Returns the dialog's price, e.g. '₹140.00'.
 */
export async function addFromMenu(page: Page, name: string, taps: number[] = [1]): Promise<string> {
  await page.getByRole('button', { name: new RegExp(`^(\\d+ sizes|Options) for ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const more = dialog.getByRole('button', { name: /^More / });
  for (const [i, count] of taps.entries()) {
    for (let n = 0; n < count; n++) await more.nth(i).click();
  }
  const add = dialog.getByRole('button', { name: /^Add to cart · ₹/ });
  const label = (await add.textContent()) ?? '';
  await add.click();
  await expect(dialog).toBeHidden();
  return label.replace(/^Add to cart · /, '');
}
