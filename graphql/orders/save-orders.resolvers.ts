import { z } from 'zod';
import { placeOrder } from '@/lib/orders/place-order';
import { getOrder } from '@/lib/orders/get-order';
import { isIsoDay } from '@/lib/domain/dates';
import type { GraphQLContext } from '../context';
import { parseArgs, id } from '../validate';

const money = z.number().int().min(0).max(100_000_000);
const ref = z.object({ id });

const suborder = z.object({
  totalPrice: money,
  subtotal: money,
  deliveryCharge: money,
  location: ref,
  deliveries: z.array(z.object({ deliveryDate: z.string().refine(isIsoDay, 'must be a date (YYYY-MM-DD)') })).min(1, 'Please choose at least one delivery date.').max(366),
  category: ref,
  dropNote: z.string().max(300).nullish(),
  repeatType: z.enum(['NONE', 'WEEKLY', 'DAILY', 'CUSTOM']),
  repeatInfo: z.string().max(100),
  items: z
    .array(
      z.object({
        name: z.string().max(200).nullish(),
        price: money.nullish(),
        menuItem: ref,
        unitType: z.enum(['GRAMS', 'ML', 'PIECES']).nullish(),
        specialInstructions: z.string().max(300).nullish(),
        variants: z.array(z.object({ price: money, quantity: z.number().int(), unit: z.number().int().nullish(), itemVariant: ref })).min(1).max(20),
      }),
    )
    .max(50),
});

const args = z.object({
  orders: z.array(suborder).max(4),
  idempotencyKey: z.string().trim().min(8, 'idempotencyKey must be at least 8 characters').max(100),
  userId: id.nullish(),
});

export const saveOrdersResolvers = {
  Mutation: {
    saveOrders: async (_: unknown, raw: unknown, ctx: GraphQLContext) => {
      const input = parseArgs(args, raw);
      const { orderNumber, replayed } = await placeOrder(ctx.viewer, input);
      return {
        statusCode: replayed ? 200 : 201,
        message: replayed ? 'Order already placed' : 'Order placed',
        data: await getOrder(ctx.viewer, orderNumber),
      };
    },
  },
};
