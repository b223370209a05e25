// The wallet end to end against Postgres: a skipped paid day credited at once (credit note and entry
// naming each other), the next order paid from it without a screenshot (invoice issued, "paid"
// message), a partly covered order's credit returned when it expires, 20 concurrent orders on one
// balance, the ledger append only, a UPI refund from due to paid, a top-up confirmed. After every
// test each wallet's balance is the sum of its entries.
import { randomUUID } from 'node:crypto';
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, ordersInputFor, placeTestOrder } from '@/testing/checkout';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { processPaymentDeadlines } from '@/lib/payments/process-payment-deadlines';
import { submitPaymentProof } from '@/lib/payments/submit-payment-proof';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { placeOrder } from '@/lib/orders/place-order';
import { listRefunds } from '@/lib/refunds/list-refunds';
import { markRefundPaid } from '@/lib/refunds/mark-refund-paid';
import { getWallet } from './get-wallet';
import { giveWalletCredit } from './give-wallet-credit';
import { payOutWallet } from './pay-out-wallet';
import { postWalletEntry } from './post-wallet-entry';
import { topUpWallet } from './top-up-wallet';
import { confirmTopUp } from './confirm-top-up';
import { rejectTopUp } from './reject-top-up';
import { updateUpiId } from '@/lib/users/update-upi-id';
import { NO_UPI_ID_MESSAGE } from '@/lib/payments/credit-deliveries';
import { previewBankStatement } from '@/lib/payments/preview-bank-statement';
import { applyBankStatement } from '@/lib/payments/apply-bank-statement';

const t = useTestDatabase();
let admin: Viewer;
const moveClock = pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));

beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

afterEach(async () => {
  // The ledger's one invariant: every balance is the sum of its entries, and none is below zero.
  const rows = await t.db().$queryRaw<{ userId: string; balance: number; sum: number | null }[]>`
    SELECT w."userId", w.balance, (SELECT SUM(e.amount)::int FROM "WalletEntry" e WHERE e."userId" = w."userId") AS sum FROM "Wallet" w`;
  for (const r of rows) {
    expect(r.balance).toBeGreaterThanOrEqual(0);
    expect(r.sum ?? 0).toBe(r.balance);
  }
});

const bowl = (dates: string[]) => ({ kind: 'PDM' as const, items: { 'Chicken & Pumpkin Bowl': [[250, 1]] as [number, number][] }, dates });
const code = (e: unknown) => (e instanceof AppError ? e.code : String(e));

async function paidOrder(name: string, dates: string[]) {
  const customer = await createCustomer(t.db(), { firstName: name });
  const order = await placeTestOrder(t.db(), customer, [bowl(dates)]);
  await confirmPayment(admin, order.id);
  return { customer, order };
}

test('a skipped paid day goes to the wallet at once, and pays the next order without a screenshot', async () => {
  const { customer, order } = await paidOrder('Skipper', ['2026-11-23', '2026-11-24']);
  const change = await skipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  const wallet = await getWallet(customer.viewer);
  const [credit] = wallet.entries;
  expect(credit).toMatchObject({ kind: 'SKIP_CREDIT', orderNumber: order.orderNumber });
  expect(wallet.balance).toBe(credit.amount);
  expect(change.message).toContain('was added to your wallet');
  // the credit note and the entry name each other; no refund is queued
  const note = await t.db().creditNote.findFirstOrThrow({ where: { invoice: { orderId: order.id } }, include: { walletEntry: true } });
  expect(note.walletEntry).toMatchObject({ id: credit.id, amount: note.total });
  expect(await t.db().walletEntry.findUniqueOrThrow({ where: { id: credit.id }, include: { creditNote: true } })).toMatchObject({ creditNote: { id: note.id } });
  expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(0);

  // One more day of the same meal costs what one skipped day gave back: the wallet covers it.
  const next = await placeTestOrder(t.db(), customer, [bowl(['2026-11-25'])]);
  expect(next.payment).toMatchObject({ status: 'success', amount: 0, walletAmount: next.totalPrice });
  expect(next.totalPrice).toBe(credit.amount);
  expect(await t.db().invoice.count({ where: { orderId: next.id } })).toBe(1);
  const sent = await t.db().notification.findMany({ where: { orderId: next.id, channel: 'SMS' } });
  expect(sent.map((m) => m.kind)).toEqual(['PAYMENT_CONFIRMED']);
  const after = await getWallet(customer.viewer);
  expect(after.balance).toBe(0);
  expect(after.entries[0]).toMatchObject({ kind: 'ORDER_DEBIT', amount: -next.totalPrice, orderNumber: next.orderNumber });
});

test('refundTo UPI: a refund due in the admin queue, paid with its UTR, and the customer told', async () => {
  const { customer, order } = await paidOrder('Upi', ['2026-11-23', '2026-11-24']);
  // no UPI id yet: refused, nothing skipped; the customer adds one (validated, kept in lower case)
  const day = order.suborders[0].deliveries[0].id;
  await expect(skipDelivery(customer.viewer, day, 'UPI')).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: NO_UPI_ID_MESSAGE });
  expect(await t.db().delivery.findUniqueOrThrow({ where: { id: day } })).toMatchObject({ creditedAt: null });
  expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(0);
  expect(await updateUpiId(customer.viewer, 'upi.customer@okaxis')).toMatchObject({ upiId: 'upi.customer@okaxis' });
  const change = await skipDelivery(customer.viewer, day, 'UPI');
  expect(change.message).toContain('will be refunded to your UPI id within 30 days');
  expect((await getWallet(customer.viewer)).balance).toBe(0);
  const due = await listRefunds(admin, { status: 'DUE' });
  // lists answer { count, <items> }; total is kept beside it for the clients that read it
  expect(due.count).toBe(due.total);
  const mine = due.refunds.find((r) => r.orderNumber === order.orderNumber)!;
  expect(mine).toMatchObject({ status: 'DUE', ageDays: 0, overdue: false, upiId: 'upi.customer@okaxis', customer: { id: customer.viewer.id } });
  await expect(listRefunds(customer.viewer, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });

  const paid = await markRefundPaid(admin, { refundId: mine.id, utr: '612345678901' });
  expect(paid).toMatchObject({ status: 'PAID', utr: '612345678901' });
  expect(code(await markRefundPaid(admin, { refundId: mine.id, utr: '612345678901' }).catch((e) => e))).toBe('CONFLICT');
  const message = await t.db().notification.findFirstOrThrow({ where: { orderId: order.id, kind: 'REFUND_PAID', channel: 'SMS' } });
  expect(message.body).toContain('612345678901');
  // 31 days on, an unpaid one is overdue
  const other = await paidOrder('Late', ['2026-11-23']);
  await updateUpiId(other.customer.viewer, 'late@ybl');
  await skipDelivery(other.customer.viewer, other.order.suborders[0].deliveries[0].id, 'UPI');
  moveClock(new Date('2026-12-22T04:30:00Z'));
  const late = (await listRefunds(admin, {})).refunds.find((r) => r.orderNumber === other.order.orderNumber)!;
  expect(late).toMatchObject({ ageDays: 32, overdue: true });
});

test('a partly covered order: wallet + UPI; expired unpaid, its credit comes back', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Partly' });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 5_000, reason: 'Late delivery' });
  const order = await placeTestOrder(t.db(), customer, [bowl(['2026-11-23', '2026-11-24'])]);
  expect(order.payment).toMatchObject({ status: 'required', walletAmount: 5_000, amount: order.totalPrice - 5_000 });
  expect((await getWallet(customer.viewer)).balance).toBe(0);
  await processPaymentDeadlines(new Date('2026-11-25T04:30:00Z'));
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe('cancelled');
  const wallet = await getWallet(customer.viewer);
  expect(wallet.balance).toBe(5_000);
  expect(wallet.entries.map((e) => e.kind)).toEqual(['EXPIRY_RETURN', 'ORDER_DEBIT', 'ADMIN_CREDIT']);
  // confirming the UPI part of a partly covered order invoices the whole total
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 1_000, reason: 'Sorry' });
  const second = await placeTestOrder(t.db(), customer, [bowl(['2026-11-23'])]);
  await confirmPayment(admin, second.id);
  const invoice = await t.db().invoice.findFirstOrThrow({ where: { orderId: second.id } });
  expect(invoice.total).toBe(second.totalPrice);
});

test('a day skipped before paying an order the wallet paid part of: off the UPI part first, the rest back to the wallet; nothing left by UPI, it is paid', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Skip' });
  const [input] = await ordersInputFor(t.db(), customer, [bowl(['2026-11-23', '2026-11-24'])]);
  const total = input.totalPrice;
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: total - 100, reason: 'Most of it' });
  const order = await placeTestOrder(t.db(), customer, [bowl(['2026-11-23', '2026-11-24'])]);
  expect(order.payment).toMatchObject({ amount: 100, walletAmount: total - 100 });
  const change = await skipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  const day = total - payment.walletAmount;
  expect(payment).toMatchObject({ status: 'success', amount: 0 });
  expect(change.message).toContain('is taken off the amount to pay, and');
  expect((await getWallet(customer.viewer)).balance).toBe(day - 100);
  const invoice = await t.db().invoice.findFirstOrThrow({ where: { orderId: order.id } });
  expect(invoice.total).toBe(payment.walletAmount);
});

test('useWallet false leaves the balance alone', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Saver' });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 100_000, reason: 'Goodwill' });
  const orders = await ordersInputFor(t.db(), customer, [bowl(['2026-11-23'])]);
  const { orderId } = await placeOrder(customer.viewer, { orders, idempotencyKey: randomUUID(), useWallet: false });
  expect(await t.db().payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'required', walletAmount: 0 });
  expect((await getWallet(customer.viewer)).balance).toBe(100_000);
});

test('20 concurrent orders spending one balance never take it below zero', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Rush' });
  const inputs = await Promise.all(Array.from({ length: 20 }, () => ordersInputFor(t.db(), customer, [bowl(['2026-11-23'])])));
  const price = inputs[0][0].totalPrice;
  // enough for five and a half orders
  const credit = price * 5 + Math.floor(price / 2);
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: credit, reason: 'Bulk' });
  const placed = await Promise.all(inputs.map((orders) => placeOrder(customer.viewer, { orders, idempotencyKey: randomUUID() })));
  const payments = await t.db().payment.findMany({ where: { orderId: { in: placed.map((p) => p.orderId) } } });
  expect(payments.filter((p) => p.status === 'success')).toHaveLength(5);
  expect(payments.filter((p) => p.walletAmount > 0 && p.status === 'required')).toHaveLength(1);
  expect(payments.reduce((s, p) => s + p.walletAmount, 0)).toBe(credit);
  expect((await getWallet(customer.viewer)).balance).toBe(0);
}, 60_000);

test('20 concurrent debits of one wallet: as many as it holds go through, the rest are CONFLICT', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Debits' });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 1_000, reason: 'Test' });
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => t.db().$transaction((tx) => postWalletEntry(tx, { userId: customer.viewer.id, kind: 'PAYOUT', amount: 100 }))),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  expect(results.filter((r) => r.status === 'rejected').map((r) => code((r as PromiseRejectedResult).reason))).toEqual(Array(10).fill('CONFLICT'));
  expect((await getWallet(customer.viewer)).balance).toBe(0);
}, 60_000);

test('the ledger is append only, and the balance cannot be written below zero', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Ledger' });
  const wallet = await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 500, reason: 'Test' });
  const id = wallet.entries[0].id;
  await expect(t.db().walletEntry.update({ where: { id }, data: { amount: 5_000 } })).rejects.toThrow(/never changed or deleted/);
  await expect(t.db().walletEntry.delete({ where: { id } })).rejects.toThrow(/never changed or deleted/);
  await expect(t.db().wallet.update({ where: { userId: customer.viewer.id }, data: { balance: -1 } })).rejects.toThrow(/Wallet_balance_not_negative/);
});

test('who may see and credit a wallet', async () => {
  const a = await createCustomer(t.db(), { firstName: 'A' });
  const b = await createCustomer(t.db(), { firstName: 'B' });
  expect(code(await getWallet(a.viewer, b.viewer.id).catch((e) => e))).toBe('FORBIDDEN');
  expect((await getWallet(admin, b.viewer.id)).balance).toBe(0);
  expect(code(await giveWalletCredit(a.viewer, { userId: a.viewer.id, amount: 100, reason: 'me' }).catch((e) => e))).toBe('FORBIDDEN');
  const credited = await giveWalletCredit(admin, { userId: b.viewer.id, amount: 25_000, reason: 'Missed delivery on Monday' });
  expect(credited.entries[0]).toMatchObject({ kind: 'ADMIN_CREDIT', amount: 25_000, note: 'Missed delivery on Monday' });
  expect(await t.db().auditLog.count({ where: { action: 'giveWalletCredit', subjectUserId: b.viewer.id } })).toBe(1);
  expect(await t.db().notification.count({ where: { userId: b.viewer.id, kind: 'WALLET_CREDITED' } })).toBeGreaterThan(0);
});

test('a payout: the wallet paid to the customer\'s UPI id, never past the balance', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Payout' });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 30_000, reason: 'Goodwill' });
  expect(code(await payOutWallet(admin, { userId: customer.viewer.id, amount: 30_001, utr: '612345678999' }).catch((e) => e))).toBe('CONFLICT');
  expect(code(await payOutWallet(customer.viewer, { userId: customer.viewer.id, amount: 100, utr: '612345678999' }).catch((e) => e))).toBe('FORBIDDEN');
  const wallet = await payOutWallet(admin, { userId: customer.viewer.id, amount: 30_000, utr: '612345678999' });
  expect(wallet).toMatchObject({ balance: 0, entries: [{ kind: 'PAYOUT', amount: -30_000, note: 'Paid to your UPI id (UTR 612345678999)' }, { kind: 'ADMIN_CREDIT' }] });
  const message = await t.db().notification.findFirstOrThrow({ where: { userId: customer.viewer.id, kind: 'WALLET_PAID_OUT', channel: 'SMS' } });
  expect(message.body).toContain('₹300.00 from your wallet was paid to your UPI id (UTR 612345678999)');
});

test('a top-up\'s proof rejected with a reason: back to the customer, messaged, audited; a new proof clears the reason', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Rejected' });
  const topUp = await topUpWallet(customer.viewer, 100_000);
  expect(code(await rejectTopUp(admin, topUp.id, 'No proof yet').catch((e) => e))).toBe('BAD_USER_INPUT');
  const image = await t.db().uploadedImage.create({ data: { ownerId: customer.viewer.id, kind: 'payments', storageKey: `${customer.viewer.id}/payments/r.jpg`, contentType: 'image/jpeg', byteSize: 1000 } });
  await submitPaymentProof(customer.viewer, { paymentId: topUp.id, screenshot: image.id, utr: '677788899901' });
  expect(code(await rejectTopUp(customer.viewer, topUp.id, 'Mine').catch((e) => e))).toBe('FORBIDDEN');

  const rejected = await rejectTopUp(admin, topUp.id, 'The screenshot shows ₹100');
  expect(rejected.message).toContain(topUp.number);
  expect(await t.db().topUp.findUniqueOrThrow({ where: { id: topUp.id } })).toMatchObject({ status: 'required', rejectionReason: 'The screenshot shows ₹100' });
  const sms = await t.db().notification.findFirstOrThrow({ where: { userId: customer.viewer.id, kind: 'TOP_UP_REJECTED', channel: 'SMS' } });
  expect(sms.body).toContain(`wallet top-up ${topUp.number} (₹1,000.00): The screenshot shows ₹100`);
  expect(await t.db().auditLog.count({ where: { action: 'rejectTopUp', subjectUserId: customer.viewer.id } })).toBe(1);
  expect(code(await rejectTopUp(admin, topUp.id, 'Twice').catch((e) => e))).toBe('BAD_USER_INPUT');

  // the customer answers with a new proof: waiting for review again, the reason gone; confirmed, it is credit
  const again = await submitPaymentProof(customer.viewer, { paymentId: topUp.id, screenshot: image.id, utr: '677788899902' });
  expect(again).toMatchObject({ status: 'pending', utr: '677788899902' });
  expect((await t.db().topUp.findUniqueOrThrow({ where: { id: topUp.id } })).rejectionReason).toBeNull();
  expect((await confirmTopUp(admin, topUp.id)).balance).toBe(100_000);
});

test('a top-up: paid by UPI with its proof, confirmed by an admin, then in the balance', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'TopUp' });
  expect(code(await topUpWallet(customer.viewer, 5_000).catch((e) => e))).toBe('BAD_USER_INPUT');
  const topUp = await topUpWallet(customer.viewer, 200_000);
  expect(topUp).toMatchObject({ amount: 200_000, status: 'required' });
  expect(topUp.number).toMatch(/^TU\d{10}$/);
  const image = await t.db().uploadedImage.create({ data: { ownerId: customer.viewer.id, kind: 'payments', storageKey: `${customer.viewer.id}/payments/tu.jpg`, contentType: 'image/jpeg', byteSize: 1000 } });
  const proof = await submitPaymentProof(customer.viewer, { paymentId: topUp.id, screenshot: image.id, utr: '698765432101' });
  expect(proof).toMatchObject({ id: topUp.id, status: 'pending', utr: '698765432101' });
  const stranger = await createCustomer(t.db(), { firstName: 'Stranger' });
  expect(code(await submitPaymentProof(stranger.viewer, { paymentId: topUp.id, screenshot: image.id, utr: '698765432102' }).catch((e) => e))).toBe('NOT_FOUND');
  expect(code(await confirmTopUp(customer.viewer, topUp.id).catch((e) => e))).toBe('FORBIDDEN');
  const confirmed = await confirmTopUp(admin, topUp.id);
  expect(confirmed.balance).toBe(200_000);
  expect(code(await confirmTopUp(admin, topUp.id).catch((e) => e))).toBe('BAD_USER_INPUT');
  const wallet = await getWallet(customer.viewer);
  expect(wallet).toMatchObject({ balance: 200_000, entries: [{ kind: 'TOP_UP', amount: 200_000 }] });
});

test('a bank statement confirms top-ups too: by the number in the narration and by UTR; applied again, nothing', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Statement' });
  const byNumber = await topUpWallet(customer.viewer, 150_000);
  const byUtr = await topUpWallet(customer.viewer, 250_000);
  await t.db().topUp.update({ where: { id: byUtr.id }, data: { status: 'pending', utr: '611122223333', submittedAt: new Date() } });
  const csv = [
    'Date,Narration,Credit,UTR',
    `20/11/2026,UPI/CR/${byNumber.number}/Statement,"1,500.00",644455556666`,
    '20/11/2026,UPI/CR/from a customer,"2,500.00",611122223333',
  ].join('\n');
  const file = { base64: Buffer.from(csv).toString('base64'), fileName: 'statement.csv' };
  const preview = await previewBankStatement(admin, file);
  expect(preview.lines.map((l) => [l.status, l.matchedBy, l.orderNumber])).toEqual([
    ['MATCHED', 'ORDER_NUMBER', byNumber.number],
    ['MATCHED', 'UTR', byUtr.number],
  ]);
  expect(await applyBankStatement(admin, file)).toEqual({ confirmed: 2, skipped: 0 });
  const wallet = await getWallet(customer.viewer);
  expect(wallet.balance).toBe(400_000);
  // the line's UTR is written on the top-up matched by its number
  expect((await t.db().topUp.findUniqueOrThrow({ where: { id: byNumber.id } })).utr).toBe('644455556666');
  expect(await applyBankStatement(admin, file)).toEqual({ confirmed: 0, skipped: 0 });
  expect((await previewBankStatement(admin, file)).lines.map((l) => [l.status, l.orderNumber])).toEqual([
    ['ALREADY_APPLIED', byNumber.number],
    ['ALREADY_APPLIED', byUtr.number],
  ]);
});
