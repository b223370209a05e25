import 'server-only';
import { clock } from '@/lib/clock';
import type { StoreStatus } from '@/lib/domain/store-status';
import { readStoreStatus } from './read-store-status';

/** getStore: whether the store takes orders, its message while closed, and its upcoming closed dates. Anyone may read it. */
export async function getStore(): Promise<StoreStatus> {
  return readStoreStatus(clock().now());
}
