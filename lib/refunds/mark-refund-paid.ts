// markRefundPaid: the admin paid a refund from the bank app and records its UTR; the customer is
// messaged (REFUND_PAID) and the change audited, in one transaction. A refund is paid once: a
// second attempt (another admin at the same moment) is a CONFLICT and changes nothing.
import 'server-only';
import { db } from '@/lib/database/db';
import { conflict, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { refundQueueItem, refundQueueSelect, type RefundQueueItem } from './refund-queue-view';

export async function markRefundPaid(viewer: Viewer | null, input: { refundId: string; utr: string }): Promise<RefundQueueItem> {
  const v = requireAdmin(viewer);
  const now = clock().now();
  return db.$transaction(async (tx) => {
    const refund = await tx.refund.findUnique({ where: { id: input.refundId }, select: { id: true, orderId: true, amount: true, order: { select: { orderNumber: true, userId: true } } } });
    if (!refund) throw notFound('Refund');
    // Only a refund still due moves: the status check and the write are one statement.
    const { count } = await tx.refund.updateMany({ where: { id: refund.id, status: 'DUE' }, data: { status: 'PAID', paidAt: now, paidById: v.id, utr: input.utr } });
    if (count === 0) throw conflict('This refund was already marked paid.');
    await notify(tx, {
      userId: refund.order.userId,
      kind: 'REFUND_PAID',
      facts: { orderNumber: refund.order.orderNumber, amount: refund.amount, reference: input.utr },
      orderId: refund.orderId,
      dedupeKey: dedupeKeys.refundPaid(refund.id),
    });
    await recordAudit(tx, v, { action: 'markRefundPaid', entity: 'Order', entityId: refund.orderId, subjectUserId: refund.order.userId, data: { orderNumber: refund.order.orderNumber, refundId: refund.id, amount: refund.amount, utr: input.utr } });
    return refundQueueItem(await tx.refund.findUniqueOrThrow({ where: { id: refund.id }, select: refundQueueSelect }), now);
  });
}
