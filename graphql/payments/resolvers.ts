import 'server-only';
import { z } from 'zod';
import { updatePaymentScreenshot } from '@/lib/payments/update-payment-screenshot';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';
import { id } from '@/lib/domain/inputs/fields';

export const paymentsArgs = {
  updatePaymentScreenshot: z.object({ order: id, screenshot: id }),
};

export const paymentsResolvers = {
  Mutation: {
    updatePaymentScreenshot: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      updatePaymentScreenshot(ctx.viewer, parseArgs(paymentsArgs.updatePaymentScreenshot, args)),
  },
};
