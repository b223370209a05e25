import 'server-only';
import { z } from 'zod';
import { getCarts } from '@/lib/carts/get-carts';
import { saveCart } from '@/lib/carts/save-cart';
import { mergeGuestCarts } from '@/lib/carts/merge-guest-carts';
import { renewSubscription } from '@/lib/carts/renew-subscription';
import { cartInput } from '@/lib/domain/inputs/cart-input';
import { id } from '@/lib/domain/inputs/fields';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const cartsArgs = {
  saveCart: z.object({ cart: cartInput }),
  mergeGuestCarts: z.object({ carts: z.array(cartInput).max(4) }),
  renewSubscription: z.object({ suborderId: id }),
};

export const cartsResolvers = {
  Query: {
    getCarts: (_: unknown, __: unknown, ctx: GraphQLContext) => getCarts(ctx.viewer),
  },
  Mutation: {
    saveCart: (_: unknown, args: unknown, ctx: GraphQLContext) => saveCart(ctx.viewer, parseArgs(cartsArgs.saveCart, args).cart),
    mergeGuestCarts: (_: unknown, args: unknown, ctx: GraphQLContext) => mergeGuestCarts(ctx.viewer, parseArgs(cartsArgs.mergeGuestCarts, args).carts),
    renewSubscription: (_: unknown, args: unknown, ctx: GraphQLContext) => renewSubscription(ctx.viewer, parseArgs(cartsArgs.renewSubscription, args).suborderId),
  },
};
