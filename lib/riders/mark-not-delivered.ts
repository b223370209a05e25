// markNotDelivered: the rider (or an admin) could not hand a drop over: why, a note, and a photo of
// the door if they took one. The drop (and the rest of its stop) waits in the owner's missed queue
// (getMissedDeliveries) until resolved; the customer is told once the undo time has passed.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudits } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { dateToDay } from '@/lib/domain/calendar';
import { NOT_DELIVERED_REASON_FOR_CUSTOMER, type NotDeliveredReason } from '@/lib/domain/drops';
import { roadActions, UNDO_SECONDS, whyNot } from '@/lib/domain/delivery-actions';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { roadFactsOf } from './drop-row';
import { findDropFor, lockStop } from './lock-stop';
import { checkDropPhoto } from './drop-photo';
import { getDeliveryView } from './get-delivery-view';

export async function markNotDelivered(viewer: Viewer | null, input: { deliveryId: string; reason: NotDeliveredReason; note?: string | null; photoId?: string | null }) {
  const v = requireViewer(viewer);
  const found = await findDropFor(v, input.deliveryId);
  if (input.photoId) await checkDropPhoto(v, input.photoId);
  const now = clock().now();

  await db.$transaction(async (tx) => {
    const { drop, others } = await lockStop(tx, found);
    const why = whyNot(roadActions(roadFactsOf(drop), v, now).notDeliver);
    if (why) throw badInput(why, 'deliveryId');
    const stop = [drop, ...others.filter((o) => roadActions(roadFactsOf(o), v, now).notDeliver.allowed)];
    await tx.delivery.updateMany({
      where: { id: { in: stop.map((d) => d.id) } },
      data: { failedAt: now, failedById: v.id, failureReason: input.reason, failureNote: input.note ?? null, failurePhotoId: input.photoId ?? null },
    });
    for (const d of stop) {
      await notify(tx, {
        userId: d.suborder.order.userId,
        kind: 'DELIVERY_MISSED',
        facts: { orderNumber: d.suborder.order.orderNumber, day: dateToDay(d.deliveryDate), missedReason: NOT_DELIVERED_REASON_FOR_CUSTOMER[input.reason] },
        orderId: d.suborder.orderId,
        dedupeKey: dedupeKeys.deliveryMissed(d.id, now),
        sendAfterSeconds: UNDO_SECONDS + 5,
      });
    }
    await recordAudits(
      tx,
      v,
      stop.map((d) => ({
        action: 'markNotDelivered',
        entity: 'Delivery',
        entityId: d.id,
        subjectUserId: d.suborder.order.userId,
        data: { reason: input.reason, note: input.note ?? null, photoId: input.photoId ?? null, riderId: d.riderId },
      })),
    );
  });
  return getDeliveryView(input.deliveryId);
}
