// Bank statement matching through the real GraphQL route: a 200-line statement (matched by UTR, by
// order number, by amount; ambiguous; unmatched; already applied) previewed and applied, applied
// again confirming nothing; the same statement as XLSX reading the same lines; two applies at once;
// the presets, the mapping step and the files it refuses.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { hdfcCsv, hdfcXlsx, HDFC_FIRST_LINE_ROW, type StatementEntry } from '@/testing/bank-statement-files';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ORDER_NUMBER_ALPHABET } from '@/lib/domain/order-number';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import { addDays } from '@/lib/domain/calendar';
import { MAP_COLUMNS_FIRST } from './apply-bank-statement';
import { STATEMENT_FILE_MESSAGES } from './read-statement-file';

const t = useTestDatabase();

const PREVIEW = `mutation($b: String!, $n: String!) { previewBankStatement(base64: $b, fileName: $n) {
  layout { bankName source headerRow headers }
  mapping { headerRow headers suggested { date narration credit reference direction } }
  lines { lineNo date amount utr narration reference status orderNumber matchedBy note }
  debitLines skippedRows
} }`;
const APPLY = 'mutation($b: String!, $n: String!) { applyBankStatement(base64: $b, fileName: $n) { confirmed skipped message } }';
const SAVE_LAYOUT = `mutation($bank: String!, $headers: [String!]!, $columns: BankColumnsInput!) {
  saveBankLayout(bankName: $bank, headers: $headers, columns: $columns) { id bankName headers columns { date narration credit reference direction } }
}`;

type Line = { lineNo: number; date: string; amount: number; utr: string | null; narration: string; reference: string | null; status: string; orderNumber: string | null; matchedBy: string | null; note: string | null };
type Preview = {
  layout: { bankName: string; source: string; headerRow: number; headers: string[] } | null;
  mapping: { headerRow: number; headers: string[]; suggested: Record<string, number | null> } | null;
  lines: Line[];
  debitLines: number;
  skippedRows: number;
};
type Applied = { confirmed: number; skipped: number; message: string };

const code = (res: GraphQLResult) => res.errors?.[0]?.extensions?.code;
const b64 = (file: string | Buffer) => Buffer.from(file).toString('base64');

let admin: Awaited<ReturnType<typeof loginAs>>;
let customerId: string;

async function preview(file: string | Buffer, fileName = 'statement.csv'): Promise<Preview> {
  const res = await graphqlRequest<{ previewBankStatement: Preview }>(PREVIEW, { b: b64(file), n: fileName }, { cookie: admin.cookie });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.previewBankStatement;
}
async function apply(file: string | Buffer, fileName = 'statement.csv'): Promise<Applied> {
  const res = await graphqlRequest<{ applyBankStatement: Applied }>(APPLY, { b: b64(file), n: fileName }, { cookie: admin.cookie });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.applyBankStatement;
}
const counts = (p: Preview) => p.lines.reduce<Record<string, number>>((n, l) => ({ ...n, [l.status]: (n[l.status] ?? 0) + 1 }), {});

// Placed at 10:00 on 20 November (Kolkata), due 24 hours later: the window is the 20th and the 21st.
const PLACED = new Date('2026-11-20T04:30:00Z');
const DUE = new Date('2026-11-21T04:30:00Z');

let serial = 0;
/** A fresh order number in the store's format. */
function orderNumber(): string {
  let n = ++serial;
  let suffix = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / ORDER_NUMBER_ALPHABET.length)) suffix = ORDER_NUMBER_ALPHABET[n % ORDER_NUMBER_ALPHABET.length] + suffix;
  return `DM261120-${suffix}`;
}
let utrSerial = 0;
const newUtr = () => `6${String(++utrSerial).padStart(11, '0')}`;

/**
 * An order of `days` deliveries of treats, priced as the test factory prices it (its payment is due
 * its total, so the invoice issued on confirmation agrees): more days, a larger amount, so orders of
 * different lengths never wait for the same amount.
 */
async function order(days: number, opts: { status?: PaymentStatus; utr?: string } = {}) {
  const deliveries = Array.from({ length: days }, (_, i) => ({ date: addDays('2026-12-01', i) }));
  const o = await createTestOrder(t.db(), { userId: customerId, orderNumber: orderNumber(), createdAt: PLACED, paymentStatus: opts.status ?? 'required', suborders: [{ kind: 'TREATS', deliveries }] });
  await t.db().payment.update({ where: { orderId: o.id }, data: { dueAt: DUE, utr: opts.utr ?? null } });
  return { id: o.id, orderNumber: o.orderNumber, amount: o.payment!.amount };
}

/**
 * `make(0)` … `make(n - 1)`, a few at a time, the results in that order: each order is several
 * round trips, so the statement's 210 are built side by side (never more than the test pool holds).
 */
async function build<T>(n: number, make: (i: number) => Promise<T>, width = 6): Promise<T[]> {
  const made: T[] = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      made[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker));
  return made;
}

/** How many of these orders were told their payment was received, each once on each channel it went by. */
async function messagedOnce(orderIds: string[]): Promise<number> {
  const sent = await t.db().notification.findMany({ where: { kind: 'PAYMENT_CONFIRMED', orderId: { in: orderIds } }, select: { orderId: true, channel: true } });
  expect(new Set(sent.map((n) => `${n.orderId} ${n.channel}`)).size).toBe(sent.length);
  return new Set(sent.map((n) => n.orderId)).size;
}

/** Deterministic interleaving, so each kind of line is spread through the file. */
function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 20;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

type Expect = { status: string; orderNumber: string | null; matchedBy: string | null };
type Planned = StatementEntry & { expect: Expect; orderId?: string; recordsUtr?: string };

beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customerId = (await loginAs('9876500601')).user.id;
}, 60_000);

describe('a 200-line statement', () => {
  const planned: Planned[] = [];
  let earlier: StatementEntry[] = [];
  let csv = '';
  const ambiguousByAmount: { id: string }[] = [];

  beforeAll(async () => {
    const line = (date: string, narration: string, amount: number, expect: Expect, extra: Partial<Planned> = {}) => planned.push({ date, narration, amount, expect, ...extra });
    // The first order makes the customer's address; the rest are built a few at a time (each is
    // several round trips, and one at a time this setup took most of the file's 20 s).
    await order(1, { status: 'cancelled' });
    // 40 by UTR: the customer gave it with the proof; HDFC prints it padded in the reference.
    const byUtr = await build(40, async () => {
      const utr = newUtr();
      return { utr, o: await order(1, { status: 'pending', utr }) };
    });
    for (const { utr, o } of byUtr) {
      line('2026-11-20', `UPI-ASHA K-asha@okaxis-UTIB0000123-${utr}-UPI`, o.amount, { status: 'MATCHED', orderNumber: o.orderNumber, matchedBy: 'UTR' }, { reference: `0000${utr}`, orderId: o.id });
    }
    // 40 by the order number the UPI link put in the note; half carry a UTR nobody gave, which is recorded.
    const byNumber = await build(40, () => order(1));
    byNumber.forEach((o, i) => {
      const utr = i % 2 ? newUtr() : undefined;
      const narration = utr ? `UPI/${utr}/Order ${o.orderNumber}/ravi@okicici/ICICI Bank` : `NEFT CR-RAVI KUMAR-ORDER ${o.orderNumber.replace('-', '')}`;
      line('2026-11-21', narration, o.amount, { status: 'MATCHED', orderNumber: o.orderNumber, matchedBy: 'ORDER_NUMBER' }, { orderId: o.id, recordsUtr: utr });
    });
    // 40 by exact amount: the only order waiting for it within its window (2 to 41 days: amounts apart).
    const byAmount = await build(40, (i) => order(2 + i));
    byAmount.forEach((o, i) => {
      line(i % 2 ? '2026-11-20' : '2026-11-21', `IMPS-P2A-RAVI-${i}`, o.amount, { status: 'MATCHED', orderNumber: o.orderNumber, matchedBy: 'AMOUNT' }, { orderId: o.id });
    });
    // 20 ambiguous: 10 amounts two orders wait for (42 to 51 days, twice), 10 lines naming an order that is due another amount.
    const pairs = await build(10, (i) => Promise.all([order(42 + i), order(42 + i)]));
    pairs.forEach((pair, i) => {
      ambiguousByAmount.push(...pair);
      line('2026-11-20', `CASH DEPOSIT BY SELF ${i}`, pair[0].amount, { status: 'AMBIGUOUS', orderNumber: null, matchedBy: 'AMOUNT' });
    });
    for (const o of await build(10, () => order(1))) {
      line('2026-11-20', `UPI/CR/Order ${o.orderNumber}`, o.amount + 100, { status: 'AMBIGUOUS', orderNumber: o.orderNumber, matchedBy: 'ORDER_NUMBER' });
    }
    // 30 unmatched: amounts nobody waits for, an amount someone waits for but dated after it was due,
    // an order cancelled before the money came.
    // (interest: ₹9.99 lakh and more, beyond any order here)
    for (let i = 0; i < 20; i++) line('2026-11-20', `INT.PD:50200012345678:01-11-2026 TO 30-11-2026 ${i}`, 99_900_000 + i * 101, { status: 'UNMATCHED', orderNumber: null, matchedBy: null });
    (await build(5, (i) => order(52 + i))).forEach((o, i) => {
      line('2026-11-25', `NEFT CR-LATE PAYER ${i}`, o.amount, { status: 'UNMATCHED', orderNumber: null, matchedBy: null });
    });
    for (const o of await build(5, () => order(1, { status: 'cancelled' }))) {
      line('2026-11-21', `UPI/CR/${o.orderNumber}`, o.amount, { status: 'UNMATCHED', orderNumber: o.orderNumber, matchedBy: 'ORDER_NUMBER' });
    }
    // 30 already applied: 25 lines of an earlier statement, 5 naming by UTR orders already paid.
    const earlierPlanned: Planned[] = (await build(25, () => order(1))).map((o) => ({
      date: '2026-11-20',
      narration: `UPI/CR/${newUtr()}/Order ${o.orderNumber}`,
      amount: o.amount,
      expect: { status: 'ALREADY_APPLIED', orderNumber: o.orderNumber, matchedBy: null },
    }));
    earlier = earlierPlanned;
    planned.push(...earlierPlanned);
    const paidTwice = await build(5, async () => {
      const utr = newUtr();
      return { utr, o: await order(1, { status: 'success', utr }) };
    });
    for (const { utr, o } of paidTwice) {
      line('2026-11-20', `UPI-PAID TWICE-${utr}`, o.amount, { status: 'ALREADY_APPLIED', orderNumber: o.orderNumber, matchedBy: 'UTR' });
    }
    expect(planned).toHaveLength(200);

    const shuffled = shuffle(planned);
    // ten debits among the credits
    const entries: StatementEntry[] = [];
    shuffled.forEach((p, i) => {
      if (i % 20 === 0) entries.push({ date: '2026-11-20', narration: `POS 4xxxx1234 SWIGGY ${i}`, amount: 45_000, debit: true });
      entries.push(p);
    });
    planned.splice(0, planned.length, ...shuffled);
    csv = hdfcCsv(entries);
  }, 120_000);

  test('an earlier statement with 25 of its lines is applied first', async () => {
    const first = await preview(hdfcCsv(earlier), 'hdfc-20-nov.csv');
    expect(counts(first)).toEqual({ MATCHED: 25 });
    expect(await apply(hdfcCsv(earlier), 'hdfc-20-nov.csv')).toEqual({ confirmed: 25, skipped: 0, message: '25 payments confirmed' });
  });

  test('the preview says what each line pays, writing nothing', async () => {
    const before = await t.db().payment.groupBy({ by: ['status'], _count: true });
    const p = await preview(csv, 'hdfc-nov.csv');
    expect(p.layout).toEqual({ bankName: 'HDFC Bank', source: 'preset', headerRow: 6, headers: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'] });
    expect(p.mapping).toBeNull();
    expect(p.debitLines).toBe(10);
    // the asterisks twice and the summary's two rows
    expect(p.skippedRows).toBe(4);
    expect(counts(p)).toEqual({ MATCHED: 120, AMBIGUOUS: 20, UNMATCHED: 30, ALREADY_APPLIED: 30 });
    expect(p.lines.map((l) => ({ status: l.status, orderNumber: l.orderNumber, matchedBy: l.matchedBy }))).toEqual(planned.map((x) => x.expect));
    expect(p.lines.map((l) => [l.date, l.amount, l.narration])).toEqual(planned.map((x) => [x.date, x.amount, x.narration]));
    // rows counted as a spreadsheet does: the first line is under the header and the asterisks
    expect(p.lines[0].lineNo).toBe(HDFC_FIRST_LINE_ROW + 1);
    const byUtr = p.lines.find((l) => l.matchedBy === 'UTR' && l.status === 'MATCHED')!;
    expect(byUtr.reference).toMatch(/^0000\d{12}$/);
    expect(byUtr.utr).toBe(byUtr.reference!.slice(4));
    expect(p.lines.find((l) => l.status === 'UNMATCHED' && l.orderNumber)!.note).toMatch(/was cancelled before this payment/);
    expect(await t.db().payment.groupBy({ by: ['status'], _count: true })).toEqual(before);
  });

  test('applying confirms the matched ones through the confirmation: paid, messaged, audited, the line stored', async () => {
    const applied = await apply(csv, 'hdfc-nov.csv');
    expect(applied).toEqual({ confirmed: 120, skipped: 0, message: '120 payments confirmed' });

    const matched = planned.filter((p) => p.expect.status === 'MATCHED');
    const ids = matched.map((p) => p.orderId!);
    const payments = await t.db().payment.findMany({ where: { orderId: { in: ids } }, select: { status: true, confirmedById: true, utr: true, orderId: true, id: true } });
    expect(payments.every((p) => p.status === 'success' && p.confirmedById === admin.user.id)).toBe(true);
    // a UTR read off a line matched by order number is recorded on the payment
    for (const p of matched.filter((m) => m.recordsUtr)) expect(payments.find((x) => x.orderId === p.orderId)!.utr).toBe(p.recordsUtr);
    expect(await messagedOnce(ids)).toBe(120);
    const audits = await t.db().auditLog.findMany({ where: { action: 'confirmPayment', entityId: { in: ids } }, select: { data: true } });
    expect(audits).toHaveLength(120);
    expect(audits.every((a) => (a.data as { fileName?: string }).fileName === 'hdfc-nov.csv' && typeof (a.data as { statementRow?: number }).statementRow === 'number')).toBe(true);
    const stored = await t.db().bankStatementLine.findMany({ where: { paymentId: { in: payments.map((p) => p.id) } } });
    expect(stored).toHaveLength(120);
    expect(await t.db().bankStatementLine.count()).toBe(145);
    // the ambiguous ones were left for a person
    expect(await t.db().payment.count({ where: { orderId: { in: ambiguousByAmount.map((o) => o.id) }, status: 'required' } })).toBe(20);
  });

  test('the same statement again: every line it paid is already applied, and applying confirms nothing', async () => {
    const again = await preview(csv, 'hdfc-nov.csv');
    expect(counts(again)).toEqual({ ALREADY_APPLIED: 150, AMBIGUOUS: 20, UNMATCHED: 30 });
    planned.forEach((p, i) => {
      if (p.expect.status === 'MATCHED') expect(again.lines[i]).toMatchObject({ status: 'ALREADY_APPLIED', orderNumber: p.expect.orderNumber, note: 'Applied from an earlier upload of this statement.' });
    });
    expect(await apply(csv, 'hdfc-nov.csv')).toEqual({ confirmed: 0, skipped: 0, message: '0 payments confirmed' });
    expect(await t.db().bankStatementLine.count()).toBe(145);
  });

  test('the same statement as an XLSX reads the same lines, and is already applied too', async () => {
    const xlsx = await hdfcXlsx(planned);
    const fromCsv = await preview(hdfcCsv(planned));
    const fromXlsx = await preview(xlsx, 'hdfc-nov.xlsx');
    const shape = (p: Preview) => p.lines.map(({ lineNo, date, amount, utr, narration, status, orderNumber }) => ({ lineNo, date, amount, utr, narration, status, orderNumber }));
    expect(fromXlsx.layout?.bankName).toBe('HDFC Bank');
    expect(shape(fromXlsx)).toEqual(shape(fromCsv));
    expect(fromXlsx.lines).toHaveLength(200);
    expect(await apply(xlsx, 'hdfc-nov.xlsx')).toMatchObject({ confirmed: 0 });
  });
});

test('two applies of one statement at once confirm each payment once', async () => {
  const orders = await Promise.all([0, 1, 2, 3, 4].map(() => order(1)));
  const file = hdfcCsv(orders.map((o) => ({ date: '2026-11-20', narration: `UPI/CR/Order ${o.orderNumber}`, amount: o.amount })));
  const results = await Promise.all([apply(file), apply(file)]);
  expect(results[0].confirmed + results[1].confirmed).toBe(5);
  expect(await messagedOnce(orders.map((o) => o.id))).toBe(5);
  expect(await t.db().bankStatementLine.count({ where: { payment: { orderId: { in: orders.map((o) => o.id) } } } })).toBe(5);
});

describe('layouts', () => {
  test.each([
    [
      'ICICI Bank',
      ['S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )', (n: string, a: string) => `1,20/11/2026,20/11/2026,-,UPI/612999000001/Order ${n}/x@okicici,0,${a},"1,00,000.00"`],
    ],
    ['State Bank of India', ['Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,        Debit,Credit,Balance', (n: string, a: string) => `20 Nov 2026,20 Nov 2026,BY TRANSFER-UPI/CR/612999000002/ASHA/Order ${n},,0001,,${a},"1,00,000.00"`]],
    ['Standard columns', ['txn date,REMARKS,Amount,UTR', (n: string, a: string) => `20-Nov-2026,Order ${n},${a} Cr,612999000003`]],
  ] as const)('%s is read without the mapping step', async (bankName, [header, row]) => {
    const o = await order(1);
    const p = await preview(`${header}\n${row(o.orderNumber, (o.amount / 100).toFixed(2))}\n`);
    expect(p.layout?.bankName).toBe(bankName);
    expect(p.lines).toEqual([expect.objectContaining({ amount: o.amount, date: '2026-11-20', status: 'MATCHED', orderNumber: o.orderNumber })]);
  });

  test('an unknown layout asks for the mapping, which is remembered for that bank', async () => {
    const header = ['Sl. No.', 'Tran Date', 'Particulars', 'Chq / Ref No.', 'Debit / Credit Amount', 'Dr / Cr', 'Balance'];
    const o = await order(1);
    const file = [`Kotak Mahindra Bank,,,,,,`, header.join(','), `1,20/11/2026,UPI/CR/Order ${o.orderNumber},612999000004,"${(o.amount / 100).toFixed(2)}",CR,"1,00,000.00"`, `2,20/11/2026,ATM WDL,,"${(o.amount / 100).toFixed(2)}",DR,"90,000.00"`].join('\n');

    const first = await preview(file);
    expect(first.layout).toBeNull();
    expect(first.lines).toEqual([]);
    expect(first.mapping).toEqual({ headerRow: 2, headers: header, suggested: { date: 1, narration: 2, credit: 4, reference: 3, direction: 5 } });
    const refused = await graphqlRequest(APPLY, { b: b64(file), n: 'kotak.csv' }, { cookie: admin.cookie });
    expect(refused.errors?.[0]).toMatchObject({ message: MAP_COLUMNS_FIRST, extensions: { code: 'BAD_USER_INPUT', field: 'base64' } });

    const badColumns = await graphqlRequest(SAVE_LAYOUT, { bank: 'Kotak current account', headers: header, columns: { date: 1, narration: 1, credit: 4 } }, { cookie: admin.cookie });
    expect(badColumns.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'columns' });
    const saved = await graphqlRequest<{ saveBankLayout: { bankName: string } }>(
      SAVE_LAYOUT,
      { bank: 'Kotak current account', headers: header, columns: { date: 1, narration: 2, credit: 4, reference: 3, direction: 5 } },
      { cookie: admin.cookie },
    );
    expect(saved.errors).toBeUndefined();

    const second = await preview(file);
    expect(second.layout).toMatchObject({ bankName: 'Kotak current account', source: 'saved', headerRow: 2 });
    expect(second.debitLines).toBe(1);
    expect(second.lines).toEqual([expect.objectContaining({ lineNo: 3, utr: '612999000004', status: 'MATCHED', orderNumber: o.orderNumber })]);
    expect(await apply(file, 'kotak.csv')).toMatchObject({ confirmed: 1 });
  });

  test.each([
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), STATEMENT_FILE_MESSAGES.xls],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n'), STATEMENT_FILE_MESSAGES.pdf],
    ['an HTML table named .xls', Buffer.from('<html><body><table><tr><th>Transaction Date</th></tr></table></body></html>'), STATEMENT_FILE_MESSAGES.html],
    ['a zip that is not a workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), STATEMENT_FILE_MESSAGES.unreadable],
    ['no header row', Buffer.from('20/11/2026,100.00\n21/11/2026,200.00\n'), 'No header row (a date, a narration and a credit column) was found in the first 30 rows of the statement.'],
    ['a dated row whose credit is not an amount', Buffer.from('Date,Narration,Credit\n20/11/2026,UPI,lots\n'), 'Row 2: “lots” in the column “Credit” is not an amount.'],
  ])('%s is refused with a message, on base64', async (_, bytes, message) => {
    const res = await graphqlRequest(PREVIEW, { b: b64(bytes), n: 'statement.xls' }, { cookie: admin.cookie });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'base64' } });
  });
});

test('customers cannot preview, apply or map statements', async () => {
  const customer = await loginAs('9876500602');
  const file = b64('Date,Narration,Credit\n20/11/2026,UPI,100.00\n');
  expect(code(await graphqlRequest(PREVIEW, { b: file, n: 's.csv' }, { cookie: customer.cookie }))).toBe('FORBIDDEN');
  expect(code(await graphqlRequest(APPLY, { b: file, n: 's.csv' }, { cookie: customer.cookie }))).toBe('FORBIDDEN');
  expect(code(await graphqlRequest(APPLY, { b: file, n: 's.csv' }))).toBe('UNAUTHENTICATED');
});
