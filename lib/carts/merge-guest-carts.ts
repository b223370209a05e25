import 'server-only';
import { db } from '@/lib/database/db';
import { cartOwnerId } from './cart-owner';
import { loadCarts } from './load-carts';
import { cartViews, type CartView } from './cart-view';
import type { CartInput } from '@/lib/domain/inputs/cart-input';
import { writeCart } from './save-cart';
import { customerIdFor, type Viewer } from '@/lib/auth/viewer';
import { MAX_QTY_PER_VARIANT, cartHasItems } from '@/lib/domain/cart';

/**
 * At login, the carts filled while logged out join the account's carts: quantities of the same
 * size add up (capped), and the guest's schedule wins only where the account's cart was empty.
 * Items no longer on the menu are dropped quietly rather than failing the login.
 */
export async function mergeGuestCarts(viewer: Viewer | null, guestCarts: CartInput[]): Promise<CartView[]> {
  const userId = cartOwnerId(viewer);
  const carts = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'cart:' + userId}))`;
    const current = await loadCarts(userId, tx);
    for (const guest of guestCarts) {
      if (!guest.items.some((i) => i.variants.some((v) => v.qty > 0))) continue;
      const mine = current.find((c) => c.kind === guest.kind)!;
      const qty = new Map<string, { menuItemId: string; specialInstructions: string | null; variants: Map<string, number> }>();
      for (const source of [mine.items.map((i) => ({ ...i, variants: i.variants.map((v) => ({ variantId: v.variantId, qty: v.qty })) })), guest.items]) {
        for (const item of source) {
          const entry = qty.get(item.menuItemId) ?? { menuItemId: item.menuItemId, specialInstructions: item.specialInstructions, variants: new Map() };
          entry.specialInstructions = entry.specialInstructions || item.specialInstructions;
          for (const v of item.variants) entry.variants.set(v.variantId, Math.min(MAX_QTY_PER_VARIANT, (entry.variants.get(v.variantId) ?? 0) + v.qty));
          qty.set(item.menuItemId, entry);
        }
      }
      const available = await tx.menuItem.findMany({
        where: { id: { in: [...qty.keys()] }, enabled: true, category: { categoryEnum: guest.kind } },
        include: { variants: { where: { enabled: true }, select: { id: true } } },
      });
      const items = [...qty.values()]
        .filter((i) => available.some((a) => a.id === i.menuItemId))
        .map((i) => ({
          menuItemId: i.menuItemId,
          specialInstructions: i.specialInstructions,
          variants: [...i.variants.entries()]
            .filter(([variantId]) => available.find((a) => a.id === i.menuItemId)!.variants.some((v) => v.id === variantId))
            .map(([variantId, q]) => ({ variantId, qty: q })),
        }));
      const base = cartHasItems(mine) ? mine : { ...guest, addressId: null };
      await writeCart(tx, userId, {
        kind: guest.kind,
        buyOrSubscribe: base.buyOrSubscribe,
        deliveryDates: base.deliveryDates,
        deliveryDays: base.deliveryDays,
        subscriptionStartsOn: base.subscriptionStartsOn ?? null,
        addressId: base.addressId,
        additionalNotes: base.additionalNotes ?? null,
        items,
      });
    }
    return loadCarts(userId, tx);
  });
  return cartViews(userId, carts, {}, viewer ? customerIdFor(viewer) : userId);
}
