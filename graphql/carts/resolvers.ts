import { z } from 'zod';
import { db } from '@/lib/db';
import { clock } from '@/lib/clock';
import { loadCarts } from '@/lib/carts/load-carts';
import { saveCart } from '@/lib/carts/save-cart';
import { mergeGuestCarts } from '@/lib/carts/merge-guest-carts';
import { cartOwnerId } from '@/lib/carts/cart-owner';
import { checkoutSettings } from '@/lib/carts/checkout-context';
import { type Cart } from '@/lib/domain/cart';
import { cartCharges, cartDeliveryDates } from '@/lib/domain/cart-checkout';
import { DELIVERY_RANGE } from '@/lib/domain/categories';
import { cartInput } from '@/lib/domain/inputs/cart-input';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const cartsArgs = {
  saveCart: z.object({ cart: cartInput }),
  mergeGuestCarts: z.object({ carts: z.array(cartInput).max(4) }),
};

/** Adds what the server derives (dates, charges, labels) to each cart for the API. */
async function present(userId: string, carts: Cart[]) {
  const [settings, categories, addresses] = await Promise.all([
    checkoutSettings(),
    db.category.findMany(),
    db.address.findMany({ where: { id: { in: carts.map((c) => c.addressId).filter((x): x is string => !!x) } } }),
  ]);
  const now = clock().now();
  return carts.map((cart) => {
    const category = categories.find((c) => c.categoryEnum === cart.kind);
    const dates = cartDeliveryDates(cart, now, settings.subscriptionMonths);
    return {
      categoryEnum: cart.kind,
      categoryId: category?.id ?? null,
      categoryTitle: category?.title ?? cart.kind,
      userId,
      buyOrSubscribe: cart.buyOrSubscribe,
      deliveryDates: cart.deliveryDates,
      deliveryDays: cart.deliveryDays,
      convertedDateStringArr: dates,
      deliveryAddress: addresses.find((a) => a.id === cart.addressId) ?? null,
      additionalNotes: cart.additionalNotes,
      deliveryRange: DELIVERY_RANGE[cart.kind],
      menuItem: cart.items.map((i) => ({
        id: i.menuItemId,
        name: i.name,
        image: i.image ? { id: i.menuItemId, url: i.image } : null,
        unitType: i.unitType,
        specialInstructions: i.specialInstructions,
        variants: i.variants.map((v) => ({ id: v.variantId, price: v.price, unit: v.unit, unitType: v.unitType, qty: v.qty })),
      })),
      chargesData: cartCharges(cart, dates, settings.rates),
    };
  });
}

export const cartsResolvers = {
  Query: {
    getCarts: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const userId = cartOwnerId(ctx.viewer);
      return present(userId, await loadCarts(userId));
    },
  },
  Mutation: {
    saveCart: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const { cart } = parseArgs(cartsArgs.saveCart, args);
      return present(cartOwnerId(ctx.viewer), await saveCart(ctx.viewer, cart));
    },
    mergeGuestCarts: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const { carts } = parseArgs(cartsArgs.mergeGuestCarts, args);
      return present(cartOwnerId(ctx.viewer), await mergeGuestCarts(ctx.viewer, carts));
    },
  },
};
