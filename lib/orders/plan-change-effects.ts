// What every plan change (unskip, resume, cancel, a change of address) does besides the change itself, inside its
// transaction: the customer is messaged (lib/notifications: an outbox row per channel, sent after
// commit) and an admin acting for them is audited.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/audit/record-audit';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { notify } from '@/lib/notifications/notify';
import type { PlanChangeNote } from '@/lib/domain/notifications';

export async function recordPlanChange(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  change: {
    action: 'unskipDelivery' | 'resumeSubscription' | 'cancelSubscription' | 'changeDeliveryItems' | 'changeDeliveryAddress' | 'followAddressEdit';
    suborderId: string;
    order: { id: string; orderNumber: string; userId: string };
    /** what changed, as the customer's message tells it */
    note: PlanChangeNote;
    data: Prisma.InputJsonValue;
  },
): Promise<void> {
  await notify(tx, { userId: change.order.userId, kind: 'PLAN_CHANGED', facts: { orderNumber: change.order.orderNumber, change: change.note }, orderId: change.order.id });
  if (isAdmin(viewer)) {
    await recordAudit(tx, viewer, { action: change.action, entity: 'Suborder', entityId: change.suborderId, subjectUserId: change.order.userId, data: change.data });
  }
}
