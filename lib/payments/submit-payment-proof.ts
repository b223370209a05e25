// submitPaymentProof: the proof and the UTR for a payment named by its own id — any payment, where
// updatePaymentScreenshot names an order (an order's, or a wallet top-up's). The payment's owner or an admin.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import type { StoredPaymentView } from './payment-changed';
import { attachPaymentProof } from './attach-payment-proof';
import { submitTopUpProof } from '@/lib/wallet/top-up-proof';
import type { TopUp } from '@/lib/generated/prisma/client';
import type { PaymentView } from '@/lib/orders/order-view';

/** A top-up answered in the Payment shape (submitPaymentProof's answer); its screenshot is not echoed back. */
function topUpPaymentView(t: TopUp): PaymentView {
  return { id: t.id, status: t.status, amount: t.amount, walletAmount: 0, screenshot: null, submittedAt: t.submittedAt?.toISOString() ?? null, dueAt: null, rejectionReason: t.rejectionReason, utr: t.utr };
}

export type SubmitPaymentProofInput = { paymentId: string; screenshot: string; utr: string };

export async function submitPaymentProof(viewer: Viewer | null, input: SubmitPaymentProofInput): Promise<StoredPaymentView> {
  const v = requireViewer(viewer);
  const payment = await db.payment.findUnique({
    where: { id: input.paymentId },
    select: { order: { select: { id: true, orderNumber: true, userId: true } } },
  });
  if (!payment) {
    // A wallet top-up is paid the same way (lib/wallet/top-up-proof.ts).
    const topUp = await submitTopUpProof(v, { topUpId: input.paymentId, screenshot: input.screenshot, utr: input.utr });
    return { ...topUpPaymentView(topUp), id: topUp.id };
  }
  // Someone else's payment "was not found": its existence is not theirs to learn.
  if (payment.order.userId !== v.id && !isAdmin(v)) throw notFound('Payment');
  return attachPaymentProof(v, payment.order, { screenshot: input.screenshot, utr: input.utr, action: 'submitPaymentProof', field: 'paymentId' });
}
