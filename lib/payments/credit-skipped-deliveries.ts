// The one-time policy of a skip (lib/orders/skip-deliveries.ts): a bought suborder gets nothing
// added; each skipped delivery's share (lib/domain/delivery-share.ts) comes off the amount due or,
// once the order is paid, is recorded as a refund due for admins to pay.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { deliveryShare } from '@/lib/domain/delivery-share';
import { isPaid } from '@/lib/domain/payment-status';
import { transitionPaymentIfAllowed } from './transition-payment';

type Tx = Prisma.TransactionClient;

/** paise: what came off the amount due, and what is now to be refunded */
export type SkipCredit = { credited: number; refunded: number };

/** Call it under the order lock (skip-deliveries.ts holds it). */
export async function creditSkippedDeliveries(
  tx: Tx,
  skip: {
    orderId: string;
    suborder: { id: string; suborderNo: string; totalPrice: number };
    /** every delivery the suborder was placed with (skipped ones still marked so) */
    deliveries: { skipped: boolean }[];
    skipped: { id: string; deliveryDate: IsoDay }[];
    /** who skipped: the refunds' author */
    byId: string;
  },
): Promise<SkipCredit> {
  const { orderId, suborder, deliveries } = skip;
  // One connection per transaction: these run one after another anyway.
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { cgstRate: true, sgstRate: true, perDeliveryCharge: true } });
  const lines = await tx.orderItemVariant.findMany({ where: { orderItem: { suborderId: suborder.id } }, select: { price: true, quantity: true } });
  const rates = { cgstTenths: order.cgstRate, sgstTenths: order.sgstRate, perDeliveryCharge: order.perDeliveryCharge };
  let charged = deliveries.filter((d) => !d.skipped).length;
  const shares = skip.skipped.map((d) => {
    const amount = deliveryShare({ lines, rates, charged, placedDeliveries: deliveries.length, placedTotal: suborder.totalPrice });
    charged -= 1;
    return { delivery: d, amount };
  });
  const total = shares.reduce((sum, s) => sum + s.amount, 0);

  // Not paid yet: the shares come off what is owed (never below 0).
  const lowered = await transitionPaymentIfAllowed(tx, orderId, 'lowerAmountDue', (p) => ({ amount: Math.max(0, p.amount - total) }));
  if (!('refused' in lowered)) return { credited: lowered.before.amount - lowered.payment.amount, refunded: 0 };
  // Paid: each share is a refund due. (A cancelled payment owes nothing and gets nothing back.)
  if (!isPaid(lowered.from)) return { credited: 0, refunded: 0 };
  await tx.refund.createMany({
    data: shares.map((s) => ({
      orderId,
      deliveryId: s.delivery.id,
      amount: s.amount,
      reason: `Skipped delivery of ${formatDay(s.delivery.deliveryDate)} (${suborder.suborderNo})`,
      createdById: skip.byId,
    })),
  });
  return { credited: 0, refunded: total };
}
