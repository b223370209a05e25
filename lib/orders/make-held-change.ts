// The change a confirmed top-up held (held-change.ts: a change of items, an undone skip, an ended
// pause), made in the confirmation's transaction after the top-up's money is in the wallet: through
// the change's own service, so the wallet pays the whole extra with a supplementary invoice. When it cannot be made any more (the cutoff passed, the
// day closed, the order was cancelled, the wallet was spent meanwhile) its rows are undone to a
// savepoint and the money stays in the wallet; the top-up keeps what became of it.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { formatPaise } from '@/lib/domain/money';
import type { Viewer } from '@/lib/auth/viewer';
import { makeHeldItemsChange } from './change-delivery-items';
import { heldChangeOf, type HeldChange } from './held-change';
import { makeHeldResume } from './resume-subscription';
import { makeHeldUnskip } from './unskip-delivery';

type Tx = Prisma.TransactionClient;

export type HeldChangeResult = { made: boolean; message: string; orderNumber: string };

/** Makes the change top-up `topUpId` holds, if it holds one (null when it holds none). */
export async function makeHeldChange(tx: Tx, topUpId: string, now: Date): Promise<HeldChangeResult | null> {
  const topUp = await tx.topUp.findUniqueOrThrow({ where: { id: topUpId }, select: { id: true, amount: true, heldChange: true, order: { select: { orderNumber: true } } } });
  const held = heldChangeOf(topUp.heldChange);
  if (!held || held.outcome) return null;
  const maker = await tx.user.findUnique({ where: { id: held.byId }, select: { id: true, roleId: true, firstName: true } });
  let result: { made: boolean; message: string };
  await tx.$executeRaw`SAVEPOINT held_change`;
  try {
    if (!maker) throw new AppError('NOT_FOUND', 'The account that asked for this change is gone.');
    const v: Viewer = { id: maker.id, roleId: maker.roleId, firstName: maker.firstName };
    result = { made: true, message: (await makeChange(tx, v, held)).message };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT held_change`;
    result = { made: false, message: `Your change could not be made: ${e.message} The ${formatPaise(topUp.amount)} you paid stays in your wallet.` };
  }
  await tx.topUp.update({ where: { id: topUp.id }, data: { heldChange: { ...held, outcome: { ...result, at: now.toISOString() } } as unknown as Prisma.InputJsonObject } });
  return { ...result, orderNumber: topUp.order?.orderNumber ?? '' };
}

/** Each kind of held change through its own service, as it is made when asked for. */
function makeChange(tx: Tx, v: Viewer, held: HeldChange): Promise<{ message: string }> {
  switch (held.kind) {
    case 'CHANGE_ITEMS':
      return makeHeldItemsChange(tx, v, { deliveryId: held.deliveryId, items: held.items, applyToLaterDeliveries: held.applyToLaterDeliveries });
    case 'UNSKIP':
      return makeHeldUnskip(tx, v, held.deliveryId);
    case 'RESUME':
      return makeHeldResume(tx, v, held.suborderId);
  }
}
