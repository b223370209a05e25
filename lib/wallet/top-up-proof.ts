// The proof of a top-up (submitPaymentProof with a top-up's id): its screenshot and UTR; the top-up
// then waits for an admin (pending). A UTR already on a payment or another top-up is refused.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, conflict, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { ROLE_ADMIN, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { UTR_MESSAGES } from '@/lib/domain/utr';
import { paymentAfter, paymentEventError } from '@/lib/domain/payment-status';

export async function submitTopUpProof(v: Viewer, input: { topUpId: string; screenshot: string; utr: string }) {
  const topUp = await db.topUp.findUnique({ where: { id: input.topUpId }, select: { id: true, userId: true } });
  if (!topUp || (topUp.userId !== v.id && !isAdmin(v))) throw notFound('Payment');
  const image = await db.uploadedImage.findUnique({ where: { id: input.screenshot }, select: { id: true, kind: true, ownerId: true, owner: { select: { roleId: true } } } });
  const usable = image?.kind === 'payments' && (image.ownerId === topUp.userId || (isAdmin(v) && image.owner?.roleId === ROLE_ADMIN));
  if (!image || !usable) throw badInput('That payment screenshot was not found. Please upload it again.', 'screenshot');
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: 'required' | 'pending' | 'success' | 'cancelled' }[]>`SELECT status::text AS status FROM "TopUp" WHERE id = ${topUp.id} FOR UPDATE`;
    if (paymentAfter(row.status, 'uploadProof') === null) throw badInput(paymentEventError(row.status, 'uploadProof')!.replace('order', 'top-up'), 'paymentId');
    const [payment, other] = await Promise.all([
      tx.payment.findFirst({ where: { utr: input.utr }, select: { id: true } }),
      tx.topUp.findFirst({ where: { utr: input.utr, NOT: { id: topUp.id } }, select: { id: true } }),
    ]);
    if (payment || other) throw conflict(UTR_MESSAGES.inUse);
    return tx.topUp.update({
      where: { id: topUp.id },
      data: { status: 'pending', screenshotId: image.id, utr: input.utr, submittedAt: clock().now(), rejectionReason: null, rejectedAt: null },
    });
  });
}
