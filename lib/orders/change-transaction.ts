// The transaction of a change after checkout (skip, undo, pause, resume, cancel, change of items or
// address), and its dry run. A preview (previewDeliveryChange) runs the very service the change
// runs, in the same transaction, and rolls it back at the end: what the preview answers is what the
// change would do, and nothing is written (no rows, no document numbers, no messages: after-commit
// work never runs on a rollback). While a dry run is in scope, applySettlement reports each
// settlement to it, and the order's payment is read just before the rollback.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import type { SettlementOutcome } from '@/lib/payments/apply-settlement';

type Tx = Prisma.TransactionClient;

export type DryRunResult = {
  settlements: SettlementOutcome[];
  /** the order's payment as the change leaves it (null: the order has no payment row) */
  payment: { status: PaymentStatus; amount: number; walletAmount: number } | null;
};

type Scope = { orderId: string; result: DryRunResult };

const scope = new AsyncLocalStorage<Scope>();

/** Thrown at the end of a dry run's transaction to roll it back, carrying what it saw. */
class RolledBack extends Error {
  constructor(readonly scope: Scope) {
    super('dry run rolled back');
  }
}

/** A change's transaction: db.$transaction, rolled back at its end when a dry run is in scope. */
export function changeTransaction<T>(fn: (tx: Tx) => Promise<T>, options?: { timeout?: number; maxWait?: number }): Promise<T> {
  const dry = scope.getStore();
  return db.$transaction(async (tx) => {
    const result = await fn(tx);
    if (dry) {
      dry.result.payment = await tx.payment.findUnique({ where: { orderId: dry.orderId }, select: { status: true, amount: true, walletAmount: true } });
      throw new RolledBack(dry);
    }
    return result;
  }, options);
}

/** applySettlement's report of what it did (to a dry run; a real change needs no report). */
export function reportSettlement(outcome: SettlementOutcome): void {
  scope.getStore()?.result.settlements.push(outcome);
}

/**
 * Runs `change` (a change service of order `orderId`) and rolls its transaction back: what it would
 * have done to the money and the payment. A refusal or an error of the change is thrown as it is.
 */
export async function dryRunChange(orderId: string, change: () => Promise<unknown>): Promise<DryRunResult> {
  const mine: Scope = { orderId, result: { settlements: [], payment: null } };
  try {
    await scope.run(mine, change);
  } catch (e) {
    if (e instanceof RolledBack && e.scope === mine) return mine.result;
    throw e;
  }
  throw new Error('The change ran no change transaction, so it cannot be previewed.');
}
