// What a change after checkout does to the money, as one value. Every change (items, skip, undo,
// pause, resume, cancel, an admin's cancel, a closed day) works out how much it adds or frees, in
// paise, and asks `settle` what that means for the order's payment as it stands:
//   costs more, not paid yet:  the wallet pays what it can (as at checkout), the rest is due by UPI;
//   costs more, paid:          the wallet pays the extra (a supplementary invoice); when it holds less,
//                              the rest is paid by UPI first (a top-up holding the change), and the
//                              change is made, all of it from the wallet, when that is confirmed;
//   costs more, being checked: refused until the payment is confirmed;
//   costs less, not paid yet:  off what is due by UPI first, past that back to the wallet; and when
//                              nothing is left to pay by UPI and the wallet paid the rest, the order
//                              is paid (and invoiced) now;
//   costs less, paid:          money back, with a credit note, to the wallet or the UPI refunds queue;
//   cancelled order:           nothing moves.
// lib/payments/apply-settlement.ts writes what the value says, in the change's transaction.
import { formatPaise } from './money';
import { awaitsCustomerPayment, awaitsReview, isPaid, isPayable, type PaymentStatus } from './payment-status';
import type { RefundDestination, WalletEntryKind } from './wallet';

/** The wallet kinds money given back is entered as: the change says which, never its wording. */
export type CreditKind = Extract<WalletEntryKind, 'SKIP_CREDIT' | 'CANCEL_CREDIT'>;

export type SettlementPayment = {
  status: PaymentStatus;
  /** due (or paid) by UPI, paise */
  amount: number;
  /** paid from the wallet, paise */
  walletAmount: number;
};

export type SettlementInput = {
  payment: SettlementPayment;
  /** what the change adds (more than 0) or frees (less than 0), paise, tax included */
  delta: number;
  /** the customer's wallet balance; only read when the change costs more */
  walletBalance: number;
  /** where money back goes once the order is paid */
  refundTo: RefundDestination;
  /** the wallet entry of money given back */
  creditKind: CreditKind;
  /**
   * An unpaid order's freed money: off what is due (a customer's change), or left as it is (an
   * admin cancelling days of an unpaid order: the whole order is settled when it is paid or expires).
   */
  whileUnpaid?: 'lowerDue' | 'keep';
};

export type Settlement =
  | { kind: 'nothing' }
  /**
   * an unpaid order costs more: `fromWallet` is paid from the wallet, `byUpi` is added to what is
   * due; `confirm`: nothing is left to pay by UPI and the wallet pays it all, so the order is paid
   */
  | { kind: 'raiseDue'; fromWallet: number; byUpi: number; confirm: boolean }
  /** a paid order costs more: the wallet pays all of it, with a supplementary invoice */
  | { kind: 'walletPaysExtra'; fromWallet: number }
  /**
   * a paid order costs more than the wallet holds: nothing moves yet. `byUpi` is paid by UPI as a
   * top-up holding the change; once it is confirmed the wallet holds the extra and pays it all
   * (walletPaysExtra), `fromWallet` being what it pays of its own
   */
  | { kind: 'payExtraByUpi'; fromWallet: number; byUpi: number }
  /** an unpaid order costs less; `confirm`: the wallet now pays everything, so the order is paid */
  | { kind: 'lowerDue'; offUpi: number; backToWallet: number; walletKind: CreditKind; confirm: boolean }
  /** a paid order costs less: a credit note, and the money to the wallet or a UPI refund */
  | { kind: 'moneyBack'; amount: number; to: RefundDestination; walletKind: CreditKind }
  | { kind: 'refused'; reason: string };

export function settle(input: SettlementInput): Settlement {
  const { payment, delta } = input;
  if (!Number.isInteger(delta)) throw new Error(`A change's money must be whole paise, got ${delta}.`);
  if (delta === 0 || !(isPaid(payment.status) || isPayable(payment.status))) return { kind: 'nothing' };

  if (delta > 0) {
    if (isPaid(payment.status)) {
      if (input.walletBalance < delta) {
        const fromWallet = Math.max(input.walletBalance, 0);
        return { kind: 'payExtraByUpi', fromWallet, byUpi: delta - fromWallet };
      }
      return { kind: 'walletPaysExtra', fromWallet: delta };
    }
    if (awaitsReview(payment.status)) {
      return { kind: 'refused', reason: 'Your payment for this order is being checked, so a change that costs more has to wait until it is confirmed.' };
    }
    const fromWallet = Math.min(Math.max(input.walletBalance, 0), delta);
    const byUpi = delta - fromWallet;
    return { kind: 'raiseDue', fromWallet, byUpi, confirm: payment.amount + byUpi === 0 && payment.walletAmount + fromWallet > 0 };
  }

  const freed = -delta;
  if (isPaid(payment.status)) return { kind: 'moneyBack', amount: freed, to: input.refundTo, walletKind: input.creditKind };
  if (input.whileUnpaid === 'keep') return { kind: 'nothing' };
  const offUpi = Math.min(payment.amount, freed);
  const backToWallet = Math.min(payment.walletAmount, freed - offUpi);
  // A proof being checked is the admin's to confirm: the customer may have paid by UPI already.
  const confirm = awaitsCustomerPayment(payment.status) && payment.amount - offUpi === 0 && payment.walletAmount - backToWallet > 0;
  return { kind: 'lowerDue', offUpi, backToWallet, walletKind: input.creditKind, confirm };
}

/** The refusal of a paid order's extra the wallet cannot pay, for a change that cannot wait for a UPI payment. */
export function payExtraRefusal(s: { fromWallet: number; byUpi: number }): string {
  return `This order is already paid: the change costs ${formatPaise(s.fromWallet + s.byUpi)} more and your wallet has ${formatPaise(s.fromWallet)}. Add ${formatPaise(s.byUpi)} to your wallet (Profile → Wallet), then make the change.`;
}

/** What a change held for its UPI payment answers: "Pay ₹20.00 by UPI to make this change: your wallet pays ₹100.00 of it." */
export function payExtraWords(s: { fromWallet: number; byUpi: number }): string {
  const rest = s.fromWallet > 0 ? `: your wallet pays ${formatPaise(s.fromWallet)} of it.` : '.';
  return `Pay ${formatPaise(s.byUpi)} by UPI to make this change${rest} The change is made when your payment is confirmed.`;
}

/** The payment after the settlement: what is due by UPI and paid from the wallet, and its status. */
export function paymentAfterSettlement(payment: SettlementPayment, s: Settlement): SettlementPayment {
  switch (s.kind) {
    case 'raiseDue':
      return { status: s.confirm ? 'success' : payment.status, amount: payment.amount + s.byUpi, walletAmount: payment.walletAmount + s.fromWallet };
    case 'walletPaysExtra':
      return { ...payment, walletAmount: payment.walletAmount + s.fromWallet };
    case 'lowerDue':
      return { status: s.confirm ? 'success' : payment.status, amount: payment.amount - s.offUpi, walletAmount: payment.walletAmount - s.backToWallet };
    default:
      return payment;
  }
}

/** What the settlement takes from (less than 0) or gives to the wallet, paise. */
export function walletChange(s: Settlement): number {
  switch (s.kind) {
    case 'raiseDue':
    case 'walletPaysExtra':
      return -s.fromWallet;
    case 'lowerDue':
      return s.backToWallet;
    case 'moneyBack':
      return s.to === 'WALLET' ? s.amount : 0;
    default:
      return 0;
  }
}

/** Whether the change's days are marked credited: their money was taken off or given back (or would have been, at 0). */
export function creditsDays(status: PaymentStatus, whileUnpaid: 'lowerDue' | 'keep' = 'lowerDue'): boolean {
  return isPaid(status) || (isPayable(status) && whileUnpaid === 'lowerDue');
}

/** The documents the settlement issues, in the customer's words. */
export function settlementDocuments(s: Settlement): string[] {
  switch (s.kind) {
    case 'walletPaysExtra':
    // issued when the UPI part is confirmed and the change is made
    case 'payExtraByUpi':
      return ['supplementary invoice'];
    case 'moneyBack':
      return ['credit note'];
    case 'lowerDue':
    case 'raiseDue':
      return s.confirm ? ['invoice'] : [];
    default:
      return [];
  }
}

/** The changes a customer or admin makes after checkout. */
export const CHANGE_KINDS = ['CHANGE_ITEMS', 'SKIP', 'UNSKIP', 'PAUSE', 'RESUME', 'CANCEL', 'ADMIN_CANCEL', 'CLOSE_DAY', 'MISSED_DELIVERY', 'CHANGE_ADDRESS'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How each kind of change settles money it frees: the wallet entry's kind, and what an unpaid order does. */
export const SETTLEMENT_TERMS: Record<ChangeKind, { creditKind: CreditKind; whileUnpaid: 'lowerDue' | 'keep' }> = {
  CHANGE_ITEMS: { creditKind: 'CANCEL_CREDIT', whileUnpaid: 'lowerDue' },
  SKIP: { creditKind: 'SKIP_CREDIT', whileUnpaid: 'lowerDue' },
  UNSKIP: { creditKind: 'SKIP_CREDIT', whileUnpaid: 'lowerDue' },
  PAUSE: { creditKind: 'SKIP_CREDIT', whileUnpaid: 'lowerDue' },
  RESUME: { creditKind: 'SKIP_CREDIT', whileUnpaid: 'lowerDue' },
  CANCEL: { creditKind: 'CANCEL_CREDIT', whileUnpaid: 'lowerDue' },
  // an admin cancelling days of an unpaid order leaves its amount: the order is settled as a whole
  ADMIN_CANCEL: { creditKind: 'CANCEL_CREDIT', whileUnpaid: 'keep' },
  CLOSE_DAY: { creditKind: 'CANCEL_CREDIT', whileUnpaid: 'lowerDue' },
  // a drop the rider could not make, credited rather than made up
  MISSED_DELIVERY: { creditKind: 'CANCEL_CREDIT', whileUnpaid: 'lowerDue' },
  CHANGE_ADDRESS: { creditKind: 'CANCEL_CREDIT', whileUnpaid: 'lowerDue' },
};

/** settle() with the terms of a kind of change. */
export function settleChange(kind: ChangeKind, input: Omit<SettlementInput, 'creditKind' | 'whileUnpaid'>): Settlement {
  return settle({ ...input, ...SETTLEMENT_TERMS[kind] });
}

/** What a change did to the money, as applySettlement reports it (paise). */
export type SettledMoney = { settlement: Settlement; fromWallet: number; byUpi: number; offUpi: number; toWallet: number; refunded: number };

/** What previewDeliveryChange answers about the money, from the settlements the change made and its payment after. */
export type MoneyPreview = {
  /** what the change adds */
  amountMore: number;
  /** of that, paid from the wallet */
  fromWallet: number;
  /** what is left to pay by UPI on the order after the change */
  dueByUpi: number;
  /** what the change takes off what is due or gives back */
  amountBack: number;
  /** where money given back goes: WALLET, UPI, or null when it only comes off what is due */
  backTo: RefundDestination | null;
  documents: string[];
};

export function moneyPreview(settled: readonly SettledMoney[], after: SettlementPayment | null): MoneyPreview {
  const sum = (f: (s: SettledMoney) => number) => settled.reduce((n, s) => n + f(s), 0);
  const toWallet = sum((s) => s.toWallet);
  const refunded = sum((s) => s.refunded);
  return {
    amountMore: sum((s) => s.fromWallet + s.byUpi),
    fromWallet: sum((s) => s.fromWallet),
    dueByUpi: after && isPayable(after.status) ? after.amount : 0,
    amountBack: sum((s) => s.offUpi) + toWallet + refunded,
    backTo: refunded > 0 ? 'UPI' : toWallet > 0 ? 'WALLET' : null,
    documents: [...new Set(settled.flatMap((s) => settlementDocuments(s.settlement)))],
  };
}

/** What a preview says before saving: "₹120.00 more: ₹100.00 from your wallet, ₹20.00 to pay by UPI", "₹240.00 back to your wallet". */
export function moneyPreviewWords(p: MoneyPreview): string {
  if (p.amountMore > 0) {
    const byUpi = p.amountMore - p.fromWallet;
    const parts = [p.fromWallet > 0 ? `${formatPaise(p.fromWallet)} from your wallet` : null, byUpi > 0 ? `${formatPaise(byUpi)} to pay by UPI` : null].filter(Boolean);
    return `${formatPaise(p.amountMore)} more: ${parts.join(', ')}.`;
  }
  if (p.amountBack > 0) {
    if (p.backTo === 'WALLET') return `${formatPaise(p.amountBack)} back to your wallet.`;
    if (p.backTo === 'UPI') return `${formatPaise(p.amountBack)} back to your UPI id.`;
    return `${formatPaise(p.amountBack)} less to pay.`;
  }
  return 'No change to what you pay.';
}

/** The documents a preview names, as a sentence: "You get a credit note.", "You get an invoice and a credit note."; null for none. */
export function documentsWords(documents: readonly string[]): string | null {
  if (documents.length === 0) return null;
  const named = documents.map((d) => `${/^[aeiou]/i.test(d) ? 'an' : 'a'} ${d}`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `You get ${list}.`;
}
