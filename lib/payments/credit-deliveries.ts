// Deliveries an order no longer charges for (a one-time delivery skipped, a paid delivery an admin
// cancelled, a day the kitchen closed): what they were charged (lib/domain/order-charges.ts
// creditLines: their goods, and a drop's charge when nothing else comes that day) is settled in the
// caller's transaction by lib/payments/apply-settlement.ts, as one change however many days it covers:
// off the amount due while unpaid (unless the kind of change keeps it), or, once paid, one credit
// note and the money to the wallet or one refund to UPI. The deliveries are marked credited, so
// nothing is ever given back twice.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { creditLines, sumLines } from '@/lib/domain/order-charges';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { creditsDays, SETTLEMENT_TERMS, type ChangeKind } from '@/lib/domain/settlement';
import { countOf } from '@/lib/domain/plural';
import type { RefundDestination } from '@/lib/domain/wallet';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { applySettlement, NO_UPI_ID_MESSAGE } from './apply-settlement';

type Tx = Prisma.TransactionClient;

export { NO_UPI_ID_MESSAGE };

/** paise: what came off the amount due, what is now to be refunded to UPI, what went to the wallet (with the credit notes) */
export type DeliveriesCredit = {
  credited: number;
  refunded: number;
  toWallet: number;
  creditNotes: { number: string; total: number }[];
};

/** Call it under the order lock, after the deliveries were marked skipped or cancelled. */
export async function creditDeliveries(
  tx: Tx,
  credit: {
    orderId: string;
    deliveries: readonly { id: string; deliveryDate: IsoDay }[];
    /** who gave them back: the refunds' author */
    byId: string;
    /** which change: how its money is settled (the wallet entry's kind, an unpaid order's amount) */
    kind: Extract<ChangeKind, 'SKIP' | 'PAUSE' | 'CANCEL' | 'ADMIN_CANCEL' | 'CLOSE_DAY' | 'MISSED_DELIVERY'>;
    /** "Skipped delivery", "Cancelled delivery": the refund's and the credit note's reason (the dates and suborders follow) */
    reason: string;
    /** where the money of a paid delivery goes: the wallet (default) or a refund to UPI */
    refundTo?: RefundDestination;
  },
): Promise<DeliveriesCredit> {
  const none: DeliveriesCredit = { credited: 0, refunded: 0, toWallet: 0, creditNotes: [] };
  const { orderId } = credit;
  const payment = await tx.payment.findUnique({ where: { orderId }, select: { status: true } });
  const status = paymentStatusOf(payment);
  if (!creditsDays(status, SETTLEMENT_TERMS[credit.kind].whileUnpaid)) return none;

  const [charges, settings] = await Promise.all([loadOrderCharges(tx, orderId), readTaxSettings(tx)]);
  const going = credit.deliveries.flatMap((d) => {
    const slot = charges.slotOf.get(d.id);
    return slot ? [{ delivery: d, slot }] : [];
  });
  if (going.length === 0) return none;
  // A paid order is credited on the basis its invoice was issued with.
  const invoice = isPaid(status) ? await tx.invoice.findFirst({ where: { orderId }, select: { sellerStateCode: true }, orderBy: [{ issuedAt: 'asc' }, { serial: 'asc' }] }) : null;
  const lines = creditLines(charges.parts, going.map((g) => g.slot), chargeBasis(charges, invoice?.sellerStateCode ?? settings.seller.stateCode));
  const now = clock().now();
  const days = [...going].sort((a, b) => a.delivery.deliveryDate.localeCompare(b.delivery.deliveryDate));
  const suborderNos = [...new Set(days.map((g) => charges.suborders.get(g.slot.part)!.suborderNo))].join(', ');
  const when = days.length === 1 ? formatDay(days[0].delivery.deliveryDate) : `${formatDay(days[0].delivery.deliveryDate)} and ${countOf(days.length - 1, 'later day')}`;

  // Marked first: a payment the credit completes is invoiced for what the order still brings.
  await tx.delivery.updateMany({ where: { id: { in: going.map((g) => g.delivery.id) }, creditedAt: null }, data: { creditedAt: now } });
  const outcome = await applySettlement(tx, {
    orderId,
    kind: credit.kind,
    delta: -sumLines(lines).total,
    lines,
    byId: credit.byId,
    field: 'deliveryId',
    refundTo: credit.refundTo,
    reason: `${credit.reason} of ${when} (${suborderNos})`,
    deliveryId: days.length === 1 ? days[0].delivery.id : null,
    wholeDay: true,
    now,
    charges,
    creditNotePrefix: settings.creditNotePrefix,
  });
  return { credited: outcome.offUpi, refunded: outcome.refunded, toWallet: outcome.toWallet, creditNotes: outcome.creditNotes };
}
