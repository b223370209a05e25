// updatePaymentScreenshot: attaches the customer's proof of payment to an order and marks the
// payment pending until an admin confirms it (architecture.md "Orders": required → pending →
// success, or cancelled with the order).
import { db } from '@/lib/db';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { ROLE_ADMIN, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { lockOrder } from '@/lib/orders/lock-order';
import type { OrderWithDetails } from '@/lib/orders/order-include';
import type { PaymentStatus } from '@/lib/generated/prisma/enums';

export type UpdatePaymentScreenshotInput = {
  /** the order's id or its order number */
  order: string;
  /** the id uploadImage returned (kind payments) */
  screenshot: string;
};

/** The Payment as getOrder returns it (graphql/orders resolves screenshot.url from the key). */
export type PaymentWithScreenshot = NonNullable<OrderWithDetails['payment']>;

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled.',
  screenshotNotFound: 'That payment screenshot was not found. Please upload it again.',
} as const;

/** A screenshot may replace an earlier one ('required', 'pending') until an admin has confirmed or the order is cancelled. */
function refusal(status: PaymentStatus) {
  if (status === 'success') return badInput(PAYMENT_MESSAGES.alreadyPaid, 'order');
  if (status === 'cancelled') return badInput(PAYMENT_MESSAGES.cancelled, 'order');
  return null;
}

export async function updatePaymentScreenshot(viewer: Viewer | null, input: UpdatePaymentScreenshotInput): Promise<PaymentWithScreenshot> {
  const v = requireViewer(viewer);

  const order = await db.order.findFirst({
    where: { OR: [{ id: input.order }, { orderNumber: input.order }] },
    select: { id: true, orderNumber: true, userId: true, totalPrice: true, payment: { select: { status: true } } },
  });
  // A stranger gets not-found rather than forbidden: no confirmation that the order exists.
  if (!order || (order.userId !== v.id && !isAdmin(v))) throw notFound('Order');

  const early = order.payment && refusal(order.payment.status);
  if (early) throw early;

  const image = await db.uploadedImage.findUnique({
    where: { id: input.screenshot },
    select: { id: true, kind: true, ownerId: true, owner: { select: { roleId: true } } },
  });
  // The customer's own upload (uploadImage files an admin's upload for a customer under that
  // customer), or, for an admin, a screenshot an admin uploaded. Never another customer's file:
  // attaching it would show it to someone its owner never shared it with.
  const usable =
    image?.kind === 'payments' && (image.ownerId === order.userId || (isAdmin(v) && image.owner?.roleId === ROLE_ADMIN));
  if (!image || !usable) throw badInput(PAYMENT_MESSAGES.screenshotNotFound, 'screenshot');

  return db.$transaction(async (tx) => {
    // The same lock confirmPayment and status changes take: an admin confirming or cancelling at
    // this moment goes first or after us, never half-way, and is never overwritten with 'pending'.
    await lockOrder(tx, order.id);
    const current = await tx.payment.findUnique({ where: { orderId: order.id }, select: { status: true } });
    const refused = current && refusal(current.status);
    if (refused) throw refused;
    const payment = await tx.payment.upsert({
      where: { orderId: order.id },
      // Every order is placed with a payment row; one made before payments were recorded gets it
      // now rather than being unpayable.
      create: { orderId: order.id, amount: order.totalPrice, status: 'pending', screenshotId: image.id },
      update: { status: 'pending', screenshotId: image.id },
      include: { screenshot: { select: { id: true, storageKey: true } } },
    });
    if (order.userId !== v.id) {
      await recordAudit(tx, v, {
        action: 'updatePaymentScreenshot',
        entity: 'Payment',
        entityId: payment.id,
        subjectUserId: order.userId,
        data: { orderNumber: order.orderNumber, screenshotId: image.id, previousStatus: current?.status ?? 'required' },
      });
    }
    return payment;
  });
}
