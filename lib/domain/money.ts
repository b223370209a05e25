// Money is integer paise from the database to the browser; it becomes rupees only here, at display.
// Made on the first price shown, not when the module loads: a browser's first Intl object loads
// ICU's data, 19-24 ms on this machine's Chromium, and every page that imports this module paid it
// in its start-up task, before its first paint, whether or not it printed a price then.
let inr: Intl.NumberFormat | undefined;

export function formatPaise(paise: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(paise / 100);
}

// Whole rupees, optionally with one or two digits of paise: what a person types in an amount field.
const RUPEES = /^\d+(\.\d{1,2})?$/;

/** What a form says when parseRupees refuses the amount typed. */
export const RUPEES_MESSAGE = 'Enter the amount in rupees, e.g. 500 or 499.50.';

/**
 * Rupees as typed ('500', ' 499.5 ', '49.50') to whole paise; null for anything else ('', '-5',
 * '1e3', '2.345', '₹500'), so a form says so instead of sending a guess. Limits (a minimum top-up,
 * the balance) are the server's rules; this only reads the number.
 */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim();
  // Math.round: 0.29 * 100 is 28.999999999999996 in floating point.
  return RUPEES.test(trimmed) ? Math.round(Number(trimmed) * 100) : null;
}
