// updatePaymentScreenshot: attaches the customer's proof of payment (and its UTR) to an order and
// marks the payment pending until an admin confirms it (the payment's states:
// lib/domain/payment-status.ts; what is attached and checked: attach-payment-proof.ts).
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import type { StoredPaymentView } from './payment-changed';
import { attachPaymentProof } from './attach-payment-proof';

export type UpdatePaymentScreenshotInput = {
  /** the order's id or its order number */
  order: string;
  /** the id uploadImage returned (kind payments) */
  screenshot: string;
  /** the 12-digit UPI transaction reference; left out, the payment keeps the one it has */
  utr?: string | null;
};

export async function updatePaymentScreenshot(viewer: Viewer | null, input: UpdatePaymentScreenshotInput): Promise<StoredPaymentView> {
  const v = requireViewer(viewer);

  const order = await db.order.findFirst({
    where: { OR: [{ id: input.order }, { orderNumber: input.order }] },
    select: { id: true, orderNumber: true, userId: true },
  });
  // A stranger gets not-found rather than forbidden: no confirmation that the order exists.
  if (!order || (order.userId !== v.id && !isAdmin(v))) throw notFound('Order');

  return attachPaymentProof(v, order, { screenshot: input.screenshot, utr: input.utr, action: 'updatePaymentScreenshot', field: 'order' });
}
