// confirmTopUp: an admin checked a top-up's proof (or the bank statement) and confirms it: the money
// becomes a TOP_UP entry, the customer is messaged and the confirmation audited, in one transaction.
// A top-up paying the rest of a paid order's change (lib/orders/held-change.ts) then makes that
// change in the same transaction, the wallet paying all of it; when it cannot be made any more, the
// money stays in the wallet and the customer is told why.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dedupeKeys } from '@/lib/domain/notifications';
import { formatPaise } from '@/lib/domain/money';
import { isPayable, isPaymentStatus } from '@/lib/domain/payment-status';
import { notify } from '@/lib/notifications/notify';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { lockOrder } from '@/lib/orders/lock-order';
import { makeHeldChange } from '@/lib/orders/make-held-change';
import { lockWallet, postWalletEntry } from './post-wallet-entry';

export async function confirmTopUp(viewer: Viewer | null, topUpId: string): Promise<{ message: string; balance: number }> {
  const v = requireAdmin(viewer);
  return db.$transaction((tx) => confirmTopUpIn(tx, v, topUpId));
}

/**
 * The confirmation itself, in the caller's transaction (the review queue, a bank statement line).
 * The caller has checked the viewer is an admin. `check` sees the amount under the row's lock.
 */
export async function confirmTopUpIn(
  tx: Prisma.TransactionClient,
  v: Viewer,
  topUpId: string,
  opts: { check?: (amount: number) => void; utr?: string | null; audit?: Prisma.InputJsonObject } = {},
): Promise<{ message: string; balance: number }> {
  // A top-up holding a change locks its order first, as every change does (the order never changes).
  const heldFor = await tx.topUp.findUnique({ where: { id: topUpId }, select: { orderId: true } });
  if (heldFor?.orderId) await lockOrder(tx, heldFor.orderId);
  const [topUp] = await tx.$queryRaw<{ id: string; number: string; userId: string; amount: number; status: string; orderId: string | null }[]>`
    SELECT id, number, "userId", amount, status::text AS status, "orderId" FROM "TopUp" WHERE id = ${topUpId} FOR UPDATE`;
  if (!topUp) throw notFound('Top-up');
  if (!(isPaymentStatus(topUp.status) && isPayable(topUp.status))) throw badInput('This top-up is already confirmed or was cancelled.', 'topUpId');
  opts.check?.(topUp.amount);
  const now = clock().now();
  await tx.topUp.update({ where: { id: topUp.id }, data: { status: 'success', confirmedById: v.id, confirmedAt: now, ...(opts.utr ? { utr: opts.utr } : {}) } });
  const entry = await postWalletEntry(tx, { userId: topUp.userId, kind: 'TOP_UP', amount: topUp.amount, topUpId: topUp.id, createdById: v.id, note: `Top-up ${topUp.number}` });
  const held = topUp.orderId ? await makeHeldChange(tx, topUp.id, now) : null;
  // A change made tells the customer itself (PLAN_CHANGED); otherwise the money stays in the wallet.
  if (!held?.made) {
    const facts = { amount: topUp.amount, reference: `top-up ${topUp.number}`, ...(held ? { orderNumber: held.orderNumber } : {}) };
    await notify(tx, { userId: topUp.userId, kind: 'WALLET_CREDITED', facts, dedupeKey: dedupeKeys.walletCredited(entry.id) });
  }
  await recordAudit(tx, v, { action: 'confirmTopUp', entity: 'User', entityId: topUp.userId, subjectUserId: topUp.userId, data: { ...opts.audit, number: topUp.number, amount: topUp.amount, ...(held ? { heldChange: held } : {}) } });
  const confirmed = `Top-up ${topUp.number} of ${formatPaise(topUp.amount)} confirmed`;
  if (!held) return { message: confirmed, balance: entry.balanceAfter };
  const balance = await lockWallet(tx, topUp.userId);
  return { message: `${confirmed}; ${held.made ? 'the change it paid for is made' : 'the change it paid for could not be made, the money stays in the wallet'}`, balance };
}

export type TopUpToReview = {
  id: string;
  number: string;
  amount: number;
  utr: string | null;
  submittedAt: string | null;
  customer: { id: string; phoneNumber: string };
  screenshot: { url: string; contentType: string } | null;
  /** the paid order whose change it pays for (made when it is confirmed), if any */
  forOrderNumber: string | null;
};

/** The top-ups waiting for review (pending), oldest first: shown beside the orders' at /admin/payments. */
export async function listTopUpsToReview(viewer: Viewer | null): Promise<TopUpToReview[]> {
  requireAdmin(viewer);
  const rows = await db.topUp.findMany({
    where: { status: 'pending' },
    orderBy: { submittedAt: 'asc' },
    take: 100,
    select: { id: true, number: true, amount: true, utr: true, submittedAt: true, screenshotId: true, user: { select: { id: true, phoneNumber: true } }, order: { select: { orderNumber: true } } },
  });
  const images = await db.uploadedImage.findMany({ where: { id: { in: rows.flatMap((t) => (t.screenshotId ? [t.screenshotId] : [])) } }, select: { id: true, storageKey: true, contentType: true } });
  const imageOf = new Map(images.map((i) => [i.id, { url: uploadUrl(i.storageKey), contentType: i.contentType }]));
  return rows.map((t) => ({
    id: t.id,
    number: t.number,
    amount: t.amount,
    utr: t.utr,
    submittedAt: t.submittedAt?.toISOString() ?? null,
    customer: t.user,
    screenshot: (t.screenshotId && imageOf.get(t.screenshotId)) || null,
    forOrderNumber: t.order?.orderNumber ?? null,
  }));
}
