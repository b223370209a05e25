import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { badInput } from '@/lib/errors';
import { cartOwnerId } from './cart-owner';
import { loadCarts } from './load-carts';
import { cartViews, type CartView } from './cart-view';
import { customerIdFor, type Viewer } from '@/lib/auth/viewer';
import { capitalizeFirst, MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import { dayToDate } from '@/lib/domain/calendar';
import type { CartInput } from '@/lib/domain/inputs/cart-input';

type Tx = Prisma.TransactionClient;

/**
 * Replaces one cart with what the browser holds. Only ids and quantities are taken from it:
 * names and prices always come from the menu. Dates are checked when the order is placed (they
 * can go stale while a cart waits), not here.
 */
export async function writeCart(tx: Tx, userId: string, input: CartInput, addressOwners: string[] = [userId]): Promise<void> {
  const menuItemIds = [...new Set(input.items.map((i) => i.menuItemId))];
  const items = await tx.menuItem.findMany({
    where: { id: { in: menuItemIds }, enabled: true, category: { categoryEnum: input.kind } },
    include: { variants: { where: { enabled: true } } },
  });
  for (const item of input.items) {
    const menuItem = items.find((m) => m.id === item.menuItemId);
    if (!menuItem) throw badInput('An item in your cart is no longer on the menu. Please remove it.', 'items');
    for (const v of item.variants) {
      if (!menuItem.variants.some((mv) => mv.id === v.variantId)) throw badInput(`A size of ${menuItem.name} is no longer available.`, 'items');
      if (!Number.isInteger(v.qty) || v.qty < 0 || v.qty > MAX_QTY_PER_VARIANT) throw badInput(`Quantity must be between 0 and ${MAX_QTY_PER_VARIANT}.`, 'qty');
    }
  }
  if (input.addressId) {
    // The cart owner's own address or, for an admin acting for a customer, that customer's; the
    // order checks it against the customer again when it is placed.
    const address = await tx.address.findFirst({ where: { id: input.addressId, deletedAt: null, userId: { in: addressOwners } } });
    if (!address) throw badInput('That delivery address was not found.', 'addressId');
  }
  const cart = await tx.cart.upsert({
    where: { userId_kind: { userId, kind: input.kind } },
    create: { userId, kind: input.kind },
    update: {},
  });
  await tx.cartItem.deleteMany({ where: { cartId: cart.id } });
  for (const item of input.items) {
    const variants = item.variants.filter((v) => v.qty > 0);
    if (variants.length === 0) continue;
    await tx.cartItem.create({
      data: {
        cartId: cart.id,
        menuItemId: item.menuItemId,
        specialInstructions: item.specialInstructions ? capitalizeFirst(item.specialInstructions) : null,
        variants: { create: variants.map((v) => ({ variantId: v.variantId, qty: v.qty })) },
      },
    });
  }
  await tx.cart.update({
    where: { id: cart.id },
    data: {
      buyOrSubscribe: input.buyOrSubscribe,
      deliveryDates: [...new Set(input.deliveryDates)].map(dayToDate),
      deliveryDays: [...new Set(input.deliveryDays)],
      subscriptionStartsOn: input.subscriptionStartsOn ? dayToDate(input.subscriptionStartsOn) : null,
      addressId: input.addressId,
      additionalNotes: input.additionalNotes?.trim() || null,
    },
  });
}

export async function saveCart(viewer: Viewer | null, input: CartInput): Promise<CartView[]> {
  const userId = cartOwnerId(viewer);
  const carts = await db.$transaction(async (tx) => {
    // One writer per user's carts at a time, so two tabs saving at once cannot interleave.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'cart:' + userId}))`;
    await writeCart(tx, userId, input, [userId, viewer?.actingForUserId].filter((x): x is string => !!x));
    return loadCarts(userId, tx);
  });
  return cartViews(userId, carts, {}, viewer ? customerIdFor(viewer) : userId);
}
