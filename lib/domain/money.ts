// Money is integer paise from the database to the browser; it becomes rupees only here, at display.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
