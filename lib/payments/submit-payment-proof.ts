// submitPaymentProof: the proof and the UTR for a payment named by its own id — any payment, where
// updatePaymentScreenshot names an order (today every payment is an order's; wallet top-ups will
// be paid the same way). The payment's owner or an admin.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import type { StoredPaymentView } from './payment-changed';
import { attachPaymentProof } from './attach-payment-proof';

export type SubmitPaymentProofInput = { paymentId: string; screenshot: string; utr: string };

export async function submitPaymentProof(viewer: Viewer | null, input: SubmitPaymentProofInput): Promise<StoredPaymentView> {
  const v = requireViewer(viewer);
  const payment = await db.payment.findUnique({
    where: { id: input.paymentId },
    select: { order: { select: { id: true, orderNumber: true, userId: true } } },
  });
  // Someone else's payment "was not found": its existence is not theirs to learn.
  if (!payment || (payment.order.userId !== v.id && !isAdmin(v))) throw notFound('Payment');
  return attachPaymentProof(v, payment.order, { screenshot: input.screenshot, utr: input.utr, action: 'submitPaymentProof', field: 'paymentId' });
}
