import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { paymentChanged, type PaymentChanged } from './payment-changed';
import { transitionPayment, type PaymentBefore, type PaymentChanges } from './transition-payment';

// The invoice is issued in the confirming transaction, numbered under its series' counter lock:
// confirmations at once wait for each other there while holding their connections, so one may wait
// longer than Prisma's default 2 s for a connection (50 at once on a pool of 5: issue-invoices.db.test.ts).
export const CONFIRM_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

/**
 * An admin marks an order (its id) as paid, after checking the screenshot or the bank statement;
 * the customer is told (PAYMENT_CONFIRMED) in the same transaction.
 */
export async function confirmPayment(viewer: Viewer | null, orderId: string): Promise<PaymentChanged> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, userId: true, orderNumber: true } });
  if (!order) throw notFound('Order');
  return db.$transaction((tx) => confirmOrderPayment(tx, v, order), CONFIRM_TRANSACTION);
}

export type ConfirmOptions = {
  /** checked under the order lock, before anything is written (a throw leaves the payment as it was) */
  check?: (before: PaymentBefore) => void;
  /** more columns to write with the confirmation */
  changes?: (before: PaymentBefore) => PaymentChanges;
  /** what the audit entry records beside the status it came from */
  audit?: Prisma.InputJsonObject;
};

/**
 * The confirmation itself, inside the caller's transaction: the one way every confirmation (the
 * review queue, the order page, a bank statement's matched lines) moves a payment to paid, tells the
 * customer and is audited. The caller has checked the viewer is an admin.
 */
export async function confirmOrderPayment(
  tx: Prisma.TransactionClient,
  v: Viewer,
  order: { id: string; userId: string; orderNumber: string },
  opts: ConfirmOptions = {},
): Promise<PaymentChanged> {
  const t = await transitionPayment(tx, order.id, 'confirm', {
    field: 'orderId',
    changes: (before) => {
      opts.check?.(before);
      return { ...opts.changes?.(before), confirmedById: v.id, confirmedAt: clock().now() };
    },
  });
  await notify(tx, {
    userId: order.userId,
    kind: 'PAYMENT_CONFIRMED',
    facts: { orderNumber: order.orderNumber, amount: t.payment.amount },
    orderId: order.id,
    dedupeKey: dedupeKeys.paymentConfirmed(order.id),
  });
  await recordAudit(tx, v, { action: 'confirmPayment', entity: 'Order', entityId: order.id, subjectUserId: order.userId, data: { ...opts.audit, from: t.from } });
  return paymentChanged(order, t);
}
