// Cart rules shared by the cart screens and the server (spec section 5).
export const MAX_QTY_PER_VARIANT = 99;

type VariantQty = { qty: number };
type CartLike = { items: { variants: VariantQty[] }[] };

/** A variant list is empty when no variant has a quantity above 0. */
export function isVariantListEmpty(variants: VariantQty[]): boolean {
  return !variants.some((v) => v.qty > 0);
}

/** All carts are empty when none holds an item with a quantity above 0. */
export function isCartEmpty(carts: CartLike[]): boolean {
  return cartItemCount(carts) === 0;
}

/** The header badge: items with any quantity above 0, across all carts. */
export function cartItemCount(carts: CartLike[]): number {
  return carts.reduce((count, cart) => count + cart.items.filter((item) => !isVariantListEmpty(item.variants)).length, 0);
}

/** Special instructions: leading whitespace dropped, first letter capitalised, the rest as typed. */
export function capitalizeFirst(text: string): string {
  const trimmed = text.trimStart();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
