import 'server-only';
import { listRefunds } from '@/lib/refunds/list-refunds';
import { markRefundPaid } from '@/lib/refunds/mark-refund-paid';
import { getRefundsInput, markRefundPaidInput } from '@/lib/domain/inputs/wallet-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const refundsArgs = { getRefunds: getRefundsInput, markRefundPaid: markRefundPaidInput };

export const refundsResolvers = {
  Query: {
    getRefunds: (_, args, ctx) => listRefunds(ctx.viewer, parseArgs(refundsArgs.getRefunds, args)),
  },
  Mutation: {
    markRefundPaid: (_, args, ctx) => markRefundPaid(ctx.viewer, parseArgs(refundsArgs.markRefundPaid, args)),
  },
} satisfies Resolvers;
