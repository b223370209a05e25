import 'server-only';
import { z } from 'zod';
import { updatePaymentScreenshot } from '@/lib/payments/update-payment-screenshot';
import { rejectPayment } from '@/lib/payments/reject-payment';
import { extendPaymentDeadline } from '@/lib/orders/extend-payment-deadline';
import { extendPaymentDeadlineInput } from '@/lib/domain/inputs/notification-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { id, requiredText } from '@/lib/domain/inputs/fields';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';

export const paymentsArgs = {
  updatePaymentScreenshot: z.object({ order: id, screenshot: id }),
  rejectPayment: z.object({ orderId: id, reason: requiredText('reason for rejecting the payment', MAX_REJECTION_REASON) }),
  extendPaymentDeadline: extendPaymentDeadlineInput,
};

export const paymentsResolvers = {
  Mutation: {
    updatePaymentScreenshot: (_, args, ctx) =>
      updatePaymentScreenshot(ctx.viewer, parseArgs(paymentsArgs.updatePaymentScreenshot, args)),
    rejectPayment: (_, args, ctx) => {
      const a = parseArgs(paymentsArgs.rejectPayment, args);
      return rejectPayment(ctx.viewer, a.orderId, a.reason);
    },
    extendPaymentDeadline: (_, args, ctx) => {
      const a = parseArgs(paymentsArgs.extendPaymentDeadline, args);
      return extendPaymentDeadline(ctx.viewer, a.orderId, a.hours);
    },
  },
} satisfies Resolvers;
