// The one-time policy of a skip (lib/orders/skip-deliveries.ts): a bought suborder gets nothing
// added; what each skipped delivery was charged (lib/domain/order-charges.ts: its goods, and its
// drop's charge when nothing else comes that day) comes off the amount due or, once the order is
// paid, is owed back (credit-deliveries.ts: a refund due and its credit note).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { IsoDay } from '@/lib/domain/calendar';
import { creditDeliveries, type DeliveriesCredit } from './credit-deliveries';

type Tx = Prisma.TransactionClient;

/** paise: what came off the amount due, and what is now to be refunded */
export type SkipCredit = Pick<DeliveriesCredit, 'credited' | 'refunded'>;

/** Call it under the order lock (skip-deliveries.ts holds it). */
export async function creditSkippedDeliveries(
  tx: Tx,
  skip: {
    orderId: string;
    skipped: { id: string; deliveryDate: IsoDay }[];
    /** who skipped: the refunds' author */
    byId: string;
  },
): Promise<SkipCredit> {
  const { credited, refunded } = await creditDeliveries(tx, { orderId: skip.orderId, deliveries: skip.skipped, byId: skip.byId, reason: 'Skipped delivery', whileUnpaid: 'lowerAmountDue' });
  return { credited, refunded };
}
