// What a cart still needs before it can be ordered, said once and in full (naming one
// missing thing at a time, first the address, then the dates, sends the customer round in circles,
// and an undated cart must never be priced ₹0.00).
// The browser shows this sentence on the disabled Place order button; the server checks the same
// things again when the order arrives (lib/orders/price-suborder.ts).

export type CartReadiness = { title: string; hasAddress: boolean; hasDates: boolean };

function list(titles: string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

function part(what: string, missing: string[], all: number): string | null {
  if (missing.length === 0) return null;
  // "an address" when every cart lacks one; otherwise say which.
  return missing.length === all ? what : `${what} for ${list(missing)}`;
}

/**
 * null when every cart has what it needs; otherwise one sentence naming all of it, e.g. "Choose an
 * address and delivery dates". Before logging in no address can be chosen, so only dates count.
 */
export function missingForCheckout(carts: CartReadiness[], { isLoggedIn }: { isLoggedIn: boolean }): string | null {
  const noAddress = isLoggedIn ? carts.filter((c) => !c.hasAddress).map((c) => c.title) : [];
  const noDates = carts.filter((c) => !c.hasDates).map((c) => c.title);
  const parts = [part('an address', noAddress, carts.length), part('delivery dates', noDates, carts.length)].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  // A comma keeps "for A, and delivery dates for B" readable when the first part names carts.
  const joiner = parts.length === 2 && parts[0].includes(' for ') ? ', and ' : ' and ';
  return `Choose ${parts.join(joiner)}`;
}

/** Whether a total may be shown: only when every cart has its dates (an undated cart would price ₹0.00). */
export function canShowTotal(carts: CartReadiness[]): boolean {
  return carts.length > 0 && carts.every((c) => c.hasDates);
}
