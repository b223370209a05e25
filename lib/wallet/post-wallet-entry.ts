// The one way a wallet's balance changes: lock the customer's Wallet row (FOR UPDATE, creating it
// at zero the first time), append the entry, write the new balance — inside the caller's
// transaction. Concurrent debits of one wallet queue on that row lock, so the balance read is the
// balance written against; a CHECK keeps it from going below zero whatever happens, and a trigger
// keeps the entries append only (migration 20261126124000_wallet_and_refund_queue).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { conflict } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { signedAmount, walletEntryError, type WalletEntryKind } from '@/lib/domain/wallet';

type Tx = Prisma.TransactionClient;

/** Locks the customer's wallet for the rest of the transaction and reads its balance (paise). */
export async function lockWallet(tx: Tx, userId: string): Promise<number> {
  // One statement: creates the row at zero the first time; otherwise the no-op update takes the
  // row's lock (waiting for a concurrent change to commit) and RETURNING reads the balance after it.
  const [row] = await tx.$queryRaw<{ balance: number }[]>`
    INSERT INTO "Wallet" ("userId", "balance", "updatedAt") VALUES (${userId}, 0, NOW())
    ON CONFLICT ("userId") DO UPDATE SET "balance" = "Wallet"."balance"
    RETURNING "balance"`;
  return row.balance;
}

export type WalletEntryInput = {
  userId: string;
  kind: WalletEntryKind;
  /** paise, more than zero: the kind says which way it goes */
  amount: number;
  orderId?: string | null;
  deliveryId?: string | null;
  topUpId?: string | null;
  refundId?: string | null;
  createdById?: string | null;
  note?: string | null;
};

export type PostedWalletEntry = { id: string; amount: number; balanceAfter: number };

/** Appends one entry; a debit past the balance is a CONFLICT and writes nothing. */
export async function postWalletEntry(tx: Tx, input: WalletEntryInput): Promise<PostedWalletEntry> {
  const balance = await lockWallet(tx, input.userId);
  const refused = walletEntryError(balance, input.kind, input.amount);
  if (refused) throw conflict(refused);
  const amount = signedAmount(input.kind, input.amount);
  const balanceAfter = balance + amount;
  const entry = await tx.walletEntry.create({
    data: {
      userId: input.userId,
      kind: input.kind,
      amount,
      balanceAfter,
      orderId: input.orderId ?? null,
      deliveryId: input.deliveryId ?? null,
      topUpId: input.topUpId ?? null,
      refundId: input.refundId ?? null,
      createdById: input.createdById ?? null,
      note: input.note ?? null,
      createdAt: clock().now(),
    },
    select: { id: true, amount: true, balanceAfter: true },
  });
  await tx.wallet.update({ where: { userId: input.userId }, data: { balance: balanceAfter } });
  return entry;
}
