// applyBankStatement: confirms the payments the statement's MATCHED lines pay, each through the
// one confirmation (confirm-payment.ts: the transition, the customer's message, the audit entry,
// and whatever the transition does on payment, such as issuing the invoice), and stores each
// applied line's identity in the same transaction, so the same statement uploaded again (or a
// longer one holding these lines) confirms nothing twice.
import 'server-only';
import { db } from '@/lib/database/db';
import { AppError, badInput, conflict } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { dayToDate } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { CONFIRM_TRANSACTION, confirmOrderPayment } from './confirm-payment';
import { matchBankStatement, topUpIdOf, type MatchedLine } from './match-bank-statement';
import { confirmTopUpIn } from '@/lib/wallet/confirm-top-up';

export const MAP_COLUMNS_FIRST = 'This statement’s columns are not known yet: preview it and say which column is which first.';

export type AppliedStatement = {
  /** payments confirmed */
  confirmed: number;
  /** matched lines that were not confirmed after all (the payment changed since, or another upload applied them first) */
  skipped: number;
};

export async function applyBankStatement(viewer: Viewer | null, input: { base64: string; fileName: string }): Promise<AppliedStatement> {
  const v = requireAdmin(viewer);
  const m = await matchBankStatement(input.base64);
  if (m.kind === 'needsMapping') throw badInput(MAP_COLUMNS_FIRST, 'base64');
  let confirmed = 0;
  let skipped = 0;
  // One transaction per line: a payment that cannot be confirmed any more leaves the others alone.
  for (const line of m.lines.filter((l) => l.status === 'MATCHED')) {
    try {
      await applyLine(v, line, input.fileName);
      confirmed++;
    } catch (e) {
      if (!isLostRace(e)) throw e;
      skipped++;
    }
  }
  return { confirmed, skipped };
}

async function applyLine(v: Viewer, line: MatchedLine, fileName: string): Promise<void> {
  const topUpId = topUpIdOf(line.orderId!);
  if (topUpId) return applyTopUpLine(v, line, topUpId, fileName);
  await db.$transaction(async (tx) => {
    const changed = await confirmOrderPayment(
      tx,
      v,
      { id: line.orderId!, orderNumber: line.orderNumber!, userId: line.userId! },
      {
        // The amount was matched moments ago; under the order's lock it must still be what is due.
        check: (before) => {
          if (before.amount !== line.amount) throw conflict(`Order ${line.orderNumber} is now due ${formatPaise(before.amount)}, not ${formatPaise(line.amount)}.`);
        },
        changes: () => (line.recordUtr ? { utr: line.utr } : {}),
        audit: { statementRow: line.lineNo, fileName, utr: line.utr, matchedBy: line.matchedBy },
      },
    );
    await tx.bankStatementLine.create({
      data: {
        identity: line.identity,
        date: dayToDate(line.date),
        amount: line.amount,
        reference: line.reference,
        utr: line.utr,
        narration: line.narration,
        paymentId: changed.paymentId,
        fileName,
        appliedById: v.id,
      },
    });
  }, CONFIRM_TRANSACTION);
}

/** A line that pays a wallet top-up: confirmed like the review queue does (confirm-top-up.ts), the line stored with it. */
async function applyTopUpLine(v: Viewer, line: MatchedLine, topUpId: string, fileName: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await confirmTopUpIn(tx, v, topUpId, {
      check: (amount) => {
        if (amount !== line.amount) throw conflict(`Top-up ${line.orderNumber} is for ${formatPaise(amount)}, not ${formatPaise(line.amount)}.`);
      },
      utr: line.recordUtr ? line.utr : null,
      audit: { statementRow: line.lineNo, fileName, utr: line.utr, matchedBy: line.matchedBy },
    });
    await tx.bankStatementLine.create({
      data: { identity: line.identity, date: dayToDate(line.date), amount: line.amount, reference: line.reference, utr: line.utr, narration: line.narration, topUpId, fileName, appliedById: v.id },
    });
  });
}

/**
 * The line lost a race after it was matched: its payment was confirmed, cancelled or changed in the
 * meantime (the transition or the check refused), or another upload stored the same line first (the
 * identity's unique index), or its UTR went onto another payment (the UTR's unique index).
 */
function isLostRace(e: unknown): boolean {
  if (e instanceof AppError) return e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT';
  return (e as { code?: string }).code === 'P2002';
}
