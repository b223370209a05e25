// payOutWallet: an admin paid (part of) a customer's wallet out to their UPI id from the bank app
// and records it with the payout's UTR: a PAYOUT entry (a debit, refused past the balance), audited.
// The customer sees it in their wallet's history.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { postWalletEntry } from './post-wallet-entry';
import { loadWalletView, type WalletView } from './wallet-view';

export async function payOutWallet(viewer: Viewer | null, input: { userId: string; amount: number; utr: string }): Promise<WalletView> {
  const v = requireAdmin(viewer);
  const customer = await db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!customer) throw notFound('Customer');
  return db.$transaction(async (tx) => {
    const entry = await postWalletEntry(tx, { userId: customer.id, kind: 'PAYOUT', amount: input.amount, createdById: v.id, note: `Paid to your UPI id (UTR ${input.utr})` });
    await recordAudit(tx, v, { action: 'payOutWallet', entity: 'User', entityId: customer.id, subjectUserId: customer.id, data: { amount: input.amount, utr: input.utr, entryId: entry.id } });
    return loadWalletView(tx, customer.id);
  });
}
