import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/calendar';
import type { OrderStatus } from '@/lib/domain/order-status';
import { changeDeliveriesStatus, loadDeliveryTargets } from './change-deliveries-status';
import type { StatusChange } from './update-order-status';

/** `updated`: how many deliveries changed (all that were asked for). */
export type DeliveriesStatusChange = StatusChange & { updated: number };

// 300 deliveries a day is the kitchen's size; a selection is one day's route at most.
export const MAX_DELIVERIES_PER_UPDATE = 500;

/**
 * An admin moves the deliveries selected on the dispatch page to `status` in one step: all of them
 * or, when one may not move (the transition table), none, with the first refused one named. Each
 * delivery is audited and its customer messaged (change-deliveries-status.ts), in the same transaction.
 */
export async function updateDeliveriesStatus(viewer: Viewer | null, deliveryIds: readonly string[], status: OrderStatus): Promise<DeliveriesStatusChange> {
  const v = requireAdmin(viewer);
  const ids = [...new Set(deliveryIds)];
  if (ids.length === 0) throw badInput('Choose at least one delivery.', 'deliveryIds');
  if (ids.length > MAX_DELIVERIES_PER_UPDATE) throw badInput(`Choose at most ${MAX_DELIVERIES_PER_UPDATE} deliveries at a time.`, 'deliveryIds');
  const targets = await loadDeliveryTargets(db, ids);

  const { changed, rolledUp } = await db.$transaction(
    async (tx) => {
      return changeDeliveriesStatus(tx, v, targets, status, {
        action: 'updateDeliveriesStatus',
        refuse: (t, why) => badInput(`Nothing was changed: delivery ${t.suborderNo} on ${formatDay(t.deliveryDate)} cannot be marked ${status}. ${why}`, 'deliveryIds', { deliveryId: t.id }),
      });
    },
    // A full day's route is a few hundred small writes: more than the 5 s default allows on a busy server.
    { timeout: 60_000, maxWait: 10_000 },
  );

  const n = changed.length;
  const finished = rolledUp.length ? `; ${rolledUp.map((s) => `${s.suborderNo} is now ${s.to}`).join(', ')}` : '';
  return { message: `${n} ${n === 1 ? 'delivery' : 'deliveries'} updated to ${status}${finished}`, updated: n };
}
