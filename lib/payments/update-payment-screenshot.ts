// updatePaymentScreenshot: attaches the customer's proof of payment to an order and marks the
// payment pending until an admin confirms it (the payment's states: lib/domain/payment-status.ts).
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireViewer } from '@/lib/auth/guards';
import { ROLE_ADMIN, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { storedPaymentView, type StoredPaymentView } from './payment-changed';
import { transitionPayment } from './transition-payment';

export type UpdatePaymentScreenshotInput = {
  /** the order's id or its order number */
  order: string;
  /** the id uploadImage returned (kind payments) */
  screenshot: string;
};

export const SCREENSHOT_NOT_FOUND = 'That payment screenshot was not found. Please upload it again.';

export async function updatePaymentScreenshot(viewer: Viewer | null, input: UpdatePaymentScreenshotInput): Promise<StoredPaymentView> {
  const v = requireViewer(viewer);

  const order = await db.order.findFirst({
    where: { OR: [{ id: input.order }, { orderNumber: input.order }] },
    select: { id: true, orderNumber: true, userId: true },
  });
  // A stranger gets not-found rather than forbidden: no confirmation that the order exists.
  if (!order || (order.userId !== v.id && !isAdmin(v))) throw notFound('Order');

  const image = await db.uploadedImage.findUnique({
    where: { id: input.screenshot },
    select: { id: true, kind: true, ownerId: true, storageKey: true, contentType: true, owner: { select: { roleId: true } } },
  });
  // The customer's own upload (uploadImage files an admin's upload for a customer under that
  // customer), or, for an admin, a screenshot an admin uploaded. Never another customer's file:
  // attaching it would show it to someone its owner never shared it with.
  const usable =
    image?.kind === 'payments' && (image.ownerId === order.userId || (isAdmin(v) && image.owner?.roleId === ROLE_ADMIN));
  if (!image || !usable) throw badInput(SCREENSHOT_NOT_FOUND, 'screenshot');

  return db.$transaction(async (tx) => {
    // An admin confirming or cancelling at this moment goes first or after us (the order lock),
    // never half-way, and a confirmed or cancelled payment is never reopened (the table).
    const t = await transitionPayment(tx, order.id, 'uploadProof', {
      field: 'order',
      // A new proof clears an earlier rejection: the customer has answered it.
      changes: { screenshotId: image.id, submittedAt: clock().now(), rejectionReason: null, rejectedAt: null, rejectedById: null },
    });
    if (order.userId !== v.id) {
      await recordAudit(tx, v, {
        action: 'updatePaymentScreenshot',
        entity: 'Payment',
        entityId: t.payment.id,
        subjectUserId: order.userId,
        data: { orderNumber: order.orderNumber, screenshotId: image.id, previousStatus: t.from },
      });
    }
    return storedPaymentView(t.payment, image);
  });
}
