// markDelivered: the rider (or an admin) hands a drop over, proved by the customer's 4-digit code or
// a photo, in one tap. The rest of its stop is handed over with it. A wrong code is refused and
// counted (five lock the code; a photo still works); the count is kept even though the call fails.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { AppError, badInput } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit, recordAudits } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { dateToDay } from '@/lib/domain/calendar';
import { roadActions, UNDO_SECONDS, whyNot, wrongCodeMessage } from '@/lib/domain/delivery-actions';
import type { ProofKind } from '@/lib/domain/drops';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { rollUpSuborder } from '@/lib/orders/roll-up-suborder';
import { roadFactsOf, type DropRow } from './drop-row';
import { findDropFor, lockStop } from './lock-stop';
import { checkDropPhoto } from './drop-photo';
import { getDeliveryView } from './get-delivery-view';

type Tx = Prisma.TransactionClient;

export async function markDelivered(viewer: Viewer | null, input: { deliveryId: string; code?: string | null; photoId?: string | null }) {
  const v = requireViewer(viewer);
  const found = await findDropFor(v, input.deliveryId);
  const proof: ProofKind = input.photoId ? 'PHOTO' : 'CODE';
  if (input.photoId) await checkDropPhoto(v, input.photoId);
  const now = clock().now();

  const outcome = await db.$transaction(async (tx) => {
    const { drop, others } = await lockStop(tx, found);
    const actions = roadActions(roadFactsOf(drop), v, now);
    const why = whyNot(proof === 'CODE' ? actions.deliverByCode : actions.deliver);
    if (why) return { error: badInput(why, proof === 'CODE' ? 'code' : 'photoId') };
    // the rest of the stop goes with it (the code is theirs too)
    const stop = [drop, ...others.filter((o) => roadActions(roadFactsOf(o), v, now).deliver.allowed)];
    if (proof === 'CODE') {
      if (!drop.deliveryCode) return { error: badInput('This delivery has no code: take a photo of the handover instead.', 'code') };
      if (input.code !== drop.deliveryCode) {
        // The stop shares its code, so it shares the count of wrong ones.
        await tx.delivery.updateMany({ where: { id: { in: stop.map((d) => d.id) } }, data: { codeTries: { increment: 1 } } });
        const tries = drop.codeTries + 1;
        await recordAudit(tx, v, { action: 'markDelivered', entity: 'Delivery', entityId: drop.id, subjectUserId: drop.suborder.order.userId, data: { wrongCode: true, tries } });
        return { error: badInput(wrongCodeMessage(tries), 'code') };
      }
    }
    await handOver(tx, v, stop, { proof, photoId: input.photoId ?? null, now });
    return { ok: true as const };
  });
  // A wrong code fails the call after its count was committed.
  if ('error' in outcome) throw outcome.error as AppError;
  return getDeliveryView(input.deliveryId);
}

/** Marks the stop's drops DELIVERED with their proof; the customer hears once the undo time has passed. */
async function handOver(tx: Tx, v: Viewer, stop: DropRow[], { proof, photoId, now }: { proof: ProofKind; photoId: string | null; now: Date }): Promise<void> {
  await tx.delivery.updateMany({
    where: { id: { in: stop.map((d) => d.id) } },
    data: {
      status: 'DELIVERED',
      deliveredAt: now,
      deliveredById: v.id,
      proofKind: proof,
      proofPhotoId: photoId,
      // a drop missed earlier and delivered after all is no longer missed
      failedAt: null,
      failedById: null,
      failureReason: null,
      failureNote: null,
      failurePhotoId: null,
    },
  });
  for (const d of stop) {
    await notify(tx, {
      userId: d.suborder.order.userId,
      kind: 'DELIVERY_DELIVERED',
      facts: { orderNumber: d.suborder.order.orderNumber, day: dateToDay(d.deliveryDate) },
      orderId: d.suborder.orderId,
      dedupeKey: dedupeKeys.deliveryDelivered(d.id),
      sendAfterSeconds: UNDO_SECONDS + 5,
    });
  }
  await recordAudits(
    tx,
    v,
    stop.map((d) => ({ action: 'markDelivered', entity: 'Delivery', entityId: d.id, subjectUserId: d.suborder.order.userId, data: { from: d.status, to: 'DELIVERED', proof, photoId, riderId: d.riderId } })),
  );
  // A suborder whose deliveries are now all final follows them, as for any status change.
  for (const suborderId of [...new Set(stop.map((d) => d.suborder.id))].sort()) {
    const d = stop.find((s) => s.suborder.id === suborderId)!;
    const current = await tx.suborder.findUniqueOrThrow({ where: { id: suborderId }, select: { status: true } });
    const next = await rollUpSuborder(tx, { id: suborderId, orderId: d.suborder.orderId, status: current.status });
    if (next) await recordAudit(tx, v, { action: 'markDelivered', entity: 'Suborder', entityId: suborderId, subjectUserId: d.suborder.order.userId, data: { from: current.status, to: next, deliveryId: d.id } });
  }
}
