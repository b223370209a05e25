import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { getConfigMap } from '@/lib/config/get-configurations';
import { deliveryPinError, parsePincodes } from '@/lib/domain/pincodes';
import type { CategoryCode } from '@/lib/domain/categories';
import type { Address, Prisma } from '@/lib/generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'address'>;

/**
 * For carts and orders: the address must be `userId`'s own, not removed, and `kind` must be
 * deliverable to its PIN (meals and add-ons only inside the configured PINs, treats anywhere).
 * Returns the address row. Pass `tx` to read it inside the caller's transaction.
 */
export async function assertAddressServes(
  userId: string,
  addressId: string,
  kind: CategoryCode,
  // servicePins: callers inside a transaction pass the PIN list they already read, so this never
  // takes a second pool connection while the transaction holds one (a deadlock under load).
  opts: { tx?: Reader; field?: string; servicePins?: string } = {},
) {
  const address = await (opts.tx ?? db).address.findUnique({ where: { id: addressId } });
  return addressServes(address, userId, kind, { field: opts.field, servicePins: opts.servicePins ?? (await getConfigMap()).pincodes });
}

// Someone else's address reads as one that does not exist, as every other record does.
function addressOf(address: Address | null, userId: string): Address {
  if (!address || address.deletedAt || address.userId !== userId) throw notFound('Address');
  return address;
}

/** assertAddressServes on an address row already read (null: no such address), with the PIN list. */
export function addressServes(address: Address | null, userId: string, kind: CategoryCode, opts: { field?: string; servicePins: string }): Address {
  const own = addressOf(address, userId);
  const message = deliveryPinError(kind, own.zipCode, parsePincodes(opts.servicePins));
  if (message) throw badInput(message, opts.field ?? 'addressId');
  return own;
}
