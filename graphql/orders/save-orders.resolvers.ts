import 'server-only';
import { placeOrder } from '@/lib/orders/place-order';
import { getOrder } from '@/lib/orders/get-order';
import { saveOrdersInput } from '@/lib/domain/inputs/order-input';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const saveOrdersArgs = { saveOrders: saveOrdersInput };

export const saveOrdersResolvers = {
  Mutation: {
    saveOrders: async (_: unknown, raw: unknown, ctx: GraphQLContext) => {
      const input = parseArgs(saveOrdersArgs.saveOrders, raw);
      const { orderNumber, replayed } = await placeOrder(ctx.viewer, input);
      return {
        statusCode: replayed ? 200 : 201,
        message: replayed ? 'Order already placed' : 'Order placed',
        data: await getOrder(ctx.viewer, orderNumber),
      };
    },
  },
};
