// A change to a paid order that costs more than the wallet holds is held, not made: the rest is paid
// by UPI as a top-up of its own (the same link, QR code, proof and review as any top-up), tied to
// the order and holding the change. Confirmed (by an admin or a bank statement line,
// lib/wallet/confirm-top-up.ts), the money goes to the wallet and the change is made in the same
// transaction (make-held-change.ts), the wallet then paying the whole extra.
import 'server-only';
import { randomInt } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ItemChoice } from '@/lib/domain/delivery-items';
import { topUpNumber } from '@/lib/domain/wallet';

type Tx = Prisma.TransactionClient;

/** What a top-up holds: the change as it was asked for, and (once confirmed) what became of it. */
export type HeldChange = {
  kind: 'CHANGE_ITEMS';
  deliveryId: string;
  items: ItemChoice[];
  applyToLaterDeliveries: boolean;
  /** who asked for it (the customer, or an admin acting for them): the change is made as them */
  byId: string;
  /** what the wallet paid of the extra when it was asked for, and the rest to pay by UPI, paise */
  fromWallet: number;
  byUpi: number;
  /** set when the top-up is confirmed: the change made, or why it could not be */
  outcome?: { made: boolean; message: string; at: string };
};

/** A held change as read back from its top-up (null when the top-up holds none). */
export function heldChangeOf(json: Prisma.JsonValue | null): HeldChange | null {
  if (!json || typeof json !== 'object' || Array.isArray(json) || (json as { kind?: unknown }).kind !== 'CHANGE_ITEMS') return null;
  return json as unknown as HeldChange;
}

/**
 * Records the top-up that pays `held.byUpi` and holds the change, in the change's transaction. An
 * earlier change of the same delivery still waiting for its payment (no proof sent) is dropped:
 * the newest change is the one the customer wants.
 */
export async function holdChangeForUpi(tx: Tx, at: { userId: string; orderId: string; now: Date }, held: HeldChange): Promise<{ id: string; number: string; amount: number; status: 'required'; createdAt: Date }> {
  await tx.topUp.updateMany({
    where: { orderId: at.orderId, status: 'required', heldChange: { path: ['deliveryId'], equals: held.deliveryId } },
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
