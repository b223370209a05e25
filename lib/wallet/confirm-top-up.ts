// confirmTopUp: an admin checked a top-up's proof (or the bank statement) and confirms it: the money
// becomes a TOP_UP entry, the customer is messaged and the confirmation audited, in one transaction.
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
import { postWalletEntry } from './post-wallet-entry';

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
  const [topUp] = await tx.$queryRaw<{ id: string; number: string; userId: string; amount: number; status: string }[]>`
    SELECT id, number, "userId", amount, status::text AS status FROM "TopUp" WHERE id = ${topUpId} FOR UPDATE`;
  if (!topUp) throw notFound('Top-up');
  if (!(isPaymentStatus(topUp.status) && isPayable(topUp.status))) throw badInput('This top-up is already confirmed or was cancelled.', 'topUpId');
  opts.check?.(topUp.amount);
  await tx.topUp.update({ where: { id: topUp.id }, data: { status: 'success', confirmedById: v.id, confirmedAt: clock().now(), ...(opts.utr ? { utr: opts.utr } : {}) } });
  const entry = await postWalletEntry(tx, { userId: topUp.userId, kind: 'TOP_UP', amount: topUp.amount, topUpId: topUp.id, createdById: v.id, note: `Top-up ${topUp.number}` });
  await notify(tx, { userId: topUp.userId, kind: 'WALLET_CREDITED', facts: { amount: topUp.amount, reference: `top-up ${topUp.number}` }, dedupeKey: dedupeKeys.walletCredited(entry.id) });
  await recordAudit(tx, v, { action: 'confirmTopUp', entity: 'User', entityId: topUp.userId, subjectUserId: topUp.userId, data: { ...opts.audit, number: topUp.number, amount: topUp.amount } });
  return { message: `Top-up ${topUp.number} of ${formatPaise(topUp.amount)} confirmed`, balance: entry.balanceAfter };
}

export type TopUpToReview = {
  id: string;
  number: string;
  amount: number;
  utr: string | null;
  submittedAt: string | null;
  customer: { id: string; phoneNumber: string };
  screenshot: { url: string; contentType: string } | null;
};

/** The top-ups waiting for review (pending), oldest first: shown beside the orders' at /admin/payments. */
export async function listTopUpsToReview(viewer: Viewer | null): Promise<TopUpToReview[]> {
  requireAdmin(viewer);
  const rows = await db.topUp.findMany({
    where: { status: 'pending' },
    orderBy: { submittedAt: 'asc' },
    take: 100,
    select: { id: true, number: true, amount: true, utr: true, submittedAt: true, screenshotId: true, user: { select: { id: true, phoneNumber: true } } },
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
  }));
}
