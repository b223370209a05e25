// Deliveries an order no longer charges for (a one-time delivery skipped, a paid delivery an admin
// cancelled): what each was charged (lib/domain/order-charges.ts creditLines: its goods, and its
// drop's charge when nothing else comes that day) is given back, in the caller's transaction:
//   not paid yet: it comes off the amount due (the lowerAmountDue event), when the caller says so;
//   paid: a credit note against the order's invoice records it, one per delivery, and the money
//         goes where the customer chose (refundTo): to their wallet at once (a SKIP_CREDIT or
//         CANCEL_CREDIT entry, the default), or a Refund due to their UPI id (the admin's queue at
//         /admin/refunds); the credit note and the entry or refund name each other;
//   cancelled: nothing is owed, nothing is given back.
// The deliveries are marked credited, so nothing is ever given back twice.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { afterCredit, creditLines, sumLines } from '@/lib/domain/order-charges';
import { isPaid, isPayable, paymentStatusOf } from '@/lib/domain/payment-status';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import type { RefundDestination } from '@/lib/domain/wallet';
import { postWalletEntry } from '@/lib/wallet/post-wallet-entry';
import { transitionPaymentIfAllowed } from './transition-payment';
import { badInput } from '@/lib/errors';

type Tx = Prisma.TransactionClient;

export const NO_UPI_ID_MESSAGE = 'Please add your UPI id on your wallet page first, or choose store credit.';

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
    /** "Skipped delivery", "Cancelled delivery": the refund's and the credit note's reason (the date and suborder follow) */
    reason: string;
    /** an unpaid order: take the deliveries off the amount due, or leave the amount as it is */
    whileUnpaid: 'lowerAmountDue' | 'keep';
    /** where the money of a paid delivery goes: the wallet (default) or a refund to UPI */
    refundTo?: RefundDestination;
  },
): Promise<DeliveriesCredit> {
  const none: DeliveriesCredit = { credited: 0, refunded: 0, toWallet: 0, creditNotes: [] };
  const refundTo = credit.refundTo ?? 'WALLET';
  const { orderId } = credit;
  const payment = await tx.payment.findUnique({ where: { orderId }, select: { status: true } });
  const status = paymentStatusOf(payment);
  if (!isPaid(status) && !(isPayable(status) && credit.whileUnpaid === 'lowerAmountDue')) return none;

  const [charges, settings] = await Promise.all([loadOrderCharges(tx, orderId), readTaxSettings(tx)]);
  const going = credit.deliveries.flatMap((d) => {
    const slot = charges.slotOf.get(d.id);
    return slot ? [{ delivery: d, slot }] : [];
  });
  const now = clock().now();
  const markCredited = () => tx.delivery.updateMany({ where: { id: { in: going.map((g) => g.delivery.id) }, creditedAt: null }, data: { creditedAt: now } });

  if (!isPaid(status)) {
    const total = sumLines(creditLines(charges.parts, going.map((g) => g.slot), chargeBasis(charges, settings.seller.stateCode))).total;
    // Off what is due by UPI first; past that, off the wallet's part, which goes back to the wallet.
    const lowered = await transitionPaymentIfAllowed(tx, orderId, 'lowerAmountDue', (p) => {
      const offUpi = Math.min(p.amount, total);
      return { amount: p.amount - offUpi, walletAmount: p.walletAmount - Math.min(p.walletAmount, total - offUpi) };
    });
    if ('refused' in lowered) return none;
    await markCredited();
    const back = lowered.before.walletAmount - lowered.payment.walletAmount;
    if (back > 0) {
      await postWalletEntry(tx, {
        userId: charges.userId,
        kind: credit.reason === 'Skipped delivery' ? 'SKIP_CREDIT' : 'CANCEL_CREDIT',
        amount: back,
        orderId,
        createdById: credit.byId,
        note: `${credit.reason} before payment (${charges.orderNumber})`,
      });
    }
    // Nothing left to pay by UPI and the wallet pays the rest: the order is paid (and invoiced) now.
    if (lowered.payment.amount === 0 && lowered.payment.walletAmount > 0) await transitionPaymentIfAllowed(tx, orderId, 'confirm', { confirmedAt: now });
    return { ...none, credited: lowered.before.amount - lowered.payment.amount, toWallet: back };
  }

  // Paid: each delivery's credit against the invoice of its place of supply, on the basis that invoice was issued with.
  // the first invoice of each place of supply: a supplementary one (a paid change that cost more) comes later
  const invoices = await tx.invoice.findMany({ where: { orderId }, select: { id: true, placeOfSupply: true, sellerStateCode: true }, orderBy: [{ issuedAt: 'asc' }, { serial: 'asc' }] });
  if (invoices.length === 0) throw new Error(`Order ${charges.orderNumber} is paid but has no invoice to credit.`);
  const basis = chargeBasis(charges, invoices[0].sellerStateCode);
  let parts = charges.parts;
  const result: DeliveriesCredit = { ...none };
  if (refundTo === 'UPI' && credit.byId === charges.userId) {
    // The customer chose a refund to UPI: the admin needs their UPI id to pay it (an admin's own
    // correction may fall back to the phone number in the queue).
    const owner = await tx.user.findUnique({ where: { id: charges.userId }, select: { upiId: true } });
    if (!owner?.upiId) throw badInput(NO_UPI_ID_MESSAGE, 'refundTo');
  }
  for (const { delivery, slot } of going) {
    const lines = creditLines(parts, [slot], basis);
    parts = afterCredit(parts, [slot]);
    const total = sumLines(lines).total;
    if (total === 0) continue;
    const suborder = charges.suborders.get(slot.part)!;
    const invoice = invoices.find((i) => i.placeOfSupply === (suborder.placeOfSupply ?? basis.sellerStateCode)) ?? invoices[0];
    const reason = `${credit.reason} of ${formatDay(delivery.deliveryDate)} (${suborder.suborderNo})`;
    const to =
      refundTo === 'WALLET'
        ? {
            walletEntryId: (
              await postWalletEntry(tx, {
                userId: charges.userId,
                kind: credit.reason === 'Skipped delivery' ? 'SKIP_CREDIT' : 'CANCEL_CREDIT',
                amount: total,
                orderId,
                deliveryId: delivery.id,
                createdById: credit.byId,
                note: reason,
              })
            ).id,
          }
        : { refundId: (await tx.refund.create({ data: { orderId, deliveryId: delivery.id, amount: total, reason, createdById: credit.byId, createdAt: now }, select: { id: true } })).id };
    const note = await issueCreditNote(tx, charges, { invoice, lines, reason, issuedAt: now, prefix: settings.creditNotePrefix, deliveryId: delivery.id, ...to });
    if (refundTo === 'WALLET') result.toWallet += total;
    else result.refunded += total;
    result.creditNotes.push({ number: note.number, total: note.total });
  }
  await markCredited();
  return result;
}
