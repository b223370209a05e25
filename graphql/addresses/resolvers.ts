import 'server-only';
import { z } from 'zod';
import { saveAddress } from '@/lib/addresses/save-address';
import { listAddresses } from '@/lib/addresses/list-addresses';
import { removeAddress } from '@/lib/addresses/remove-address';
import { id } from '@/lib/domain/inputs/fields';
import { locationInput } from '@/lib/domain/inputs/address-input';
import { uploadUrl } from '@/lib/uploads/storage-key';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const addressesArgs = {
  getUserLocations: z.object({ userId: id }),
  addOrUpdateUserLocation: z.object({ location: locationInput }),
  removeUserLocation: z.object({ id }),
};

type AddressRow = { createdAt?: Date | string | null; image?: { id: string; storageKey?: string; url?: string } | null };

export const addressesResolvers = {
  Query: {
    getUserLocations: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      listAddresses(ctx.viewer, parseArgs(addressesArgs.getUserLocations, args).userId),
  },
  Mutation: {
    addOrUpdateUserLocation: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      saveAddress(ctx.viewer, parseArgs(addressesArgs.addOrUpdateUserLocation, args).location),
    removeUserLocation: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      removeAddress(ctx.viewer, parseArgs(addressesArgs.removeUserLocation, args).id),
  },
  // Also serves User.address and an order's location snapshot (a JSON copy, dates as strings).
  Address: {
    createdAt: (a: AddressRow) => (a.createdAt instanceof Date ? a.createdAt.toISOString() : (a.createdAt ?? null)),
    image: (a: AddressRow) => {
      if (!a.image) return null;
      if (a.image.storageKey) return { id: a.image.id, url: uploadUrl(a.image.storageKey) };
      return { id: a.image.id, url: a.image.url ?? null };
    },
  },
};
