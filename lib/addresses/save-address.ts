import 'server-only';
import { db } from '@/lib/database/db';
import type { LocationInput } from '@/lib/domain/inputs/address-input';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { writeAddress } from './write-address';

export { MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE } from './write-address';

/**
 * Adds an address, or updates one when `id` is given (addOrUpdateUserLocation). The owner or an
 * admin only. Any Indian PIN may be saved (treats go everywhere); whether meals can go there is
 * checked when ordering.
 */
export async function saveAddress(viewer: Viewer | null, input: LocationInput) {
  const v = requireViewer(viewer);
  return db.$transaction((tx) => writeAddress(tx, v, input));
}
