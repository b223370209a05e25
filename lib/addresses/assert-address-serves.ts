import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { getConfigMap } from '@/lib/config/get-configurations';
import { deliveryPinError, parsePincodes } from '@/lib/domain/pincodes';
import type { CategoryCode } from '@/lib/domain/categories';
import type { Prisma } from '@/lib/generated/prisma/client';

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
  const field = opts.field ?? 'addressId';
  const address = await (opts.tx ?? db).address.findUnique({ where: { id: addressId } });
  // Someone else's address reads as one that does not exist, as every other record does.
  if (!address || address.deletedAt || address.userId !== userId) throw notFound('Address');
  const message = deliveryPinError(kind, address.zipCode, parsePincodes(opts.servicePins ?? (await getConfigMap()).pincodes));
  if (message) throw badInput(message, field);
  return address;
}
