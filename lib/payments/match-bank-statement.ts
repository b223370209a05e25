// What previewBankStatement shows and applyBankStatement confirms: the statement read
// (read-statement-file.ts), its layout found (saved layouts looked up by the header rows'
// signatures, then the presets), its credit lines, and each line matched (lib/domain rules) against
// candidates read with indexed queries — payments by UTR (Payment_utr_key), orders by number
// (Order_orderNumber_key), waiting payments by amount (Payment (status, amount)), and wallet top-ups
// the same three ways (TopUp utr, number, (status, amount)) — and against the lines applied before
// (BankStatementLine_identity_key). A top-up is a candidate like an order, keyed `topup:<id>` and
// named by its number (TU…): applyBankStatement confirms it through confirm-top-up.ts.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { kolkataToday } from '@/lib/domain/calendar';
import { OUTSTANDING_PAYMENT_STATUSES, paymentStatusOf } from '@/lib/domain/payment-status';
import { paymentDeadline } from '@/lib/domain/payment-deadline';
import { orderNumbersIn } from '@/lib/domain/order-number';
import { findStatementLayout, headerCandidates, HEADER_SEARCH_ROWS, type SavedLayout, type StatementColumns, type StatementLayout } from '@/lib/domain/bank-statement-layout';
import { readStatementLines, type StatementLine } from '@/lib/domain/bank-statement-lines';
import { matchStatementLines, type LineMatch, type PaymentCandidate } from '@/lib/domain/bank-statement-matching';
import { readStatementFile } from './read-statement-file';
import { topUpNumbersIn } from '@/lib/domain/wallet';

/** The candidate key of a wallet top-up (an order's is its id). */
export const TOP_UP_KEY = 'topup:';
export const topUpIdOf = (key: string): string | null => (key.startsWith(TOP_UP_KEY) ? key.slice(TOP_UP_KEY.length) : null);

export type MatchedLine = StatementLine &
  LineMatch & {
    /** sha256 of identityKey: what BankStatementLine stores */
    identity: string;
    /** MATCHED only: the customer, for the confirmation's message and audit */
    userId: string | null;
    /** MATCHED only: whether the line's UTR may be written on the payment (it has none, nobody has this one) */
    recordUtr: boolean;
  };

export type MatchedStatement =
  | { kind: 'read'; layout: StatementLayout; lines: MatchedLine[]; debitLines: number; skippedRows: number }
  /** no layout fits: the mapping step, with the row that looks like the header and a first guess */
  | { kind: 'needsMapping'; headerRow: number; headers: string[]; suggested: Partial<StatementColumns> };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function matchBankStatement(base64: string): Promise<MatchedStatement> {
  const rows = await readStatementFile(base64);
  const saved = await db.bankStatementLayout.findMany({ where: { signature: { in: headerCandidates(rows) } }, select: { signature: true, bankName: true, columns: true } });
  const search = findStatementLayout(
    rows,
    saved.map((s): SavedLayout => ({ signature: s.signature, bankName: s.bankName, columns: s.columns as StatementColumns })),
  );
  if ('noHeader' in search) {
    throw badInput(`No header row (a date, a narration and a credit column) was found in the first ${HEADER_SEARCH_ROWS} rows of the statement.`, 'base64');
  }
  if ('unknown' in search) return { kind: 'needsMapping', ...search.unknown };

  const read = readStatementLines(rows, search.found);
  if ('error' in read) throw badInput(read.error, 'base64');
  const identities = read.lines.map((l) => sha256(l.identityKey));
  const [applied, candidates] = await Promise.all([appliedBefore(read.lines, identities), candidatesFor(read.lines)]);
  const matches = matchStatementLines({ lines: read.lines, applied, candidates: [...candidates.values()].map((c) => c.candidate) });
  const lines = read.lines.map((line, i): MatchedLine => {
    const m = matches[i];
    const c = m.orderId ? candidates.get(m.orderId) : undefined;
    return {
      ...line,
      ...m,
      identity: identities[i],
      userId: c?.userId ?? null,
      // A line matched by UTR has it already; by number or amount, its UTR is on no payment (else
      // the UTR would have matched), and a UTR the customer gave is never replaced.
      recordUtr: m.status === 'MATCHED' && line.utr !== null && c?.candidate.utr === null,
    };
  });
  return { kind: 'read', layout: search.found, lines, debitLines: read.debitLines, skippedRows: read.skippedRows };
}

/** The lines of this file applied before, by identity key: the order each confirmed. */
async function appliedBefore(lines: StatementLine[], identities: string[]): Promise<Map<string, string | null>> {
  if (lines.length === 0) return new Map();
  const rows = await db.bankStatementLine.findMany({
    where: { identity: { in: identities } },
    select: { identity: true, payment: { select: { order: { select: { orderNumber: true } } } }, topUp: { select: { number: true } } },
  });
  const keyOf = new Map(identities.map((identity, i) => [identity, lines[i].identityKey]));
  return new Map(rows.map((r) => [keyOf.get(r.identity)!, r.payment?.order.orderNumber ?? r.topUp?.number ?? null]));
}

const paymentSelect = { status: true, amount: true, utr: true, dueAt: true, rejectedAt: true } as const;
const orderSelect = { id: true, orderNumber: true, userId: true, totalPrice: true, createdAt: true } as const;

type Found = { candidate: PaymentCandidate; userId: string };

/** Every payment a line could pay, by order id: three indexed reads, whatever the statement's length. */
async function candidatesFor(lines: StatementLine[]): Promise<Map<string, Found>> {
  const utrs = [...new Set(lines.flatMap((l) => (l.utr ? [l.utr] : [])))];
  const numbers = [...new Set(lines.flatMap((l) => orderNumbersIn(`${l.narration} ${l.reference ?? ''}`)))];
  const amounts = [...new Set(lines.map((l) => l.amount))];
  const [byUtr, byNumber, byAmount] = await Promise.all([
    utrs.length ? db.payment.findMany({ where: { utr: { in: utrs } }, select: { ...paymentSelect, order: { select: orderSelect } } }) : [],
    numbers.length ? db.order.findMany({ where: { orderNumber: { in: numbers } }, select: { ...orderSelect, payment: { select: paymentSelect } } }) : [],
    amounts.length
      ? db.payment.findMany({ where: { status: { in: [...OUTSTANDING_PAYMENT_STATUSES] }, amount: { in: amounts } }, select: { ...paymentSelect, order: { select: orderSelect } } })
      : [],
  ]);
  const found = new Map<string, Found>();
  const add = (order: { id: string; orderNumber: string; userId: string; totalPrice: number; createdAt: Date }, payment: { status: PaymentCandidate['status']; amount: number; utr: string | null; dueAt: Date | null; rejectedAt: Date | null } | null) => {
    const deadline = payment ? paymentDeadline(payment) : null;
    found.set(order.id, {
      userId: order.userId,
      candidate: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        // an order placed before payments were recorded owes its total (paymentStatusOf)
        status: paymentStatusOf(payment),
        amount: payment?.amount ?? order.totalPrice,
        utr: payment?.utr ?? null,
        placedOn: kolkataToday(order.createdAt),
        dueOn: deadline ? kolkataToday(deadline) : null,
      },
    });
  };
  for (const p of [...byUtr, ...byAmount]) add(p.order, p);
  for (const o of byNumber) add(o, o.payment);
  for (const [key, f] of await topUpCandidatesFor(utrs, lines, amounts)) found.set(key, f);
  return found;
}

/** Wallet top-ups a line could pay: by UTR, by the number in the narration, waiting ones by amount. */
async function topUpCandidatesFor(utrs: string[], lines: StatementLine[], amounts: number[]): Promise<Map<string, Found>> {
  const numbers = [...new Set(lines.flatMap((l) => topUpNumbersIn(`${l.narration} ${l.reference ?? ''}`)))];
  const or = [
    ...(utrs.length ? [{ utr: { in: utrs } }] : []),
    ...(numbers.length ? [{ number: { in: numbers } }] : []),
    ...(amounts.length ? [{ status: { in: [...OUTSTANDING_PAYMENT_STATUSES] }, amount: { in: amounts } }] : []),
  ];
  if (or.length === 0) return new Map();
  const rows = await db.topUp.findMany({ where: { OR: or }, select: { id: true, number: true, userId: true, amount: true, status: true, utr: true, createdAt: true } });
  return new Map(
    rows.map((t) => [
      `${TOP_UP_KEY}${t.id}`,
      { userId: t.userId, candidate: { orderId: `${TOP_UP_KEY}${t.id}`, orderNumber: t.number, status: t.status, amount: t.amount, utr: t.utr, placedOn: kolkataToday(t.createdAt), dueOn: null } },
    ]),
  );
}
