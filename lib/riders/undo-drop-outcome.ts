// undoDropOutcome: a Delivered or Couldn't deliver tapped by mistake is taken back within
// UNDO_SECONDS, for the drops marked with it (its stop). The drop is as before the tap: its status
// and its suborder's (read from the audit entries the tap wrote), and the customer's message,
// still held back, is withdrawn.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudits } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { roadActions, whyNot } from '@/lib/domain/delivery-actions';
import { dedupeKeys } from '@/lib/domain/notifications';
import { isOrderStatus, type OrderStatus } from '@/lib/domain/order-status';
import { withdrawQueued } from '@/lib/notifications/notify';
import { roadFactsOf, type DropRow } from './drop-row';
import { findDropFor, lockStop } from './lock-stop';
import { getDeliveryView } from './get-delivery-view';

type Tx = Prisma.TransactionClient;

export async function undoDropOutcome(viewer: Viewer | null, input: { deliveryId: string }) {
  const v = requireViewer(viewer);
  const found = await findDropFor(v, input.deliveryId);
  const now = clock().now();
  await db.$transaction(async (tx) => {
    const { drop, others } = await lockStop(tx, found);
    const why = whyNot(roadActions(roadFactsOf(drop), v, now).undo);
    if (why) throw badInput(why, 'deliveryId');
    if (drop.status === 'DELIVERED') {
      const same = [drop, ...others.filter((o) => o.status === 'DELIVERED' && o.deliveredAt?.getTime() === drop.deliveredAt!.getTime())];
      await takeBackDelivered(tx, v, same);
    } else {
      const same = [drop, ...others.filter((o) => o.failedAt && o.failedAt.getTime() === drop.failedAt!.getTime() && !o.missedResolvedAt)];
      await tx.delivery.updateMany({
        where: { id: { in: same.map((d) => d.id) } },
        data: { failedAt: null, failedById: null, failureReason: null, failureNote: null, failurePhotoId: null },
      });
      for (const d of same) await withdrawQueued(tx, dedupeKeys.deliveryMissed(d.id, d.failedAt!));
      await recordAudits(tx, v, same.map((d) => ({ action: 'undoDropOutcome', entity: 'Delivery', entityId: d.id, subjectUserId: d.suborder.order.userId, data: { undid: 'markNotDelivered' } })));
    }
  });
  return getDeliveryView(input.deliveryId);
}

/** What the tap's audit entry (the latest markDelivered of the record) says it was before (`from`). */
async function statusBefore(tx: Tx, entity: 'Delivery' | 'Suborder', entityId: string): Promise<OrderStatus | null> {
  const entries = await tx.auditLog.findMany({ where: { action: 'markDelivered', entity, entityId }, orderBy: { createdAt: 'desc' }, take: 10, select: { data: true } });
  for (const e of entries) {
    const data = e.data as { from?: string; wrongCode?: boolean } | null;
    if (data?.from && !data.wrongCode && isOrderStatus(data.from)) return data.from;
  }
  return null;
}

async function takeBackDelivered(tx: Tx, v: Viewer, drops: DropRow[]): Promise<void> {
  for (const d of drops) {
    const before = (await statusBefore(tx, 'Delivery', d.id)) ?? 'ASSIGNED';
    await tx.delivery.update({ where: { id: d.id }, data: { status: before, deliveredAt: null, deliveredById: null, proofKind: null, proofPhotoId: null } });
    await withdrawQueued(tx, dedupeKeys.deliveryDelivered(d.id));
  }
  // A suborder the tap finished is open again.
  for (const suborderId of [...new Set(drops.map((d) => d.suborder.id))]) {
    const suborder = await tx.suborder.findUniqueOrThrow({ where: { id: suborderId }, select: { status: true } });
    const before = suborder.status === 'DELIVERED' ? await statusBefore(tx, 'Suborder', suborderId) : null;
    if (before) await tx.suborder.update({ where: { id: suborderId }, data: { status: before } });
  }
  await recordAudits(tx, v, drops.map((d) => ({ action: 'undoDropOutcome', entity: 'Delivery', entityId: d.id, subjectUserId: d.suborder.order.userId, data: { undid: 'markDelivered' } })));
}
