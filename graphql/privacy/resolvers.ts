import 'server-only';
import { deleteMyAccount } from '@/lib/privacy/delete-my-account';
import { sessionClearCookies } from '@/lib/auth/session-token';
import { deleteMyAccountInput } from '@/lib/domain/inputs/privacy-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

export const privacyArgs = {
  deleteMyAccount: deleteMyAccountInput,
};

export const privacyResolvers = {
  Mutation: {
    deleteMyAccount: async (_, args, ctx) => {
      const result = await deleteMyAccount(ctx.viewer, parseArgs(privacyArgs.deleteMyAccount, args));
      // The sessions are gone from the database; this browser forgets its cookie too.
      ctx.setCookies.push(...sessionClearCookies());
      return statusMessage(result);
    },
  },
} satisfies Resolvers;
