import 'server-only';
import { z } from 'zod';
import { updatePaymentScreenshot } from '@/lib/payments/update-payment-screenshot';
import { extendPaymentDeadline } from '@/lib/orders/extend-payment-deadline';
import { extendPaymentDeadlineInput } from '@/lib/domain/inputs/notification-input';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';
import { id } from '@/lib/domain/inputs/fields';

export const paymentsArgs = {
  updatePaymentScreenshot: z.object({ order: id, screenshot: id }),
  extendPaymentDeadline: extendPaymentDeadlineInput,
};

export const paymentsResolvers = {
  Mutation: {
    updatePaymentScreenshot: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      updatePaymentScreenshot(ctx.viewer, parseArgs(paymentsArgs.updatePaymentScreenshot, args)),
    extendPaymentDeadline: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(paymentsArgs.extendPaymentDeadline, args);
      return extendPaymentDeadline(ctx.viewer, a.orderId, a.hours);
    },
  },
};
