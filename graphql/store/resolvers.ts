import 'server-only';
import { getStore } from '@/lib/store/get-store';
import { setStoreStatus } from '@/lib/store/set-store-status';
import { deliveryAreaRequestInput, storeStatusInput } from '@/lib/domain/inputs/store-input';
import { countDeliveryAreaRequests, requestDeliveryArea } from '@/lib/store/delivery-area-requests';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const storeArgs = {
  setStoreStatus: storeStatusInput,
  requestDeliveryArea: deliveryAreaRequestInput,
};

export const storeResolvers = {
  Query: {
    getStore: () => getStore(),
    getDeliveryAreaRequests: async (_, __, ctx) => (await countDeliveryAreaRequests(ctx.viewer)).map((r) => ({ ...r, latestAt: r.latestAt.toISOString() })),
  },
  Mutation: {
    setStoreStatus: (_, args, ctx) => setStoreStatus(ctx.viewer, parseArgs(storeArgs.setStoreStatus, args)),
    requestDeliveryArea: (_, args, ctx) => requestDeliveryArea(parseArgs(storeArgs.requestDeliveryArea, args), ctx.ip),
  },
} satisfies Resolvers;
