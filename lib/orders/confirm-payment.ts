import { db } from '@/lib/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import type { PaymentStatus } from '@/lib/generated/prisma/enums';
import { lockOrder } from './lock-order';
import type { StatusMessage } from './update-order-status';

const CONFIRMABLE: PaymentStatus[] = ['pending', 'required'];

export const CONFIRM_PAYMENT_REFUSALS: Record<'success' | 'cancelled', string> = {
  success: 'This payment is already confirmed.',
  cancelled: 'This order was cancelled; its payment cannot be confirmed.',
};

/** An admin marks an order (its id) as paid, after checking the screenshot or the bank statement. */
export async function confirmPayment(viewer: Viewer | null, orderId: string): Promise<StatusMessage> {
  const v = requireAdmin(viewer);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { userId: true, totalPrice: true } });
  if (!order) throw notFound('Order');

  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const payment = await tx.payment.findUnique({ where: { orderId }, select: { id: true, status: true } });
    const from = payment?.status ?? 'required';
    if (!CONFIRMABLE.includes(from)) throw badInput(CONFIRM_PAYMENT_REFUSALS[from as 'success' | 'cancelled'], 'orderId');
    await tx.payment.upsert({
      where: { orderId },
      // An order made before payments were recorded gets its row now.
      create: { orderId, amount: order.totalPrice, status: 'success', confirmedById: v.id },
      update: { status: 'success', confirmedById: v.id },
    });
    await recordAudit(tx, v, { action: 'confirmPayment', entity: 'Order', entityId: orderId, subjectUserId: order.userId, data: { from } });
  });
  return { statusCode: 200, message: 'Payment confirmed' };
}
