// giveWalletCredit: an admin's goodwill credit (ADMIN_CREDIT) with the reason the customer sees,
// audited and messaged in the same transaction.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { postWalletEntry } from './post-wallet-entry';
import { loadWalletView, type WalletView } from './wallet-view';

export async function giveWalletCredit(viewer: Viewer | null, input: { userId: string; amount: number; reason: string }): Promise<WalletView> {
  const v = requireAdmin(viewer);
  const customer = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, deletedAt: true } });
  if (!customer || customer.deletedAt) throw notFound('Customer');
  return db.$transaction(async (tx) => {
    const entry = await postWalletEntry(tx, { userId: customer.id, kind: 'ADMIN_CREDIT', amount: input.amount, createdById: v.id, note: input.reason });
    await notify(tx, { userId: customer.id, kind: 'WALLET_CREDITED', facts: { amount: input.amount, reference: input.reason }, dedupeKey: dedupeKeys.walletCredited(entry.id) });
    await recordAudit(tx, v, { action: 'giveWalletCredit', entity: 'User', entityId: customer.id, subjectUserId: customer.id, data: { amount: input.amount, reason: input.reason, entryId: entry.id } });
    return loadWalletView(tx, customer.id);
  });
}
