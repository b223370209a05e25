import 'server-only';
import { db } from '@/lib/database/db';
import type { LocationInput } from '@/lib/domain/inputs/address-input';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { getConfigMap } from '@/lib/config/get-configurations';
import { parsePincodes } from '@/lib/domain/pincodes';
import { followAddressEdit } from '@/lib/orders/follow-address-edit';
import { writeAddress } from './write-address';

export { MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE } from './write-address';

/**
 * Adds an address, or updates one when `id` is given (addOrUpdateUserLocation). The owner or an
 * admin only. Any Indian PIN may be saved (treats go everywhere); whether meals can go there is
 * checked when ordering. An edit leaves the deliveries using the address on the copy they have,
 * unless `moveComingDeliveries` (the customer said yes): then those still before their cutoff take
 * the edited address, in the same transaction (lib/orders/follow-address-edit.ts).
 */
export async function saveAddress(viewer: Viewer | null, input: LocationInput, opts: { moveComingDeliveries?: boolean } = {}) {
  const v = requireViewer(viewer);
  const follow = !!input.id && !!opts.moveComingDeliveries;
  const servicePins = follow ? parsePincodes((await getConfigMap()).pincodes) : new Set<string>();
  return db.$transaction(async (tx) => {
    const address = await writeAddress(tx, v, input);
    if (follow) await followAddressEdit(tx, v, address, servicePins, 'moveComingDeliveries');
    return address;
  });
}
