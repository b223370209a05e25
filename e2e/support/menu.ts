// Putting things in the cart the way a customer does: the card's Add button, the item dialog's
// '+' per size, then 'Add to cart · ₹…'.
import { expect, type Page } from '@playwright/test';

/**
 * Adds `name` from the menu page the browser is on. `taps[i]` is how many times to press '+' for
 * the i-th size (default: one of the first size). Returns the dialog's price, e.g. '₹140.00'.
 */
export async function addFromMenu(page: Page, name: string, taps: number[] = [1]): Promise<string> {
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
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
