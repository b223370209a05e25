import { matchStatementLines, type LineMatch, type PaymentCandidate } from './bank-statement-matching';
import type { StatementLine } from './bank-statement-lines';

const pay = (orderNumber: string, amount: number, extra: Partial<PaymentCandidate> = {}): PaymentCandidate => ({
  orderId: `id-${orderNumber}`,
  orderNumber,
  status: 'required',
  amount,
  utr: null,
  placedOn: '2026-11-20',
  dueOn: '2026-11-21',
  ...extra,
});

let n = 0;
const line = (amount: number, narration: string, extra: Partial<StatementLine> = {}): StatementLine => {
  const lineNo = (n += 1) + 1;
  return { lineNo, date: '2026-11-20', amount, reference: null, narration, utr: null, identityKey: `k${lineNo}`, ...extra };
};

const matched = (orderNumber: string, how: LineMatch['matchedBy'], note: string | null = null): LineMatch => ({ status: 'MATCHED', orderNumber, orderId: `id-${orderNumber}`, matchedBy: how, note });
const other = (status: LineMatch['status'], orderNumber: string | null, how: LineMatch['matchedBy'], note: string | null): LineMatch => ({ status, orderNumber, orderId: null, matchedBy: how, note });

const A = 'DM261120-AAAAA';
const B = 'DM261120-BBBBB';
const C = 'DM261120-CCCCC';
const BY_AMOUNT = 'By amount: the only order waiting for it on that day.';

type Row = [name: string, lines: () => StatementLine[], candidates: PaymentCandidate[], applied: [string, string | null][], expected: LineMatch[]];

const rows: Row[] = [
  // a wallet top-up is named as one, never "Order TU…"
  ['a top-up by its number, already paid', () => [line(75000, 'UPI/CR/TU0000000042')], [pay('TU0000000042', 75000, { status: 'success' })], [], [other('ALREADY_APPLIED', 'TU0000000042', 'ORDER_NUMBER', 'Wallet top-up TU0000000042 (by its number) was already paid.')]],
  ['by UTR', () => [line(31250, 'UPI/612345678901/x', { utr: '612345678901' })], [pay(A, 31250, { utr: '612345678901', status: 'pending' })], [], [matched(A, 'UTR')]],
  [
    'by UTR, the UTR wins over an order number in the narration',
    () => [line(31250, `UPI/612345678901/Order ${B}`, { utr: '612345678901' })],
    [pay(A, 31250, { utr: '612345678901', status: 'pending' }), pay(B, 31250)],
    [],
    [matched(A, 'UTR')],
  ],
  ['by UTR, another amount: ambiguous', () => [line(30000, 'UPI', { utr: '612345678901' })], [pay(A, 31250, { utr: '612345678901' })], [], [other('AMBIGUOUS', A, 'UTR', `Order ${A} (by its UTR) is due ₹312.50; this line is ₹300.00.`)]],
  ['by UTR, already paid', () => [line(31250, 'UPI', { utr: '612345678901' })], [pay(A, 31250, { utr: '612345678901', status: 'success' })], [], [other('ALREADY_APPLIED', A, 'UTR', `Order ${A} (by its UTR) was already paid.`)]],
  [
    'by UTR, cancelled: money to settle by hand',
    () => [line(31250, 'UPI', { utr: '612345678901' })],
    [pay(A, 31250, { utr: '612345678901', status: 'cancelled' })],
    [],
    [other('UNMATCHED', A, 'UTR', `Order ${A} (by its UTR) was cancelled before this payment: settle it by hand.`)],
  ],
  ['an unknown UTR falls through to the order number', () => [line(31250, `UPI/698765432109/Order ${A}`, { utr: '698765432109' })], [pay(A, 31250)], [], [matched(A, 'ORDER_NUMBER')]],
  ['by order number without its dash', () => [line(31250, 'UPI/CR/DM261120AAAAA')], [pay(A, 31250), pay(B, 31250)], [], [matched(A, 'ORDER_NUMBER')]],
  ['by order number in the reference', () => [line(31250, 'UPI CREDIT', { reference: A })], [pay(A, 31250), pay(B, 31250)], [], [matched(A, 'ORDER_NUMBER')]],
  ['two order numbers: ambiguous', () => [line(31250, `Orders ${A} ${B}`)], [pay(A, 31250), pay(B, 31250)], [], [other('AMBIGUOUS', null, 'ORDER_NUMBER', `Names several orders: ${A}, ${B}.`)]],
  [
    'two lines for one order: the first pays it, the second is ambiguous',
    () => [line(31250, `Order ${A}`, { lineNo: 7 }), line(31250, `Order ${A}`, { lineNo: 9 })],
    [pay(A, 31250)],
    [],
    [matched(A, 'ORDER_NUMBER'), other('AMBIGUOUS', A, 'ORDER_NUMBER', `Row 7 pays order ${A} already.`)],
  ],
  ['by amount: the only order waiting for it', () => [line(31250, 'NEFT CR-SOMEONE')], [pay(A, 31250), pay(B, 50000)], [], [matched(A, 'AMOUNT', BY_AMOUNT)]],
  [
    'by amount: two orders wait for it',
    () => [line(31250, 'NEFT CR-SOMEONE')],
    [pay(A, 31250), pay(B, 31250, { status: 'pending' })],
    [],
    [other('AMBIGUOUS', null, 'AMOUNT', `2 orders wait for ₹312.50 on that day: ${A}, ${B}.`)],
  ],
  [
    'by amount: two lines could each pay the one order',
    () => [line(31250, 'CASH DEPOSIT', { lineNo: 4 }), line(31250, 'CASH DEPOSIT', { lineNo: 5 })],
    [pay(A, 31250)],
    [],
    [other('AMBIGUOUS', A, 'AMOUNT', `Rows 4, 5 could each be the payment of order ${A}.`), other('AMBIGUOUS', A, 'AMOUNT', `Rows 4, 5 could each be the payment of order ${A}.`)],
  ],
  ['by amount: before the order was placed', () => [line(31250, 'NEFT', { date: '2026-11-19' })], [pay(A, 31250)], [], [other('UNMATCHED', null, null, null)]],
  ['by amount: after it was due', () => [line(31250, 'NEFT', { date: '2026-11-22' })], [pay(A, 31250)], [], [other('UNMATCHED', null, null, null)]],
  ['by amount: on the day it is due', () => [line(31250, 'NEFT', { date: '2026-11-21' })], [pay(A, 31250)], [], [matched(A, 'AMOUNT', BY_AMOUNT)]],
  ['by amount: an order that never expires', () => [line(31250, 'NEFT', { date: '2027-03-01' })], [pay(A, 31250, { dueOn: null })], [], [matched(A, 'AMOUNT', BY_AMOUNT)]],
  ['by amount: not a payment whose UTR is another', () => [line(31250, 'UPI', { utr: '698765432109' })], [pay(A, 31250, { utr: '612345678901' })], [], [other('UNMATCHED', null, null, null)]],
  ['by amount: paid and cancelled orders do not wait', () => [line(31250, 'NEFT')], [pay(A, 31250, { status: 'success' }), pay(B, 31250, { status: 'cancelled' })], [], [other('UNMATCHED', null, null, null)]],
  [
    'an order matched by its UTR is no longer there to match by amount',
    () => [line(31250, 'UPI', { utr: '612345678901' }), line(31250, 'NEFT CR-SOMEONE')],
    [pay(A, 31250, { utr: '612345678901' }), pay(B, 31250)],
    [],
    [matched(A, 'UTR'), matched(B, 'AMOUNT', BY_AMOUNT)],
  ],
  [
    'applied before: already applied, whatever else fits',
    () => [line(31250, `Order ${A}`, { identityKey: 'seen' }), line(50000, 'Something', { identityKey: 'gone' })],
    [pay(A, 31250), pay(C, 50000)],
    [
      ['seen', B],
      ['gone', null],
    ],
    [other('ALREADY_APPLIED', B, null, 'Applied from an earlier upload of this statement.'), other('ALREADY_APPLIED', null, null, 'Applied from an earlier upload of this statement.')],
  ],
  ['nothing fits', () => [line(99900, 'INTEREST CREDIT')], [pay(A, 31250)], [], [other('UNMATCHED', null, null, null)]],
];

test.each(rows)('%s', (_, lines, candidates, applied, expected) => {
  expect(matchStatementLines({ lines: lines(), candidates, applied: new Map(applied) })).toEqual(expected);
});
