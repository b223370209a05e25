import { CHANGE_KINDS, SETTLEMENT_TERMS, creditsDays, documentsWords, moneyPreview, moneyPreviewWords, payExtraRefusal, payExtraWords, paymentAfterSettlement, settle, settleChange, settlementDocuments, walletChange, type ChangeKind, type Settlement, type SettlementPayment } from './settlement';

// ₹500 orders in four states; the customer's wallet holds ₹100.
const STATES: Record<string, SettlementPayment> = {
  unpaid: { status: 'required', amount: 50_000, walletAmount: 0 },
  'partly wallet-paid': { status: 'required', amount: 40_000, walletAmount: 10_000 },
  paid: { status: 'success', amount: 40_000, walletAmount: 10_000 },
  'in review': { status: 'pending', amount: 40_000, walletAmount: 10_000 },
};
const DELTAS = { more: 12_000, less: -24_000, nothing: 0 } as const;
const BALANCE = 10_000;

type Row = [ChangeKind, keyof typeof STATES, keyof typeof DELTAS, Settlement];
const kindOf = (k: ChangeKind) => SETTLEMENT_TERMS[k].creditKind;

function expected(kind: ChangeKind, state: keyof typeof STATES, dir: keyof typeof DELTAS): Settlement {
  if (dir === 'nothing') return { kind: 'nothing' };
  if (dir === 'more') {
    if (state === 'paid') return { kind: 'payExtraByUpi', fromWallet: 10_000, byUpi: 2_000 };
    if (state === 'in review') return { kind: 'refused', reason: expect.stringContaining('being checked') as unknown as string };
    return { kind: 'raiseDue', fromWallet: 10_000, byUpi: 2_000, confirm: false };
  }
  if (state === 'paid') return { kind: 'moneyBack', amount: 24_000, to: 'WALLET', walletKind: kindOf(kind) };
  if (SETTLEMENT_TERMS[kind].whileUnpaid === 'keep') return { kind: 'nothing' };
  return { kind: 'lowerDue', offUpi: 24_000, backToWallet: 0, walletKind: kindOf(kind), confirm: false };
}

const rows: Row[] = CHANGE_KINDS.flatMap((kind) => Object.keys(STATES).flatMap((state) => Object.keys(DELTAS).map((dir) => [kind, state, dir, expected(kind, state, dir as never)] as Row)));

test.each(rows)('%s, %s, costs %s', (kind, state, dir, want) => {
  expect(settleChange(kind, { payment: STATES[state], delta: DELTAS[dir], walletBalance: BALANCE, refundTo: 'WALLET' })).toEqual(want);
});

test('the wallet paid part and the change frees all that is due by UPI: nothing left to pay, the order is paid with its invoice', () => {
  const payment = STATES['partly wallet-paid'];
  const s = settle({ payment, delta: -40_000, walletBalance: 0, refundTo: 'WALLET', creditKind: 'CANCEL_CREDIT' });
  expect(s).toEqual({ kind: 'lowerDue', offUpi: 40_000, backToWallet: 0, walletKind: 'CANCEL_CREDIT', confirm: true });
  expect(paymentAfterSettlement(payment, s)).toEqual({ status: 'success', amount: 0, walletAmount: 10_000 });
  expect(settlementDocuments(s)).toEqual(['invoice']);
});

test('freeing more than is due by UPI gives the rest back to the wallet; the order then owes nothing and keeps what the wallet still pays', () => {
  const payment = STATES['partly wallet-paid'];
  const s = settle({ payment, delta: -45_000, walletBalance: 0, refundTo: 'UPI', creditKind: 'SKIP_CREDIT' });
  expect(s).toEqual({ kind: 'lowerDue', offUpi: 40_000, backToWallet: 5_000, walletKind: 'SKIP_CREDIT', confirm: true });
  expect(walletChange(s)).toBe(5_000);
  // everything freed: nothing is paid from the wallet any more, so there is nothing to confirm
  expect(settle({ payment, delta: -50_000, walletBalance: 0, refundTo: 'WALLET', creditKind: 'SKIP_CREDIT' })).toMatchObject({ offUpi: 40_000, backToWallet: 10_000, confirm: false });
});

test('everything given back before paying, then a day back on that the wallet covers: paid at once, with its invoice', () => {
  const payment: SettlementPayment = { status: 'required', amount: 0, walletAmount: 0 };
  const s = settle({ payment, delta: 5_000, walletBalance: 8_000, refundTo: 'WALLET', creditKind: 'SKIP_CREDIT' });
  expect(s).toEqual({ kind: 'raiseDue', fromWallet: 5_000, byUpi: 0, confirm: true });
  expect(paymentAfterSettlement(payment, s)).toEqual({ status: 'success', amount: 0, walletAmount: 5_000 });
  expect(settlementDocuments(s)).toEqual(['invoice']);
});

test('a proof being checked is never confirmed by a change: the admin checks what was paid', () => {
  const s = settle({ payment: STATES['in review'], delta: -40_000, walletBalance: 0, refundTo: 'WALLET', creditKind: 'CANCEL_CREDIT' });
  expect(s).toMatchObject({ kind: 'lowerDue', offUpi: 40_000, confirm: false });
});

test('paid: the extra from a wallet that holds enough, with a supplementary invoice; money back to UPI with a credit note', () => {
  const more = settle({ payment: STATES.paid, delta: 12_000, walletBalance: 12_000, refundTo: 'WALLET', creditKind: 'CANCEL_CREDIT' });
  expect(more).toEqual({ kind: 'walletPaysExtra', fromWallet: 12_000 });
  expect(settlementDocuments(more)).toEqual(['supplementary invoice']);
  expect(paymentAfterSettlement(STATES.paid, more).walletAmount).toBe(22_000);
  const back = settle({ payment: STATES.paid, delta: -12_000, walletBalance: 0, refundTo: 'UPI', creditKind: 'SKIP_CREDIT' });
  expect(back).toEqual({ kind: 'moneyBack', amount: 12_000, to: 'UPI', walletKind: 'SKIP_CREDIT' });
  expect(walletChange(back)).toBe(0);
  expect(settlementDocuments(back)).toEqual(['credit note']);
});

// A paid order's extra by what the wallet holds: all of it from the wallet, or the rest by UPI first.
test.each([
  ['holds more than the extra', 15_000, { kind: 'walletPaysExtra', fromWallet: 12_000 }, ['supplementary invoice']],
  ['holds exactly the extra', 12_000, { kind: 'walletPaysExtra', fromWallet: 12_000 }, ['supplementary invoice']],
  ['holds part of it', 10_000, { kind: 'payExtraByUpi', fromWallet: 10_000, byUpi: 2_000 }, ['supplementary invoice']],
  ['is empty', 0, { kind: 'payExtraByUpi', fromWallet: 0, byUpi: 12_000 }, ['supplementary invoice']],
] as const)('paid, ₹120.00 more, the wallet %s', (_, walletBalance, want, documents) => {
  const s = settle({ payment: STATES.paid, delta: 12_000, walletBalance, refundTo: 'WALLET', creditKind: 'CANCEL_CREDIT' });
  expect(s).toEqual(want);
  expect(settlementDocuments(s)).toEqual(documents);
});

// Every change that costs more on a paid order holds for the rest by UPI the same way: a change of
// items, an undone skip and an ended pause whose days' money went back.
test.each([
  ['CHANGE_ITEMS', 10_000, { kind: 'payExtraByUpi', fromWallet: 10_000, byUpi: 2_000 }],
  ['UNSKIP', 10_000, { kind: 'payExtraByUpi', fromWallet: 10_000, byUpi: 2_000 }],
  ['UNSKIP', 0, { kind: 'payExtraByUpi', fromWallet: 0, byUpi: 12_000 }],
  ['UNSKIP', 12_000, { kind: 'walletPaysExtra', fromWallet: 12_000 }],
  ['RESUME', 10_000, { kind: 'payExtraByUpi', fromWallet: 10_000, byUpi: 2_000 }],
  ['RESUME', 0, { kind: 'payExtraByUpi', fromWallet: 0, byUpi: 12_000 }],
  ['RESUME', 12_000, { kind: 'walletPaysExtra', fromWallet: 12_000 }],
] as const)('%s, paid, ₹120.00 more, the wallet holds %i paise', (kind, walletBalance, want) => {
  const s = settleChange(kind, { payment: STATES.paid, delta: 12_000, walletBalance, refundTo: 'WALLET' });
  expect(s).toEqual(want);
  expect(paymentAfterSettlement(STATES.paid, s).status).toBe('success');
  expect(walletChange(s)).toBe(s.kind === 'walletPaysExtra' ? -12_000 : 0);
});

test('paid, the rest by UPI: nothing moves until that payment is confirmed, and the customer is told what to pay', () => {
  const s = settle({ payment: STATES.paid, delta: 12_000, walletBalance: 10_000, refundTo: 'WALLET', creditKind: 'CANCEL_CREDIT' });
  expect(paymentAfterSettlement(STATES.paid, s)).toEqual(STATES.paid);
  expect(walletChange(s)).toBe(0);
  expect(payExtraWords({ fromWallet: 10_000, byUpi: 2_000 })).toBe('Pay ₹20.00 by UPI to make this change: your wallet pays ₹100.00 of it. The change is made when your payment is confirmed.');
  expect(payExtraWords({ fromWallet: 0, byUpi: 12_000 })).toBe('Pay ₹120.00 by UPI to make this change. The change is made when your payment is confirmed.');
  expect(payExtraRefusal({ fromWallet: 10_000, byUpi: 2_000 })).toMatch(/wallet has ₹100.00. Add ₹20.00 to your wallet/);
  expect(moneyPreviewWords(moneyPreview([{ settlement: s, fromWallet: 10_000, byUpi: 2_000, offUpi: 0, toWallet: 0, refunded: 0 }], STATES.paid))).toBe('₹120.00 more: ₹100.00 from your wallet, ₹20.00 to pay by UPI.');
});

test('a cancelled order: nothing moves either way', () => {
  const cancelled: SettlementPayment = { status: 'cancelled', amount: 0, walletAmount: 0 };
  for (const delta of [12_000, -12_000]) expect(settle({ payment: cancelled, delta, walletBalance: 99_999, refundTo: 'WALLET', creditKind: 'CANCEL_CREDIT' })).toEqual({ kind: 'nothing' });
});

test.each([
  ['required', 'lowerDue', true],
  ['required', 'keep', false],
  ['pending', 'lowerDue', true],
  ['success', 'keep', true],
  ['cancelled', 'lowerDue', false],
] as const)('days of a %s order, %s: credited %s', (status, whileUnpaid, credited) => {
  expect(creditsDays(status, whileUnpaid)).toBe(credited);
});

test('money is whole paise', () => {
  expect(() => settle({ payment: STATES.unpaid, delta: 0.5, walletBalance: 0, refundTo: 'WALLET', creditKind: 'SKIP_CREDIT' })).toThrow(/whole paise/);
});

test('a preview sums what the change settled, and what is left to pay by UPI only while the order owes it', () => {
  const raise: Settlement = { kind: 'raiseDue', fromWallet: 10_000, byUpi: 2_000, confirm: false };
  expect(moneyPreview([{ settlement: raise, fromWallet: 10_000, byUpi: 2_000, offUpi: 0, toWallet: 0, refunded: 0 }], { status: 'required', amount: 42_000, walletAmount: 20_000 })).toEqual({
    amountMore: 12_000,
    fromWallet: 10_000,
    dueByUpi: 42_000,
    amountBack: 0,
    backTo: null,
    documents: [],
  });
  const back: Settlement = { kind: 'moneyBack', amount: 24_000, to: 'WALLET', walletKind: 'SKIP_CREDIT' };
  expect(moneyPreview([{ settlement: back, fromWallet: 0, byUpi: 0, offUpi: 0, toWallet: 24_000, refunded: 0 }], { status: 'success', amount: 40_000, walletAmount: 0 })).toEqual({
    amountMore: 0,
    fromWallet: 0,
    dueByUpi: 0,
    amountBack: 24_000,
    backTo: 'WALLET',
    documents: ['credit note'],
  });
  expect(moneyPreview([], null)).toMatchObject({ amountMore: 0, amountBack: 0, dueByUpi: 0, documents: [] });
});

const none = { amountMore: 0, fromWallet: 0, dueByUpi: 0, amountBack: 0, backTo: null, documents: [] };
test.each([
  [{ ...none, amountMore: 12_000, fromWallet: 10_000 }, '₹120.00 more: ₹100.00 from your wallet, ₹20.00 to pay by UPI.'],
  [{ ...none, amountMore: 12_000 }, '₹120.00 more: ₹120.00 to pay by UPI.'],
  [{ ...none, amountMore: 12_000, fromWallet: 12_000 }, '₹120.00 more: ₹120.00 from your wallet.'],
  [{ ...none, amountBack: 24_000, backTo: 'WALLET' as const }, '₹240.00 back to your wallet.'],
  [{ ...none, amountBack: 24_000, backTo: 'UPI' as const }, '₹240.00 back to your UPI id.'],
  [{ ...none, amountBack: 24_000 }, '₹240.00 less to pay.'],
  [none, 'No change to what you pay.'],
])('%o says %s', (preview, words) => {
  expect(moneyPreviewWords(preview)).toBe(words);
});

test.each([
  [[], null],
  [['credit note'], 'You get a credit note.'],
  [['invoice'], 'You get an invoice.'],
  [['invoice', 'credit note'], 'You get an invoice and a credit note.'],
  [['invoice', 'supplementary invoice', 'credit note'], 'You get an invoice, a supplementary invoice and a credit note.'],
])('documents %o say %s', (documents, words) => {
  expect(documentsWords(documents)).toBe(words);
});
