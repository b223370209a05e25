import 'server-only';
import { getStore } from '@/lib/store/get-store';
import { setStoreStatus } from '@/lib/store/set-store-status';
import { storeStatusInput } from '@/lib/domain/inputs/store-input';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const storeArgs = {
  setStoreStatus: storeStatusInput,
};

export const storeResolvers = {
  Query: {
    getStore: () => getStore(),
  },
  Mutation: {
    setStoreStatus: (_: unknown, args: unknown, ctx: GraphQLContext) => setStoreStatus(ctx.viewer, parseArgs(storeArgs.setStoreStatus, args)),
  },
};
