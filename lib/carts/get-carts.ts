import 'server-only';
import { customerIdFor, type Viewer } from '@/lib/auth/viewer';
import { cartOwnerId } from './cart-owner';
import { loadCarts } from './load-carts';
import { cartViews, type CartView } from './cart-view';

/** The viewer's four carts (CDM, PDM, TREATS, ADON) with today's dates and charges. */
export async function getCarts(viewer: Viewer | null): Promise<CartView[]> {
  const userId = cartOwnerId(viewer);
  // An admin ordering for a customer delivers to the customer's addresses.
  return cartViews(userId, await loadCarts(userId), {}, viewer ? customerIdFor(viewer) : userId);
}
