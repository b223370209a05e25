import 'server-only';
import { loadWalletView } from '@/lib/wallet/wallet-view';
import type { SectionReader } from './section-reader';

export type WalletExport = { balance: number; entries: { id: string; kind: string; amount: number; orderNumber: string | null; note: string | null; createdAt: string }[] };

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The wallet as getWallet gives it (paise), every entry, newest first; the CSV files write rupees. */
export const walletReader: SectionReader<WalletExport> = {
  async read(tx, userId) {
    const w = await loadWalletView(tx, userId, 100_000);
    return { balance: w.balance, entries: w.entries.map((e) => ({ id: e.id, kind: e.kind, amount: e.amount, orderNumber: e.orderNumber, note: e.note, createdAt: e.createdAt })) };
  },
  tables: (w) => [
    { name: 'wallet', header: ['balanceRupees'], rows: [[rupees(w.balance)]] },
    { name: 'wallet-entries', header: ['createdAt', 'kind', 'amountRupees', 'orderNumber', 'note'], rows: w.entries.map((e) => [e.createdAt, e.kind, rupees(e.amount), e.orderNumber, e.note]) },
  ],
};
