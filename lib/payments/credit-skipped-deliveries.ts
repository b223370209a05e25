// The one-time policy of a skip (lib/orders/skip-deliveries.ts): a bought suborder gets nothing
// added; what each skipped delivery was charged (lib/domain/order-charges.ts: its goods, and its
// drop's charge when nothing else comes that day) comes off the amount due or, once the order is
// paid, goes back where the customer chose (credit-deliveries.ts: the wallet, or a refund to UPI,
// with its credit note).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { IsoDay } from '@/lib/domain/calendar';
import type { RefundDestination } from '@/lib/domain/wallet';
import { creditDeliveries, type DeliveriesCredit } from './credit-deliveries';

type Tx = Prisma.TransactionClient;

/** paise: what came off the amount due, what is now to be refunded to UPI, what went to the wallet */
export type SkipCredit = Pick<DeliveriesCredit, 'credited' | 'refunded' | 'toWallet'>;

/** Call it under the order lock (skip-deliveries.ts holds it). */
export async function creditSkippedDeliveries(
  tx: Tx,
  skip: {
    orderId: string;
    skipped: { id: string; deliveryDate: IsoDay }[];
    /** who skipped: the refunds' author */
    byId: string;
    refundTo?: RefundDestination;
    /** a pause rather than one day's skip */
    pause?: boolean;
  },
): Promise<SkipCredit> {
  const { credited, refunded, toWallet } = await creditDeliveries(tx, {
    orderId: skip.orderId,
    deliveries: skip.skipped,
    byId: skip.byId,
    reason: 'Skipped delivery',
    kind: skip.pause ? 'PAUSE' : 'SKIP',
    refundTo: skip.refundTo,
  });
  return { credited, refunded, toWallet };
}
