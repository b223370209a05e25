import 'server-only';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';

/**
 * Carts always belong to the person at the keyboard: an admin ordering for a customer fills their
 * own carts, and the order is placed for the selected customer.
 */
export function cartOwnerId(viewer: Viewer | null): string {
  return requireViewer(viewer).id;
}
