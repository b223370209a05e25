import 'server-only';
import { placeOrder } from '@/lib/orders/place-order';
import { getOrder } from '@/lib/orders/get-order';
import { saveOrdersInput } from '@/lib/domain/inputs/order-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

export const saveOrdersArgs = { saveOrders: saveOrdersInput };

export const saveOrdersResolvers = {
  Mutation: {
    saveOrders: async (_, raw, ctx) => {
      const input = parseArgs(saveOrdersArgs.saveOrders, raw);
      const { orderNumber, replayed } = await placeOrder(ctx.viewer, input);
      const data = await getOrder(ctx.viewer, orderNumber);
      return statusMessage({ message: replayed ? 'Order already placed' : 'Order placed', data }, replayed ? 200 : 201);
    },
  },
} satisfies Resolvers;
