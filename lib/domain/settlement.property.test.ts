// Random sequences of changes (customer and admin) over unpaid, wallet-paid and paid orders, settled
// by settle() and written as applySettlement writes them (a ledger model: payment, wallet entries,
// invoices, credit notes, refunds). After every step: invoices less credit notes equal what the
// deliveries bring, to the paisa; the wallet's entries sum to its balance, never below zero; no
// payment is `required` with nothing left to pay by UPI while the wallet pays the rest; every refund
// is one row, paid once.
import fc from 'fast-check';
import { CHANGE_KINDS, SETTLEMENT_TERMS, paymentAfterSettlement, settleChange, walletChange, type ChangeKind, type SettlementPayment } from './settlement';
import { isPaid, isPayable, paymentAfter } from './payment-status';

type Ledger = {
  /** what the deliveries bring now, paise */
  charged: number;
  payment: SettlementPayment;
  wallet: number[];
  invoices: number[];
  creditNotes: number[];
  refunds: number[];
};

// An admin cancelling days of an unpaid order keeps its amount by design (the order is settled as a
// whole); the invariant "what is due is what the deliveries bring" is for the customer's changes.
const KINDS = CHANGE_KINDS.filter((k) => SETTLEMENT_TERMS[k].whileUnpaid === 'lowerDue');

type Step =
  | { op: 'change'; kind: ChangeKind; delta: number; refundTo: 'WALLET' | 'UPI' }
  | { op: 'topUp'; amount: number }
  | { op: 'uploadProof' }
  | { op: 'confirm' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('change' as const), kind: fc.constantFrom(...KINDS), delta: fc.integer({ min: -60_000, max: 60_000 }), refundTo: fc.constantFrom('WALLET' as const, 'UPI' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('topUp' as const), amount: fc.integer({ min: 1, max: 50_000 }) }) },
  { weight: 1, arbitrary: fc.constant({ op: 'uploadProof' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'confirm' as const }) },
);

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** An order placed for `total`, with `credit` in the wallet: the wallet pays first, as at checkout. */
function placed(total: number, credit: number): Ledger {
  const fromWallet = Math.min(total, credit);
  const ledger: Ledger = { charged: total, payment: { status: 'required', amount: total - fromWallet, walletAmount: fromWallet }, wallet: [credit], invoices: [], creditNotes: [], refunds: [] };
  if (fromWallet > 0) ledger.wallet.push(-fromWallet);
  // paid in full from the wallet: confirmed, with its invoice
  if (ledger.payment.amount === 0 && fromWallet > 0) confirm(ledger);
  return ledger;
}

function confirm(l: Ledger) {
  if (paymentAfter(l.payment.status, 'confirm') === null) return;
  l.payment = { ...l.payment, status: 'success' };
  // issueInvoices: the invoice must come to what was paid
  expect(l.payment.amount + l.payment.walletAmount).toBe(l.charged);
  l.invoices.push(l.charged);
}

/** One step, as the services write it; a refused change writes nothing. */
function apply(l: Ledger, s: Step) {
  if (s.op === 'topUp') return void l.wallet.push(s.amount);
  if (s.op === 'uploadProof') {
    if (paymentAfter(l.payment.status, 'uploadProof') !== null) l.payment = { ...l.payment, status: 'pending' };
    return;
  }
  if (s.op === 'confirm') return confirm(l);
  // a change cannot give back more than the deliveries bring
  const delta = Math.max(s.delta, -l.charged);
  let settlement = settleChange(s.kind, { payment: l.payment, delta, walletBalance: sum(l.wallet), refundTo: s.refundTo });
  if (settlement.kind === 'refused') return;
  if (settlement.kind === 'payExtraByUpi') {
    // held: nothing moves until the UPI part is paid; confirmed, it is a top-up, and the change is
    // then made with the wallet paying all of it
    expect(settlement.fromWallet + settlement.byUpi).toBe(delta);
    expect(paymentAfterSettlement(l.payment, settlement)).toEqual(l.payment);
    expect(walletChange(settlement)).toBe(0);
    l.wallet.push(settlement.byUpi);
    settlement = settleChange(s.kind, { payment: l.payment, delta, walletBalance: sum(l.wallet), refundTo: s.refundTo });
    expect(settlement).toEqual({ kind: 'walletPaysExtra', fromWallet: delta });
  }
  l.charged += delta;
  const moved = walletChange(settlement);
  if (moved !== 0) l.wallet.push(moved);
  const before = l.payment;
  l.payment = paymentAfterSettlement(l.payment, settlement);
  if (settlement.kind === 'walletPaysExtra') l.invoices.push(settlement.fromWallet);
  if (settlement.kind === 'moneyBack') {
    l.creditNotes.push(settlement.amount);
    if (settlement.to === 'UPI') l.refunds.push(settlement.amount);
  }
  if ((settlement.kind === 'lowerDue' || settlement.kind === 'raiseDue') && settlement.confirm) {
    expect(isPaid(before.status)).toBe(false);
    l.invoices.push(l.charged);
  }
  if (settlement.kind === 'nothing') expect(delta === 0 || !(isPaid(before.status) || isPayable(before.status))).toBe(true);
}

function invariants(l: Ledger) {
  const balance = sum(l.wallet);
  expect(balance).toBeGreaterThanOrEqual(0);
  if (isPaid(l.payment.status)) {
    // the documents say what the deliveries bring
    expect(sum(l.invoices) - sum(l.creditNotes)).toBe(l.charged);
  } else {
    expect(l.invoices).toEqual([]);
    // what is due (by UPI and from the wallet) is what the deliveries bring
    expect(l.payment.amount + l.payment.walletAmount).toBe(l.charged);
    expect(l.payment.amount).toBeGreaterThanOrEqual(0);
    expect(l.payment.walletAmount).toBeGreaterThanOrEqual(0);
  }
  // never `required` with nothing left by UPI while the wallet pays the rest (the deadline would expire a paid order)
  expect(l.payment.status === 'required' && l.payment.amount === 0 && l.payment.walletAmount > 0).toBe(false);
  expect(l.refunds.every((r) => r > 0)).toBe(true);
}

test('random changes keep the documents, the wallet and the payment in step', () => {
  fc.assert(
    fc.property(fc.integer({ min: 10_000, max: 300_000 }), fc.integer({ min: 0, max: 300_000 }), fc.array(step, { maxLength: 30 }), (total, credit, steps) => {
      const ledger = placed(total, credit);
      invariants(ledger);
      for (const s of steps) {
        apply(ledger, s);
        invariants(ledger);
      }
    }),
    { numRuns: 300 },
  );
});
