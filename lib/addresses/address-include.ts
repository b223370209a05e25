// The one shape every address read returns: the row with its photo, so `Address.image` resolves
// without a query per address.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { SavedAddress } from '@/lib/domain/address-snapshot';

export const addressInclude = { image: { select: { id: true, storageKey: true } } } as const;

/** A saved address as every read returns it. */
export type AddressRecord = Prisma.AddressGetPayload<{ include: typeof addressInclude }>;

/** What the API's Address is made from: a saved address, or the copy an order keeps (no photo, no dates). */
export type AddressOrCopy = AddressRecord | SavedAddress;
