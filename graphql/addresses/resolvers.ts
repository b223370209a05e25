import { z } from 'zod';
import { saveAddress } from '@/lib/addresses/save-address';
import { listAddresses } from '@/lib/addresses/list-addresses';
import { removeAddress } from '@/lib/addresses/remove-address';
import { INVALID_PIN_MESSAGE, isValidIndianPin } from '@/lib/domain/pincodes';
import { uploadUrl } from '@/lib/uploads/storage-key';
import type { GraphQLContext } from '../context';
import { parseArgs, id } from '../validate';

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

// '' from an emptied form field means "none"; an omitted field is left as it is on update.
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .nullish()
    .transform((s) => (s === undefined ? undefined : s || null));

export const locationInput = z
  .object({
    id: id.nullish(),
    title: required('title', 40),
    lineOne: required('first address line', 120),
    linetwo: optional('second address line', 120),
    city: required('city', 60),
    state: required('state', 60),
    zipCode: z.string({ error: INVALID_PIN_MESSAGE }).trim().refine(isValidIndianPin, INVALID_PIN_MESSAGE),
    latitude: z.number().min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.').nullish(),
    longitude: z.number().min(-180, 'Longitude must be between -180 and 180.').max(180, 'Longitude must be between -180 and 180.').nullish(),
    dropNote: optional('drop note', 300),
    image: id.nullish(),
    userId: id.nullish(),
  })
  .refine((l) => (l.latitude == null) === (l.longitude == null), {
    message: 'Give both latitude and longitude, or neither.',
    path: ['longitude'],
  });

type AddressRow = { createdAt?: Date | string | null; image?: { id: string; storageKey?: string; url?: string } | null };

export const addressesResolvers = {
  Query: {
    getUserLocations: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      listAddresses(ctx.viewer, parseArgs(z.object({ userId: id }), args).userId),
  },
  Mutation: {
    addOrUpdateUserLocation: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      saveAddress(ctx.viewer, parseArgs(z.object({ location: locationInput }), args).location),
    removeUserLocation: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      removeAddress(ctx.viewer, parseArgs(z.object({ id }), args).id),
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
