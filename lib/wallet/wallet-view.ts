// A wallet as pages and the API show it: the balance and its entries, newest first, each naming the
// order it concerns by number.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { WalletEntryKind } from '@/lib/domain/wallet';

type Db = Prisma.TransactionClient;

export type WalletEntryView = { id: string; kind: WalletEntryKind; amount: number; balanceAfter: number; orderNumber: string | null; note: string | null; createdAt: string };
export type WalletView = { userId: string; balance: number; entries: WalletEntryView[] };

/** The history shown: the latest entries (the balance is the sum of all of them). */
export const WALLET_ENTRIES_SHOWN = 100;

export async function loadWalletView(db: Db, userId: string, limit = WALLET_ENTRIES_SHOWN): Promise<WalletView> {
  const [wallet, entries] = await Promise.all([
    db.wallet.findUnique({ where: { userId }, select: { balance: true } }),
    db.walletEntry.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit }),
  ]);
  const orderIds = [...new Set(entries.flatMap((e) => (e.orderId ? [e.orderId] : [])))];
  const orders = orderIds.length ? await db.order.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } }) : [];
  const numberOf = new Map(orders.map((o) => [o.id, o.orderNumber]));
  return {
    userId,
    balance: wallet?.balance ?? 0,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      orderNumber: e.orderId ? (numberOf.get(e.orderId) ?? null) : null,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
