// Which waiting payment each credit line of a bank statement pays. Per line, in this order:
//   0. a line applied before (its identity is stored)            → ALREADY_APPLIED
//   1. its UTR is the one a customer gave with their proof        → that payment
//   2. else an order number in its narration or reference          → that order's payment
//      (our UPI link carries it in `tn` and `tr`; banks copy the note into the narration)
//      For 1 and 2: already paid → ALREADY_APPLIED; cancelled → UNMATCHED (money to settle by hand);
//      another amount than is due, or a second line for the same order → AMBIGUOUS.
//   3. else its exact amount, among the payments still waiting whose window (placed → due) holds
//      the line's day and whose UTR, if they have one, is not another: MATCHED when exactly one
//      payment fits the line and no other line fits that payment; AMBIGUOUS when several do.
//   Nothing fits → UNMATCHED.
// Pure: the service fetches the candidates (by UTR, by order number, by amount) and confirms the
// MATCHED lines through the one confirm service.
import { compareDays, type IsoDay } from './calendar';
import { formatPaise } from './money';
import { orderNumbersIn } from './order-number';
import { isTopUpNumber, paymentName, topUpNumbersIn } from './wallet';
import { isPaid, isPayable, type PaymentStatus } from './payment-status';
import type { StatementLine } from './bank-statement-lines';
import { countOf } from './plural';

export const STATEMENT_LINE_STATUSES = ['MATCHED', 'AMBIGUOUS', 'UNMATCHED', 'ALREADY_APPLIED'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export const LINE_MATCHED_BY = ['UTR', 'ORDER_NUMBER', 'AMOUNT'] as const;

export type PaymentCandidate = {
  orderId: string;
  orderNumber: string;
  status: PaymentStatus;
  /** what is due, paise */
  amount: number;
  utr: string | null;
  /** the day the order was placed and the day its payment is due by (null: it never expires) */
  placedOn: IsoDay;
  dueOn: IsoDay | null;
};

export type LineMatch = {
  status: StatementLineStatus;
  /** the order the line pays, or names, or was applied to */
  orderNumber: string | null;
  /** MATCHED only: the order whose payment to confirm */
  orderId: string | null;
  matchedBy: (typeof LINE_MATCHED_BY)[number] | null;
  /** why, in words, when it is not a plain match */
  note: string | null;
};

export type MatchInput = {
  lines: readonly StatementLine[];
  /** lines applied before, by identity key: the order each confirmed (null when it is gone) */
  applied: ReadonlyMap<string, string | null>;
  candidates: readonly PaymentCandidate[];
};

/** The orders a line names (narration, then reference), as they exist among the candidates. */
function namedOrders(line: StatementLine, byNumber: Map<string, PaymentCandidate>): PaymentCandidate[] {
  const text = `${line.narration} ${line.reference ?? ''}`;
  // a wallet top-up is a candidate like an order, under its own number (TU…)
  const numbers = [...orderNumbersIn(text), ...topUpNumbersIn(text)];
  return numbers.map((n) => byNumber.get(n)).filter((c): c is PaymentCandidate => c !== undefined);
}

const within = (day: IsoDay, c: PaymentCandidate) => compareDays(c.placedOn, day) <= 0 && (c.dueOn === null || compareDays(day, c.dueOn) <= 0);

const listed = (numbers: string[]) => (numbers.length <= 3 ? numbers.join(', ') : `${numbers.slice(0, 3).join(', ')} and ${numbers.length - 3} more`);

export function matchStatementLines({ lines, applied, candidates }: MatchInput): LineMatch[] {
  const byUtr = new Map(candidates.filter((c) => c.utr).map((c) => [c.utr!, c]));
  const byNumber = new Map(candidates.map((c) => [c.orderNumber, c]));
  const result: (LineMatch | null)[] = lines.map(() => null);
  /** orders a line has claimed so far: the line number that claimed it */
  const claimed = new Map<string, number>();
  const set = (i: number, status: StatementLineStatus, c: PaymentCandidate | null, how: LineMatch['matchedBy'], note: string | null) => {
    result[i] = { status, orderNumber: c?.orderNumber ?? null, orderId: status === 'MATCHED' ? c!.orderId : null, matchedBy: how, note };
  };

  // 0 and 1-2: applied before, then the strong references.
  lines.forEach((line, i) => {
    if (applied.has(line.identityKey)) {
      const orderNumber = applied.get(line.identityKey) ?? null;
      result[i] = { status: 'ALREADY_APPLIED', orderNumber, orderId: null, matchedBy: null, note: 'Applied from an earlier upload of this statement.' };
      return;
    }
    let c: PaymentCandidate | undefined = line.utr ? byUtr.get(line.utr) : undefined;
    let how: LineMatch['matchedBy'] = 'UTR';
    if (!c) {
      const named = namedOrders(line, byNumber);
      if (named.length > 1) {
        result[i] = { status: 'AMBIGUOUS', orderNumber: null, orderId: null, matchedBy: 'ORDER_NUMBER', note: `Names several orders: ${listed(named.map((n) => n.orderNumber))}.` };
        return;
      }
      c = named[0];
      how = 'ORDER_NUMBER';
    }
    if (!c) return;
    const by = how === 'UTR' ? 'its UTR' : isTopUpNumber(c.orderNumber) ? 'its number' : 'its order number';
    if (isPaid(c.status)) return set(i, 'ALREADY_APPLIED', c, how, `${paymentName(c.orderNumber, true)} (by ${by}) was already paid.`);
    if (!isPayable(c.status)) return set(i, 'UNMATCHED', c, how, `${paymentName(c.orderNumber, true)} (by ${by}) was cancelled before this payment: settle it by hand.`);
    if (c.amount !== line.amount) {
      return set(i, 'AMBIGUOUS', c, how, `${paymentName(c.orderNumber, true)} (by ${by}) is due ${formatPaise(c.amount)}; this line is ${formatPaise(line.amount)}.`);
    }
    const earlier = claimed.get(c.orderId);
    if (earlier !== undefined) return set(i, 'AMBIGUOUS', c, how, `Row ${earlier} pays ${paymentName(c.orderNumber)} already.`);
    claimed.set(c.orderId, line.lineNo);
    set(i, 'MATCHED', c, how, null);
  });

  // 3: by amount, one line to one payment.
  const waiting = candidates.filter((c) => isPayable(c.status) && !claimed.has(c.orderId));
  const fits = lines.map((line, i) =>
    result[i] ? [] : waiting.filter((c) => c.amount === line.amount && within(line.date, c) && (c.utr === null || line.utr === null || c.utr === line.utr)),
  );
  const linesFitting = new Map<string, number[]>();
  fits.forEach((f, i) => f.forEach((c) => linesFitting.set(c.orderId, [...(linesFitting.get(c.orderId) ?? []), lines[i].lineNo])));
  lines.forEach((line, i) => {
    if (result[i]) return;
    const f = fits[i];
    if (f.length === 0) return set(i, 'UNMATCHED', null, null, null);
    if (f.length > 1) {
      return set(i, 'AMBIGUOUS', null, 'AMOUNT', `${countOf(f.length, 'order')} wait for ${formatPaise(line.amount)} on that day: ${listed(f.map((c) => c.orderNumber))}.`);
    }
    const rivals = linesFitting.get(f[0].orderId)!;
    if (rivals.length > 1) return set(i, 'AMBIGUOUS', f[0], 'AMOUNT', `Rows ${rivals.join(', ')} could each be the payment of order ${f[0].orderNumber}.`);
    set(i, 'MATCHED', f[0], 'AMOUNT', 'By amount: the only order waiting for it on that day.');
  });
  return result as LineMatch[];
}
