// The one place a change after checkout moves money. The change (items, skip, undo, pause, resume,
// cancel, an admin's cancel, a closed day) has done its own rows and worked out what it adds or
// frees with the lines of that money; this reads the payment and the wallet under the order's lock,
// asks lib/domain/settlement.ts what that means, and writes it in the change's transaction:
//   raiseDue:        the wallet's part (ORDER_DEBIT) and the rest added to what is due by UPI (and
//                    the payment confirmed when nothing is left to pay by UPI);
//   walletPaysExtra: the wallet pays the extra on a paid order, with a supplementary invoice;
//   payExtraByUpi:   nothing is written: a change that can wait for a UPI payment (`holdsForUpi`)
//                    records a top-up holding it (lib/orders/held-change.ts), any other is refused;
//   lowerDue:        off what is due by UPI, the rest back to the wallet (the change's kind of
//                    credit), and the payment confirmed, with its invoice, when the wallet now pays it all;
//   moneyBack:       one credit note for the change (one per invoice it reduces), and one wallet
//                    entry or one refund row for the UPI refunds queue, however many days it covers;
//   refused:         a BAD_USER_INPUT on the change's field, and the caller's transaction writes nothing.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { badInput } from '@/lib/errors';
import { negatedLines, sumLines, type DocumentLine } from '@/lib/domain/order-charges';
import { paymentStatusOf } from '@/lib/domain/payment-status';
import { payExtraRefusal, settleChange, type ChangeKind, type Settlement, type SettlementPayment } from '@/lib/domain/settlement';
import type { RefundDestination } from '@/lib/domain/wallet';
import { loadOrderCharges, type OrderCharges } from '@/lib/invoices/load-order-charges';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { issueSupplementaryInvoice } from '@/lib/invoices/issue-invoices';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { reportSettlement } from '@/lib/orders/change-transaction';
import { lockWallet, postWalletEntry } from '@/lib/wallet/post-wallet-entry';
import { transitionPayment } from './transition-payment';

type Tx = Prisma.TransactionClient;

export const NO_UPI_ID_MESSAGE = 'Please add your UPI id on your wallet page first, or choose store credit.';

export type MoneyChange = {
  orderId: string;
  kind: ChangeKind;
  /** paise the change adds (more than 0) or frees (less than 0); the lines' total, with its sign */
  delta: number;
  /**
   * The lines of the money, as credited: positive for what the change frees (a credit note's
   * lines), negative for what it adds (negated, a supplementary invoice's lines).
   */
  lines: readonly DocumentLine[];
  /** who made the change: the entries' and refunds' author */
  byId: string;
  /** the input field a refusal is reported on */
  field: string;
  refundTo?: RefundDestination;
  /** the documents' reason and the entries' note ("Skipped delivery of Mon, 23 Nov 2026 (S-1)") */
  reason: string;
  /** the one delivery the change is about, when it is about one */
  deliveryId?: string | null;
  /** the change gives back whole days (a delivery is refunded once): its refund row names the day */
  wholeDay?: boolean;
  now: Date;
  /** the order's charges after the change, when the caller has them */
  charges?: OrderCharges;
  /** the credit notes' series prefix, when the caller has read the tax settings */
  creditNotePrefix?: string;
  /**
   * The caller can hold the change until the UPI part of a paid order's extra is paid (it undoes
   * its own rows and records the top-up); without it, such a change is refused.
   */
  holdsForUpi?: boolean;
};

/** What was written, paise and document numbers. */
export type SettlementOutcome = {
  settlement: Settlement;
  /** paid from the wallet */
  fromWallet: number;
  /** added to what is due by UPI (payExtraByUpi: to pay by UPI before the change is made) */
  byUpi: number;
  /** taken off what is due by UPI */
  offUpi: number;
  /** given back to the wallet */
  toWallet: number;
  /** to be refunded to the customer's UPI id */
  refunded: number;
  /** the payment was confirmed (and invoiced) by the change */
  confirmed: boolean;
  creditNotes: { number: string; total: number }[];
  invoice: string | null;
};

/** Call it inside the change's transaction, under the order's lock, after the change's own rows are written. */
export async function applySettlement(tx: Tx, change: MoneyChange): Promise<SettlementOutcome> {
  const outcome = await settleAndWrite(tx, change);
  reportSettlement(outcome);
  return outcome;
}

async function settleAndWrite(tx: Tx, change: MoneyChange): Promise<SettlementOutcome> {
  const payment = await readPayment(tx, change.orderId);
  const owner = change.charges ?? (await tx.order.findUniqueOrThrow({ where: { id: change.orderId }, select: { userId: true, orderNumber: true } }));
  const walletBalance = change.delta > 0 ? await lockWallet(tx, owner.userId) : 0;
  const s = settleChange(change.kind, { payment, delta: change.delta, walletBalance, refundTo: change.refundTo ?? 'WALLET' });
  const out: SettlementOutcome = { settlement: s, fromWallet: 0, byUpi: 0, offUpi: 0, toWallet: 0, refunded: 0, confirmed: false, creditNotes: [], invoice: null };
  const entry = { userId: owner.userId, orderId: change.orderId, createdById: change.byId };

  switch (s.kind) {
    case 'nothing':
      return out;
    case 'refused':
      throw badInput(s.reason, change.field);
    case 'raiseDue': {
      if (s.fromWallet > 0) await postWalletEntry(tx, { ...entry, kind: 'ORDER_DEBIT', amount: s.fromWallet, deliveryId: change.deliveryId, note: `${change.reason}, ${owner.orderNumber}` });
      await transitionPayment(tx, change.orderId, 'raiseAmountDue', { field: change.field, changes: (p) => ({ amount: p.amount + s.byUpi, walletAmount: p.walletAmount + s.fromWallet }) });
      // Nothing to pay by UPI and the wallet pays it all: the order is paid (and invoiced) now.
      if (s.confirm) await transitionPayment(tx, change.orderId, 'confirm', { field: change.field, changes: { confirmedAt: change.now } });
      return { ...out, fromWallet: s.fromWallet, byUpi: s.byUpi, confirmed: s.confirm };
    }
    case 'walletPaysExtra': {
      await postWalletEntry(tx, { ...entry, kind: 'ORDER_DEBIT', amount: s.fromWallet, deliveryId: change.deliveryId, note: `${change.reason}, ${owner.orderNumber}` });
      await transitionPayment(tx, change.orderId, 'addWalletPayment', { field: change.field, changes: (p) => ({ walletAmount: p.walletAmount + s.fromWallet }) });
      const charges = change.charges ?? (await loadOrderCharges(tx, change.orderId));
      const invoice = await issueSupplementaryInvoice(tx, charges, { lines: negatedLines(change.lines), issuedAt: change.now });
      if (invoice.total !== s.fromWallet) throw new Error(`Order ${owner.orderNumber}: the supplementary invoice comes to ${invoice.total} paise but ${s.fromWallet} was paid.`);
      return { ...out, fromWallet: s.fromWallet, invoice: invoice.number };
    }
    case 'payExtraByUpi':
      if (!change.holdsForUpi) throw badInput(payExtraRefusal(s), change.field);
      return { ...out, fromWallet: s.fromWallet, byUpi: s.byUpi };
    case 'lowerDue': {
      await transitionPayment(tx, change.orderId, 'lowerAmountDue', { field: change.field, changes: (p) => ({ amount: p.amount - s.offUpi, walletAmount: p.walletAmount - s.backToWallet }) });
      if (s.backToWallet > 0) {
        await postWalletEntry(tx, { ...entry, kind: s.walletKind, amount: s.backToWallet, deliveryId: change.deliveryId, note: `${change.reason} before payment (${owner.orderNumber})` });
      }
      // Nothing left to pay by UPI and the wallet pays the rest: the order is paid (and invoiced) now.
      if (s.confirm) await transitionPayment(tx, change.orderId, 'confirm', { field: change.field, changes: { confirmedAt: change.now } });
      return { ...out, offUpi: s.offUpi, toWallet: s.backToWallet, confirmed: s.confirm };
    }
    case 'moneyBack':
      return { ...out, ...(await giveMoneyBack(tx, change, s, owner)) };
  }
}

/**
 * The payment as the settlement sees it (an order without a row owes its total). Every change holds
 * the order's lock from its start (lockOrder), so this is what transitionPayment then reads again.
 */
async function readPayment(tx: Tx, orderId: string): Promise<SettlementPayment> {
  const row = await tx.payment.findUnique({ where: { orderId }, select: { status: true, amount: true, walletAmount: true } });
  if (row) return row;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { totalPrice: true } });
  return { status: paymentStatusOf(null), amount: order.totalPrice, walletAmount: 0 };
}

/** A paid order's money back: one credit note per invoice it reduces, each with its wallet entry or refund row. */
async function giveMoneyBack(
  tx: Tx,
  change: MoneyChange,
  s: Extract<Settlement, { kind: 'moneyBack' }>,
  owner: { userId: string; orderNumber: string },
): Promise<Pick<SettlementOutcome, 'toWallet' | 'refunded' | 'creditNotes'>> {
  if (s.to === 'UPI' && change.byId === owner.userId) {
    // The customer chose a refund to UPI: the admin needs their UPI id to pay it (an admin's own
    // correction may fall back to the phone number in the queue).
    const user = await tx.user.findUnique({ where: { id: owner.userId }, select: { upiId: true } });
    if (!user?.upiId) throw badInput(NO_UPI_ID_MESSAGE, 'refundTo');
  }
  const [charges, prefix] = await Promise.all([change.charges ?? loadOrderCharges(tx, change.orderId), change.creditNotePrefix ?? readTaxSettings(tx).then((s) => s.creditNotePrefix)]);
  // the first invoice of each place of supply: a supplementary one (a paid change that cost more) comes later
  const invoices = await tx.invoice.findMany({ where: { orderId: change.orderId }, select: { id: true, placeOfSupply: true, sellerStateCode: true }, orderBy: [{ issuedAt: 'asc' }, { serial: 'asc' }] });
  if (invoices.length === 0) throw new Error(`Order ${owner.orderNumber} is paid but has no invoice to credit.`);
  const seller = invoices[0].sellerStateCode;
  const groups = new Map<string, DocumentLine[]>();
  for (const line of change.lines) {
    const place = charges.suborders.get(line.partKey)?.placeOfSupply ?? seller;
    const invoice = invoices.find((i) => i.placeOfSupply === place) ?? invoices[0];
    groups.set(invoice.id, [...(groups.get(invoice.id) ?? []), line]);
  }
  const total = [...groups.values()].reduce((sum, lines) => sum + sumLines(lines).total, 0);
  if (total !== s.amount) throw new Error(`Order ${owner.orderNumber}: the credit's lines come to ${total} paise but ${s.amount} is given back.`);

  const result = { toWallet: 0, refunded: 0, creditNotes: [] as { number: string; total: number }[] };
  for (const [invoiceId, lines] of groups) {
    const amount = sumLines(lines).total;
    if (amount === 0) continue;
    const to =
      s.to === 'WALLET'
        ? { walletEntryId: (await postWalletEntry(tx, { userId: owner.userId, kind: s.walletKind, amount, orderId: change.orderId, deliveryId: change.deliveryId, createdById: change.byId, note: change.reason })).id }
        : {
            refundId: (
              await tx.refund.create({
                data: { orderId: change.orderId, deliveryId: change.wholeDay ? (change.deliveryId ?? null) : null, amount, reason: change.reason, createdById: change.byId, createdAt: change.now },
                select: { id: true },
              })
            ).id,
          };
    const note = await issueCreditNote(tx, charges, { invoice: { id: invoiceId }, lines, reason: change.reason, issuedAt: change.now, prefix, deliveryId: change.deliveryId, ...to });
    if (s.to === 'WALLET') result.toWallet += amount;
    else result.refunded += amount;
    result.creditNotes.push({ number: note.number, total: note.total });
  }
  return result;
}
