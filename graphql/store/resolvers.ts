import 'server-only';
import { getStore } from '@/lib/store/get-store';
import { setStoreStatus } from '@/lib/store/set-store-status';
import { countDeliveryAreaRequests, requestDeliveryArea } from '@/lib/store/delivery-area-requests';
import { closeDatesInput, deliveryAreaRequestInput, storeStatusInput } from '@/lib/domain/inputs/store-input';
import { closeDates } from '@/lib/store/close-dates';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const storeArgs = {
  setStoreStatus: storeStatusInput,
  requestDeliveryArea: deliveryAreaRequestInput,
  closeDates: closeDatesInput,
};

export const storeResolvers = {
  Query: {
    getStore: () => getStore(),
    getDeliveryAreaRequests: async (_, __, ctx) => (await countDeliveryAreaRequests(ctx.viewer)).map((r) => ({ ...r, latestAt: r.latestAt.toISOString() })),
  },
  Mutation: {
    setStoreStatus: (_, args, ctx) => setStoreStatus(ctx.viewer, parseArgs(storeArgs.setStoreStatus, args)),
    requestDeliveryArea: (_, args, ctx) => requestDeliveryArea(parseArgs(storeArgs.requestDeliveryArea, args), ctx.ip),
    closeDates: (_, args, ctx) => closeDates(ctx.viewer, parseArgs(storeArgs.closeDates, args)),
  },
} satisfies Resolvers;
