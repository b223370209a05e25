// getWallet: a customer's own wallet, or any customer's for an admin.
import 'server-only';
import { db } from '@/lib/database/db';
import { requireSelfOrAdmin, requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { loadWalletView, type WalletView } from './wallet-view';

export async function getWallet(viewer: Viewer | null, userId?: string | null): Promise<WalletView> {
  const v = requireViewer(viewer);
  const whose = userId ?? v.id;
  requireSelfOrAdmin(v, whose);
  return loadWalletView(db, whose);
}

/** Just the balance (paise), for checkout: the viewer's own, or the customer an admin orders for. */
export async function getWalletBalance(viewer: Viewer | null, userId?: string | null): Promise<number> {
  const v = requireViewer(viewer);
  const whose = userId ?? v.id;
  requireSelfOrAdmin(v, whose);
  const wallet = await db.wallet.findUnique({ where: { userId: whose }, select: { balance: true } });
  return wallet?.balance ?? 0;
}
