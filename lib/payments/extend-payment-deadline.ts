import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { deadlineBoundProblem, extendedDeadline, maxDeadlineDaysFromConfig, MAX_DEADLINE_DAYS_KEY, paymentDeadline } from '@/lib/domain/payment-deadline';
import { getConfigMap } from '@/lib/config/get-configurations';
import { storedPaymentView, type StoredPaymentView } from './payment-changed';
import { transitionPayment } from './transition-payment';

/**
 * An admin gives a customer `hours` more to pay an order (its id): from the current deadline, or
 * from now when that has passed. Only while money is still owed (the table's extendDeadline), and
 * never past `payment.maxDeadlineDays` after the order was placed; audited.
 */
export async function extendPaymentDeadline(viewer: Viewer | null, orderId: string, hours: number): Promise<StoredPaymentView> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { userId: true, orderNumber: true, createdAt: true } });
  if (!order) throw notFound('Order');
  const maxDays = maxDeadlineDaysFromConfig((await getConfigMap())[MAX_DEADLINE_DAYS_KEY]);

  return db.$transaction(async (tx) => {
    const now = clock().now();
    const t = await transitionPayment(tx, orderId, 'extendDeadline', {
      field: 'orderId',
      changes: (before) => {
        const dueAt = extendedDeadline(paymentDeadline(before), now, hours);
        const problem = deadlineBoundProblem(dueAt, order.createdAt, maxDays, now);
        if (problem) throw badInput(problem, 'hours');
        return { dueAt };
      },
    });
    const from = paymentDeadline(t.before);
    await recordAudit(tx, v, {
      action: 'extendPaymentDeadline',
      entity: 'Order',
      entityId: orderId,
      subjectUserId: order.userId,
      data: { orderNumber: order.orderNumber, hours, from: from?.toISOString() ?? null, to: t.payment.dueAt!.toISOString() },
    });
    const screenshot = t.payment.screenshotId
      ? await tx.uploadedImage.findUnique({ where: { id: t.payment.screenshotId }, select: { id: true, storageKey: true, contentType: true } })
      : null;
    return storedPaymentView(t.payment, screenshot);
  });
}
