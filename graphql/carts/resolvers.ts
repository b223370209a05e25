import 'server-only';
import { z } from 'zod';
import { getCarts } from '@/lib/carts/get-carts';
import { saveCart } from '@/lib/carts/save-cart';
import { mergeGuestCarts } from '@/lib/carts/merge-guest-carts';
import { renewSubscription } from '@/lib/carts/renew-subscription';
import { cartInput } from '@/lib/domain/inputs/cart-input';
import { id } from '@/lib/domain/inputs/fields';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const cartsArgs = {
  saveCart: z.object({ cart: cartInput }),
  mergeGuestCarts: z.object({ carts: z.array(cartInput).max(4) }),
  renewSubscription: z.object({ suborderId: id }),
};

export const cartsResolvers = {
  Query: {
    getCarts: (_, __, ctx) => getCarts(ctx.viewer),
  },
  Mutation: {
    saveCart: (_, args, ctx) => saveCart(ctx.viewer, parseArgs(cartsArgs.saveCart, args).cart),
    mergeGuestCarts: (_, args, ctx) => mergeGuestCarts(ctx.viewer, parseArgs(cartsArgs.mergeGuestCarts, args).carts),
    renewSubscription: (_, args, ctx) => renewSubscription(ctx.viewer, parseArgs(cartsArgs.renewSubscription, args).suborderId),
  },
  Cart: {
    // The spec's names for the charges (the order's columns inside: lib/domain/charges.ts).
    chargesData: ({ charges: c }) => ({
      subTotal: c.subtotal,
      sGST: c.sgst,
      cGST: c.cgst,
      iGST: c.igst,
      deliveryCharges: c.deliveryCharge,
      perDeliveryCharge: c.perDeliveryCharge,
      total: c.totalPrice,
      totalNumberOfItem: c.itemCount,
    }),
  },
} satisfies Resolvers;
