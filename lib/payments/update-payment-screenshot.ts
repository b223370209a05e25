// updatePaymentScreenshot: attaches the customer's proof of payment to an order and marks the
// payment pending until an admin confirms it (architecture.md "Orders": required → pending →
// success, or cancelled with the order).
import { db } from '@/lib/db';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { ROLE_ADMIN, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { uploadUrl } from '@/lib/uploads/storage-key';
import type { PaymentStatus } from '@/lib/generated/prisma/enums';

export type UpdatePaymentScreenshotInput = {
  /** the order's id or its order number */
  order: string;
  /** the id uploadImage returned (kind payments) */
  screenshot: string;
};

export type PaymentWithScreenshot = {
  id: string;
  status: PaymentStatus;
  amount: number;
  screenshot: { id: string; url: string };
};

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled.',
  screenshotNotFound: 'That payment screenshot was not found. Please upload it again.',
} as const;

/** A screenshot may replace an earlier one until an admin has confirmed or the order is cancelled. */
const REPLACEABLE: PaymentStatus[] = ['required', 'pending'];

function refusal(status: PaymentStatus) {
  if (status === 'success') return badInput(PAYMENT_MESSAGES.alreadyPaid, 'order');
  if (status === 'cancelled') return badInput(PAYMENT_MESSAGES.cancelled, 'order');
  return null;
}

export async function updatePaymentScreenshot(viewer: Viewer | null, input: UpdatePaymentScreenshotInput): Promise<PaymentWithScreenshot> {
  const v = requireViewer(viewer);

  const order = await db.order.findFirst({
    where: { OR: [{ id: input.order }, { orderNumber: input.order }] },
    select: { id: true, orderNumber: true, userId: true, totalPrice: true, payment: { select: { id: true, status: true } } },
  });
  // A stranger gets not-found rather than forbidden: no confirmation that the order exists.
  if (!order || (order.userId !== v.id && !isAdmin(v))) throw notFound('Order');

  const early = order.payment && refusal(order.payment.status);
  if (early) throw early;

  const image = await db.uploadedImage.findUnique({
    where: { id: input.screenshot },
    select: { id: true, kind: true, ownerId: true, storageKey: true, owner: { select: { roleId: true } } },
  });
  // The customer's own upload (uploadImage files an admin's upload for a customer under that
  // customer), or, for an admin, a screenshot an admin uploaded. Never another customer's file:
  // attaching it would show it to someone its owner never shared it with.
  const usable =
    image?.kind === 'payments' && (image.ownerId === order.userId || (isAdmin(v) && image.owner?.roleId === ROLE_ADMIN));
  if (!image || !usable) throw badInput(PAYMENT_MESSAGES.screenshotNotFound, 'screenshot');

  const payment = await db.$transaction(async (tx) => {
    let paymentId = order.payment?.id;
    if (!paymentId) {
      // Every order is placed with a payment row; an order without one (made before payments were
      // recorded) gets it now rather than being unpayable.
      paymentId = (await tx.payment.create({ data: { orderId: order.id, amount: order.totalPrice, status: 'required' }, select: { id: true } })).id;
    }
    // The status is checked again inside the write: an admin confirming or cancelling between our
    // read and this update must win, not be overwritten with 'pending'.
    const updated = await tx.payment.updateMany({
      where: { id: paymentId, status: { in: REPLACEABLE } },
      data: { screenshotId: image.id, status: 'pending' },
    });
    if (updated.count === 0) {
      const now = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true } });
      throw refusal(now.status) ?? new Error(`Payment ${paymentId} could not be updated from ${now.status}`);
    }
    if (order.userId !== v.id) {
      await recordAudit(tx, v, {
        action: 'updatePaymentScreenshot',
        entity: 'Payment',
        entityId: paymentId,
        subjectUserId: order.userId,
        data: { orderNumber: order.orderNumber, screenshotId: image.id, previousStatus: order.payment?.status ?? 'required' },
      });
    }
    return tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { id: true, status: true, amount: true } });
  });

  return { ...payment, screenshot: { id: image.id, url: uploadUrl(image.storageKey) } };
}
