import 'server-only';
import { getStore } from '@/lib/store/get-store';
import { setStoreStatus } from '@/lib/store/set-store-status';
import { closeDatesInput, storeStatusInput } from '@/lib/domain/inputs/store-input';
import { closeDates } from '@/lib/store/close-dates';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const storeArgs = {
  setStoreStatus: storeStatusInput,
  closeDates: closeDatesInput,
};

export const storeResolvers = {
  Query: {
    getStore: () => getStore(),
  },
  Mutation: {
    setStoreStatus: (_, args, ctx) => setStoreStatus(ctx.viewer, parseArgs(storeArgs.setStoreStatus, args)),
    closeDates: (_, args, ctx) => closeDates(ctx.viewer, parseArgs(storeArgs.closeDates, args)),
  },
} satisfies Resolvers;
