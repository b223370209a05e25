import { z } from 'zod';
import { updatePaymentScreenshot } from '@/lib/payments/update-payment-screenshot';
import type { GraphQLContext } from '../context';
import { id, parseArgs } from '../validate';

const updatePaymentScreenshotArgs = z.object({
  order: id,
  screenshot: id,
});

export const paymentsResolvers = {
  Mutation: {
    updatePaymentScreenshot: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      updatePaymentScreenshot(ctx.viewer, parseArgs(updatePaymentScreenshotArgs, args)),
  },
};
