import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { OrderStatus } from '@/lib/domain/order-status';
import { changeDeliveriesStatus, loadDeliveryTargets } from './change-deliveries-status';
import type { StatusChange } from './update-order-status';

/**
 * An admin changes one delivery (a single date of a suborder), by the same transition table. When
 * that leaves every delivery of the suborder final, the suborder follows (suborderStatusAfterDeliveries),
 * and a suborder cancelled that way can cancel the payment like updateOrderStatus does. The locks,
 * checks and roll-ups are change-deliveries-status.ts, shared with updateDeliveriesStatus.
 */
export async function updateDeliveryStatus(viewer: Viewer | null, deliveryId: string, status: OrderStatus): Promise<StatusChange> {
  const v = requireAdmin(viewer);
  const targets = await loadDeliveryTargets(db, [deliveryId]);

  const { rolledUp } = await db.$transaction((tx) =>
    changeDeliveriesStatus(tx, v, targets, status, { action: 'updateDeliveryStatus', refuse: (_target, why) => badInput(why, 'status') }),
  );
  const message = `Delivery status updated to ${status}`;
  const [suborder] = rolledUp;
  return { message: suborder ? `${message}; ${suborder.suborderNo} is now ${suborder.to}` : message };
}
