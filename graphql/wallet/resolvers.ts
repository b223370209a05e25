import 'server-only';
import { getWallet } from '@/lib/wallet/get-wallet';
import { giveWalletCredit } from '@/lib/wallet/give-wallet-credit';
import { listMyTopUps, topUpWallet } from '@/lib/wallet/top-up-wallet';
import { confirmTopUp, listTopUpsToReview } from '@/lib/wallet/confirm-top-up';
import { confirmTopUpInput, getWalletInput, giveWalletCreditInput, payOutWalletInput, topUpWalletInput } from '@/lib/domain/inputs/wallet-input';
import { payOutWallet } from '@/lib/wallet/pay-out-wallet';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

export const walletArgs = {
  getWallet: getWalletInput,
  topUpWallet: topUpWalletInput,
  confirmTopUp: confirmTopUpInput,
  giveWalletCredit: giveWalletCreditInput,
  payOutWallet: payOutWalletInput,
};

export const walletResolvers = {
  Query: {
    getWallet: (_, args, ctx) => getWallet(ctx.viewer, parseArgs(walletArgs.getWallet, args).userId),
    getMyTopUps: (_, __, ctx) => listMyTopUps(ctx.viewer),
    getTopUpsToReview: async (_, __, ctx) =>
      (await listTopUpsToReview(ctx.viewer)).map((t) => ({ id: t.id, number: t.number, amount: t.amount, utr: t.utr, submittedAt: t.submittedAt, customerId: t.customer.id, phoneNumber: t.customer.phoneNumber })),
  },
  Mutation: {
    topUpWallet: (_, args, ctx) => topUpWallet(ctx.viewer, parseArgs(walletArgs.topUpWallet, args).amount),
    confirmTopUp: async (_, args, ctx) => {
      const r = await confirmTopUp(ctx.viewer, parseArgs(walletArgs.confirmTopUp, args).topUpId);
      return statusMessage({ message: r.message });
    },
    giveWalletCredit: (_, args, ctx) => giveWalletCredit(ctx.viewer, parseArgs(walletArgs.giveWalletCredit, args)),
    payOutWallet: (_, args, ctx) => payOutWallet(ctx.viewer, parseArgs(walletArgs.payOutWallet, args)),
  },
} satisfies Resolvers;
