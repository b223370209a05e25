// A change to a paid order that costs more than the wallet holds (a change of items, an undone skip,
// an ended pause whose days' money had gone back) is held, not made: the rest is paid
// by UPI as a top-up of its own (the same link, QR code, proof and review as any top-up), tied to
// the order and holding the change. Confirmed (by an admin or a bank statement line,
// lib/wallet/confirm-top-up.ts), the money goes to the wallet and the change is made in the same
// transaction (make-held-change.ts), the wallet then paying the whole extra.
import 'server-only';
import { randomInt } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ItemChoice } from '@/lib/domain/delivery-items';
import { formatPaise } from '@/lib/domain/money';
import { topUpNumber } from '@/lib/domain/wallet';
import { badInput } from '@/lib/errors';
import type { SettlementOutcome } from '@/lib/payments/apply-settlement';
import type { TopUpView } from '@/lib/wallet/top-up-wallet';

type Tx = Prisma.TransactionClient;

/** The kinds of change a top-up can hold: each costs more on a paid order (lib/domain/settlement.ts payExtraByUpi). */
export const HELD_CHANGE_KINDS = ['CHANGE_ITEMS', 'UNSKIP', 'RESUME'] as const;
export type HeldChangeKind = (typeof HELD_CHANGE_KINDS)[number];

/** What every held change keeps beside what was asked for. */
type HeldCommon = {
  /** who asked for it (the customer, or an admin acting for them): the change is made as them */
  byId: string;
  /** what the wallet paid of the extra when it was asked for, and the rest to pay by UPI, paise */
  fromWallet: number;
  byUpi: number;
  /** set when the top-up is confirmed: the change made, or why it could not be */
  outcome?: { made: boolean; message: string; at: string };
};

/** What a top-up holds: the change as it was asked for, and (once confirmed) what became of it. */
export type HeldChange = HeldCommon &
  (
    | { kind: 'CHANGE_ITEMS'; deliveryId: string; items: ItemChoice[]; applyToLaterDeliveries: boolean }
    /** a skipped day brought back whose money had gone back */
    | { kind: 'UNSKIP'; deliveryId: string }
    /** a pause ended early, bringing back paused days whose money had gone back */
    | { kind: 'RESUME'; suborderId: string }
  );

/** A held change as read back from its top-up (null when the top-up holds none). */
export function heldChangeOf(json: Prisma.JsonValue | null): HeldChange | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const kind = (json as { kind?: unknown }).kind;
  if (!(HELD_CHANGE_KINDS as readonly unknown[]).includes(kind)) return null;
  return json as unknown as HeldChange;
}

/** What a held change is about: the delivery, or (resume) the subscription. A newer change of the same replaces it. */
function heldTarget(held: HeldChange): { path: string[]; equals: string } {
  return held.kind === 'RESUME' ? { path: ['suborderId'], equals: held.suborderId } : { path: ['deliveryId'], equals: held.deliveryId };
}

/**
 * Records the top-up that pays `held.byUpi` and holds the change, in the change's transaction. An
 * earlier change of the same delivery (a resume: of the same subscription) still waiting for its
 * payment (no proof sent) is dropped: the newest change is the one the customer wants.
 */
export async function holdChangeForUpi(tx: Tx, at: { userId: string; orderId: string; now: Date }, held: HeldChange): Promise<{ id: string; number: string; amount: number; status: 'required'; createdAt: Date }> {
  await tx.topUp.updateMany({
    where: { orderId: at.orderId, status: 'required', heldChange: heldTarget(held) },
    data: { status: 'cancelled' },
  });
  const topUp = await tx.topUp.create({
    data: {
      number: topUpNumber(randomInt(1, 2 ** 47) % 10_000_000_000),
      userId: at.userId,
      amount: held.byUpi,
      orderId: at.orderId,
      heldChange: held as unknown as Prisma.InputJsonObject,
      createdAt: at.now,
    },
    select: { id: true, number: true, amount: true, createdAt: true },
  });
  return { ...topUp, status: 'required' };
}

/** A change's answer: `payByUpi` when it is held until this top-up is paid and confirmed (nothing changed yet). */
export type MaybeHeld<T> = T & { payByUpi: TopUpView | null };

/** A top-up just recorded to hold a change. */
export type HeldTopUp = Awaited<ReturnType<typeof holdChangeForUpi>>;

/**
 * How a change service runs: `hold` as asked (a paid order's extra the wallet cannot pay is held
 * for a UPI payment), `replay` as the held change being made on its top-up's confirmation (the
 * wallet must now pay it all).
 */
export type HoldMode = 'hold' | 'replay';

/** Marks what a held change's rows are undone to: call it after the order's lock, before the change writes. */
export async function markHoldPoint(tx: Tx): Promise<void> {
  await tx.$executeRaw`SAVEPOINT held_for_upi`;
}

type AskedChange = HeldChange extends infer H ? (H extends HeldChange ? Omit<H, 'fromWallet' | 'byUpi' | 'outcome'> : never) : never;

/**
 * After a change's applySettlement (with `holdsForUpi`): null when the change went through. When
 * the settlement is payExtraByUpi, the change's rows are undone to the hold point and the top-up
 * holding it is recorded; replaying a held change, it is refused instead (the wallet was spent
 * meanwhile), and the caller's confirmation keeps the money in the wallet.
 */
export async function holdWhenPaidByUpi(
  tx: Tx,
  outcome: SettlementOutcome,
  at: { mode: HoldMode; field: string; userId: string; orderId: string; now: Date },
  asked: AskedChange,
): Promise<HeldTopUp | null> {
  if (outcome.settlement.kind !== 'payExtraByUpi') return null;
  if (at.mode === 'replay') throw badInput(`Your wallet no longer holds the ${formatPaise(outcome.fromWallet + outcome.byUpi)} this change costs.`, at.field);
  await tx.$executeRaw`ROLLBACK TO SAVEPOINT held_for_upi`;
  return holdChangeForUpi(tx, { userId: at.userId, orderId: at.orderId, now: at.now }, { ...asked, fromWallet: outcome.fromWallet, byUpi: outcome.byUpi } as HeldChange);
}
