// What updatePaymentScreenshot (by order) and submitPaymentProof (by payment) share: the proof (an
// upload of kind payments) and the UPI transaction reference attached to a payment, which then waits
// for an admin (pending). One UTR pays one payment: a UTR already on another payment is refused.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, conflict } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { ROLE_ADMIN, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { UTR_MESSAGES, utrInUseForAdmin } from '@/lib/domain/utr';
import { storedPaymentView, type StoredPaymentView } from './payment-changed';
import { transitionPayment } from './transition-payment';

export const SCREENSHOT_NOT_FOUND = 'That payment screenshot was not found. Please upload it again.';

/** The order whose payment gets the proof; the caller has checked the viewer may act on it. */
export type ProofOrder = { id: string; orderNumber: string; userId: string };

export type ProofInput = {
  screenshot: string;
  /** 12 digits (validated by the resolver); left out, the payment keeps the UTR it has */
  utr?: string | null;
  /** the operation, for the audit log and the field a refusal names */
  action: 'updatePaymentScreenshot' | 'submitPaymentProof';
  field: string;
};

export async function attachPaymentProof(v: Viewer, order: ProofOrder, input: ProofInput): Promise<StoredPaymentView> {
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
  const utr = input.utr ?? undefined;

  try {
    return await db.$transaction(async (tx) => {
      if (utr) await refuseUtrElsewhere(v, order.id, utr, tx);
      // An admin confirming or cancelling at this moment goes first or after us (the order lock),
      // never half-way, and a confirmed or cancelled payment is never reopened (the table).
      const t = await transitionPayment(tx, order.id, 'uploadProof', {
        field: input.field,
        // A new proof clears an earlier rejection: the customer has answered it.
        changes: { screenshotId: image.id, ...(utr ? { utr } : {}), submittedAt: clock().now(), rejectionReason: null, rejectedAt: null, rejectedById: null },
      });
      if (order.userId !== v.id) {
        await recordAudit(tx, v, {
          action: input.action,
          entity: 'Payment',
          entityId: t.payment.id,
          subjectUserId: order.userId,
          data: { orderNumber: order.orderNumber, screenshotId: image.id, ...(utr ? { utr } : {}), previousStatus: t.from },
        });
      }
      return storedPaymentView(t.payment, image);
    });
  } catch (e) {
    // Two payments given the same UTR at the same moment: the unique index lets one through.
    if (utr && (e as { code?: string }).code === 'P2002') await refuseUtrElsewhere(v, order.id, utr);
    throw e;
  }
}

/** CONFLICT when another payment has this UTR; the message names its order to an admin only. */
async function refuseUtrElsewhere(v: Viewer, orderId: string, utr: string, client: Pick<typeof db, 'payment'> = db): Promise<void> {
  const other = await client.payment.findFirst({ where: { utr, NOT: { orderId } }, select: { order: { select: { orderNumber: true } } } });
  if (other) throw conflict(isAdmin(v) ? utrInUseForAdmin(utr, other.order.orderNumber) : UTR_MESSAGES.inUse);
}
