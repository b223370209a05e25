import 'server-only';
import { z } from 'zod';
import { updatePaymentScreenshot } from '@/lib/payments/update-payment-screenshot';
import { submitPaymentProof } from '@/lib/payments/submit-payment-proof';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { rejectPayment } from '@/lib/payments/reject-payment';
import { extendPaymentDeadline } from '@/lib/payments/extend-payment-deadline';
import { extendPaymentDeadlineInput } from '@/lib/domain/inputs/notification-input';
import { submitPaymentProofInput, updatePaymentScreenshotInput } from '@/lib/domain/inputs/payment-input';
import { id, requiredText } from '@/lib/domain/inputs/fields';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

export const paymentsArgs = {
  updatePaymentScreenshot: updatePaymentScreenshotInput,
  submitPaymentProof: submitPaymentProofInput,
  confirmPayment: z.object({ orderId: id }),
  rejectPayment: z.object({ orderId: id, reason: requiredText('reason for rejecting the payment', MAX_REJECTION_REASON) }),
  extendPaymentDeadline: extendPaymentDeadlineInput,
};

// The services answer what they did; the API's { statusCode, message } envelope is built here.
const done = (message: string) => statusMessage({ message });

export const paymentsResolvers = {
  Mutation: {
    updatePaymentScreenshot: (_, args, ctx) => updatePaymentScreenshot(ctx.viewer, parseArgs(paymentsArgs.updatePaymentScreenshot, args)),
    submitPaymentProof: (_, args, ctx) => submitPaymentProof(ctx.viewer, parseArgs(paymentsArgs.submitPaymentProof, args)),
    confirmPayment: async (_, args, ctx) => {
      await confirmPayment(ctx.viewer, parseArgs(paymentsArgs.confirmPayment, args).orderId);
      return done('Payment confirmed');
    },
    rejectPayment: async (_, args, ctx) => {
      const a = parseArgs(paymentsArgs.rejectPayment, args);
      const rejected = await rejectPayment(ctx.viewer, a.orderId, a.reason);
      return done(`Payment of ${rejected.orderNumber} rejected; the customer has been told why`);
    },
    extendPaymentDeadline: (_, args, ctx) => {
      const a = parseArgs(paymentsArgs.extendPaymentDeadline, args);
      return extendPaymentDeadline(ctx.viewer, a.orderId, a.hours);
    },
  },
} satisfies Resolvers;
