import 'server-only';
import { z } from 'zod';
import { updatePaymentScreenshot } from '@/lib/payments/update-payment-screenshot';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { rejectPayment } from '@/lib/payments/reject-payment';
import { extendPaymentDeadline } from '@/lib/payments/extend-payment-deadline';
import { extendPaymentDeadlineInput } from '@/lib/domain/inputs/notification-input';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';
import { id, requiredText } from '@/lib/domain/inputs/fields';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';

export const paymentsArgs = {
  updatePaymentScreenshot: z.object({ order: id, screenshot: id }),
  confirmPayment: z.object({ orderId: id }),
  rejectPayment: z.object({ orderId: id, reason: requiredText('reason for rejecting the payment', MAX_REJECTION_REASON) }),
  extendPaymentDeadline: extendPaymentDeadlineInput,
};

export const paymentsResolvers = {
  Mutation: {
    updatePaymentScreenshot: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      updatePaymentScreenshot(ctx.viewer, parseArgs(paymentsArgs.updatePaymentScreenshot, args)),
    confirmPayment: (_: unknown, args: unknown, ctx: GraphQLContext) => confirmPayment(ctx.viewer, parseArgs(paymentsArgs.confirmPayment, args).orderId),
    rejectPayment: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(paymentsArgs.rejectPayment, args);
      return rejectPayment(ctx.viewer, a.orderId, a.reason);
    },
    extendPaymentDeadline: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(paymentsArgs.extendPaymentDeadline, args);
      return extendPaymentDeadline(ctx.viewer, a.orderId, a.hours);
    },
  },
};
