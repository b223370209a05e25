// rejectTopUp: an admin refuses a top-up's proof (wrong amount, someone else's screenshot...), as
// rejectPayment does for an order: the payment status table decides (only a proof waiting for review
// may be rejected), the top-up goes back to waiting for the customer, who reads the reason on the
// top-up page and by SMS (TOP_UP_REJECTED) and may upload a new proof (which clears the reason).
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { paymentAfter, paymentEventError, type PaymentStatus } from '@/lib/domain/payment-status';
import { notify } from '@/lib/notifications/notify';

export async function rejectTopUp(viewer: Viewer | null, topUpId: string, reason: string): Promise<{ message: string }> {
  const v = requireAdmin(viewer);
  return db.$transaction(async (tx) => {
    // the row lock: a confirmation or a new upload at this moment goes first or after us
    const [topUp] = await tx.$queryRaw<{ id: string; number: string; userId: string; amount: number; status: PaymentStatus }[]>`
      SELECT id, number, "userId", amount, status::text AS status FROM "TopUp" WHERE id = ${topUpId} FOR UPDATE`;
    if (!topUp) throw notFound('Top-up');
    const to = paymentAfter(topUp.status, 'reject');
    if (to === null) throw badInput(paymentEventError(topUp.status, 'reject')!.replace('order', 'top-up'), 'topUpId');
    await tx.topUp.update({ where: { id: topUp.id }, data: { status: to, rejectionReason: reason, rejectedAt: clock().now() } });
    await recordAudit(tx, v, { action: 'rejectTopUp', entity: 'User', entityId: topUp.userId, subjectUserId: topUp.userId, data: { number: topUp.number, from: topUp.status, reason } });
    // no dedupe key: a second rejection of a second proof is news to the customer too
    await notify(tx, { userId: topUp.userId, kind: 'TOP_UP_REJECTED', facts: { amount: topUp.amount, reference: topUp.number, reason } });
    return { message: `Top-up ${topUp.number} rejected; the customer was told why` };
  });
}
