import 'server-only';
import { z } from 'zod';
import { saveAddress } from '@/lib/addresses/save-address';
import { listAddresses } from '@/lib/addresses/list-addresses';
import { removeAddress } from '@/lib/addresses/remove-address';
import { setDefaultAddress } from '@/lib/addresses/set-default-address';
import { countComingDeliveries } from '@/lib/addresses/count-coming-deliveries';
import { id } from '@/lib/domain/inputs/fields';
import { locationInput } from '@/lib/domain/inputs/address-input';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { stateByName } from '@/lib/domain/gst-states';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const addressesArgs = {
  getUserLocations: z.object({ userId: id }),
  addOrUpdateUserLocation: z.object({ location: locationInput, moveComingDeliveries: z.boolean().nullish() }),
  removeUserLocation: z.object({ id }),
  setDefaultAddress: z.object({ id }),
};

export const addressesResolvers = {
  Query: {
    getUserLocations: (_, args, ctx) => listAddresses(ctx.viewer, parseArgs(addressesArgs.getUserLocations, args).userId),
  },
  Mutation: {
    addOrUpdateUserLocation: (_, args, ctx) => {
      const a = parseArgs(addressesArgs.addOrUpdateUserLocation, args);
      return saveAddress(ctx.viewer, a.location, { moveComingDeliveries: a.moveComingDeliveries ?? false });
    },
    removeUserLocation: (_, args, ctx) => removeAddress(ctx.viewer, parseArgs(addressesArgs.removeUserLocation, args).id),
    setDefaultAddress: (_, args, ctx) => setDefaultAddress(ctx.viewer, parseArgs(addressesArgs.setDefaultAddress, args).id),
  },
  // Also serves User.address, a cart's address and an order's copy (which has no photo or dates).
  Address: {
    // An order's copy is never anyone's default.
    isDefault: (a) => ('isDefault' in a ? a.isDefault : false),
    createdAt: (a) => ('createdAt' in a ? a.createdAt.toISOString() : null),
    image: (a) => ('image' in a && a.image ? { id: a.image.id, url: uploadUrl(a.image.storageKey) } : null),
    // An order's copy of an address keeps the state's name only.
    stateCode: (a) => ('stateCode' in a ? a.stateCode : (stateByName(a.state)?.code ?? null)),
    // Only a saved address (it has dates) is used by deliveries; it reaches only its owner or an admin.
    comingDeliveries: (a, _, ctx) => ('createdAt' in a ? countComingDeliveries(ctx.viewer, a.id) : null),
  },
} satisfies Resolvers;
