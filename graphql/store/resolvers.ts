import 'server-only';
import { getStore } from '@/lib/store/get-store';
import { setStoreStatus } from '@/lib/store/set-store-status';
import { storeStatusInput } from '@/lib/domain/inputs/store-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const storeArgs = {
  setStoreStatus: storeStatusInput,
};

export const storeResolvers = {
  Query: {
    getStore: () => getStore(),
  },
  Mutation: {
    setStoreStatus: (_, args, ctx) => setStoreStatus(ctx.viewer, parseArgs(storeArgs.setStoreStatus, args)),
  },
} satisfies Resolvers;
