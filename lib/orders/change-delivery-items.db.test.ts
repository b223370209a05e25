// Changing what a delivery brings, against Postgres ("Change what comes"): after one
// day's quantity changes, the dispatch cook sheet of that day, the order page, the money (amount
// due, wallet) and the credit note agree; capacity is taken for added portions; the cutoff, other
// categories and "nothing at all" (a skip) are handled.
import { randomUUID } from 'node:crypto';
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { cartChargesFor, createCustomer, ordersInputFor, placeTestOrder } from '@/testing/checkout';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay } from '@/lib/domain/calendar';
import { chargedLines, sumLines } from '@/lib/domain/order-charges';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { giveWalletCredit } from '@/lib/wallet/give-wallet-credit';
import { getWallet } from '@/lib/wallet/get-wallet';
import { orderMoney } from '@/lib/domain/order-money';
import { transitionPayment } from '@/lib/payments/transition-payment';
import { processPaymentDeadlines } from '@/lib/payments/process-payment-deadlines';
import { placeOrder } from './place-order';
import { getOrder } from './get-order';
import { changeDeliveryItems } from './change-delivery-items';
import { skipDelivery } from './skip-delivery';
import { previewDeliveryChange } from './preview-delivery-change';
import { submitPaymentProof } from '@/lib/payments/submit-payment-proof';
import { confirmTopUp } from '@/lib/wallet/confirm-top-up';
import { rejectTopUp } from '@/lib/wallet/reject-top-up';
import { applyBankStatement } from '@/lib/payments/apply-bank-statement';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata.
const moveClock = pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const BOWL = 'Chicken & Pumpkin Bowl';
const weekdays = (qty: number) => ({ kind: 'PDM' as const, items: { [BOWL]: [[250, qty]] as [number, number][] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as ('MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY')[] });
const code = (e: unknown) => (e instanceof AppError ? `${e.code}: ${e.message}` : String(e));

async function subscriber(name: string, qty: number, paid: boolean) {
  const customer = await createCustomer(t.db(), { firstName: name });
  const order = await placeTestOrder(t.db(), customer, [weekdays(qty)]);
  if (paid) await confirmPayment(admin, order.id);
  const suborder = order.suborders[0];
  const line = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: suborder.id } } });
  return { customer, order, suborder, variantId: line.variantId, unitPrice: line.price };
}

/** What the dispatch cook sheet says of the bowl on a day: every cooked portion of it. */
async function cooked(day: string, orderNumber: string) {
  const sheet = await getDispatch(admin, day as never);
  const stop = sheet.stops.find((s) => s.orderNumber === orderNumber);
  return stop?.items.flatMap((i) => i.variants.map((v) => v.quantity)).reduce((a, b) => a + b, 0) ?? 0;
}

/** What the order's documents now charge in all (its lines after every credit). */
async function chargedNow(orderId: string) {
  const charges = await t.db().$transaction((tx) => loadOrderCharges(tx, orderId));
  return sumLines(Object.values(chargedLines(charges.parts, chargeBasis(charges, '29'))).flat()).total;
}

test('a paid day down from 2 bowls to 1: cook sheet, order page, credit note and wallet agree', async () => {
  const { customer, order, suborder, variantId } = await subscriber('Fewer', 2, true);
  const target = suborder.deliveries[1];
  const day = dateToDay(target.deliveryDate);
  const invoiced = (await t.db().invoice.findMany({ where: { orderId: order.id } })).reduce((s, i) => s + i.total, 0);
  expect(await cooked(day, order.orderNumber)).toBe(2);

  const change = await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false });

  const [note] = await t.db().creditNote.findMany({ where: { invoice: { orderId: order.id } }, include: { lines: true } });
  expect(note.total).toBeGreaterThan(0);
  expect(note.lines.map((l) => [l.kind, l.quantity])).toEqual([['GOODS', 1]]);
  expect(change.message).toContain('is changed.');
  // the wallet got exactly the credit note
  expect((await getWallet(customer.viewer)).balance).toBe(note.total);
  // the cook sheet of that day and of the next
  expect(await cooked(day, order.orderNumber)).toBe(1);
  expect(await cooked(dateToDay(suborder.deliveries[2].deliveryDate), order.orderNumber)).toBe(2);
  // the order page
  const page = await getOrder(customer.viewer, order.orderNumber);
  const shown = page.suborders[0].deliveries.find((d) => d.id === target.id)!;
  expect(shown.items.flatMap((i) => i.variants.map((v) => [v.itemVariant.id, v.quantity]))).toEqual([[variantId, 1]]);
  expect(page.suborders[0].deliveries.find((d) => d.id === suborder.deliveries[2].id)!.items[0].variants[0].quantity).toBe(2);
  // what the documents charge now is the invoice less the credit note
  expect(await chargedNow(order.id)).toBe(invoiced - note.total);
  // the customer is told; nothing is audited for their own change
  expect(await t.db().notification.count({ where: { userId: customer.viewer.id, kind: 'PLAN_CHANGED' } })).toBeGreaterThan(0);
  expect(await t.db().auditLog.count({ where: { action: 'changeDeliveryItems', entityId: suborder.id } })).toBe(0);
});

test('unpaid, up from 1 to 3 bowls on every day from the second on: the wallet pays first, the rest is added to the amount due', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'More' });
  const orders = await ordersInputFor(t.db(), customer, [weekdays(1)]);
  const { orderId } = await placeOrder(customer.viewer, { orders, idempotencyKey: randomUUID() });
  const order = await t.db().order.findUniqueOrThrow({ where: { id: orderId }, include: { suborders: { include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } } } });
  const suborder = order.suborders[0];
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: suborder.id } } });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 10_000, reason: 'Goodwill' });
  const before = await t.db().payment.findUniqueOrThrow({ where: { orderId } });
  const chargedBefore = await chargedNow(orderId);

  const change = await changeDeliveryItems(customer.viewer, { deliveryId: suborder.deliveries[1].id, items: [{ variantId, quantity: 3 }], applyToLaterDeliveries: true });
  const later = suborder.deliveries.length - 1;
  const difference = (await chargedNow(orderId)) - chargedBefore;
  expect(difference).toBeGreaterThan(0);
  const after = await t.db().payment.findUniqueOrThrow({ where: { orderId } });
  expect(after.walletAmount - before.walletAmount).toBe(10_000);
  expect(after.amount - before.amount).toBe(difference - 10_000);
  expect((await getWallet(customer.viewer)).balance).toBe(0);
  expect(change.message).toContain(`(${later})`);
  // the first day is untouched, every later one brings 3
  expect(await cooked(dateToDay(suborder.deliveries[0].deliveryDate), order.orderNumber)).toBe(1);
  for (const d of suborder.deliveries.slice(1)) expect(await cooked(dateToDay(d.deliveryDate), order.orderNumber)).toBe(3);
});

test('the wallet paid part, the rest due by UPI; fewer bowls leave nothing to pay by UPI: the order is paid with its invoice, and the deadline cannot expire it', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Covered' });
  const one = (await cartChargesFor(t.db(), customer, [weekdays(1)])).PDM.totalPrice;
  const two = (await cartChargesFor(t.db(), customer, [weekdays(2)])).PDM.totalPrice;
  // more credit than one bowl a day costs, less than two
  const credit = one + Math.floor((two - one) / 2);
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: credit, reason: 'Goodwill' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(2)]);
  expect(order.payment).toMatchObject({ status: 'required', walletAmount: credit, amount: two - credit });
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: order.suborders[0].id } } });

  const change = await changeDeliveryItems(customer.viewer, { deliveryId: order.suborders[0].deliveries[0].id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: true });
  expect(await chargedNow(order.id)).toBe(one);
  const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  expect(payment).toMatchObject({ status: 'success', amount: 0, walletAmount: one });
  const invoices = await t.db().invoice.findMany({ where: { orderId: order.id } });
  expect(invoices.reduce((s, i) => s + i.total, 0)).toBe(one);
  // what the wallet paid past one bowl a day is back in it
  expect((await getWallet(customer.viewer)).balance).toBe(credit - one);
  expect(change.message).toContain('it is paid');
  expect(orderMoney(await getOrder(customer.viewer, order.orderNumber))).toMatchObject({ toPay: 0, paid: one });

  // a week later, long past any deadline (other tests' unpaid orders expire): this paid one is left alone
  await processPaymentDeadlines(new Date('2026-11-27T04:30:00Z'));
  expect(await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: 'success', amount: 0, walletAmount: one });
  expect((await t.db().suborder.findFirstOrThrow({ where: { orderId: order.id } })).status).not.toBe('CANCELLED');
});

/** Everything a refused change must leave as it was. */
async function snapshot(orderId: string, userId: string) {
  const db = t.db();
  return {
    items: await db.deliveryItem.findMany({ where: { delivery: { suborder: { orderId } } }, select: { deliveryId: true, variantId: true, quantity: true }, orderBy: [{ deliveryId: 'asc' }, { variantId: 'asc' }] }),
    portions: await db.delivery.findMany({ where: { suborder: { orderId } }, select: { id: true, portions: true }, orderBy: { id: 'asc' } }),
    payment: await db.payment.findUniqueOrThrow({ where: { orderId }, select: { status: true, amount: true, walletAmount: true } }),
    invoices: await db.invoice.count({ where: { orderId } }),
    wallet: await db.walletEntry.findMany({ where: { userId }, select: { id: true, amount: true } }),
  };
}

test('paid, a day up from 1 to 2 bowls: the wallet pays exactly the extra, a supplementary invoice is issued, the order page owes nothing', async () => {
  const { customer, order, suborder, variantId } = await subscriber('PaidMore', 1, true);
  const target = suborder.deliveries[1];
  const day = dateToDay(target.deliveryDate);
  const chargedBefore = await chargedNow(order.id);
  const [original] = await t.db().invoice.findMany({ where: { orderId: order.id } });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 50_000, reason: 'Goodwill' });
  const paymentBefore = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });

  const change = await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false });

  const extra = (await chargedNow(order.id)) - chargedBefore;
  // 140.00 a bowl and 5 % GST
  expect(extra).toBe(14_700);
  expect((await getWallet(customer.viewer)).balance).toBe(50_000 - extra);
  const debits = await t.db().walletEntry.findMany({ where: { userId: customer.viewer.id, kind: 'ORDER_DEBIT' } });
  expect(debits.map((e) => [e.amount, e.orderId])).toEqual([[-extra, order.id]]);
  // the payment records what the wallet paid; it stays paid
  const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  expect(payment).toMatchObject({ status: 'success', amount: paymentBefore.amount, walletAmount: paymentBefore.walletAmount + extra });
  // a second invoice in the same series, for the one bowl more; the original is untouched
  const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, include: { lines: true }, orderBy: { serial: 'asc' } });
  expect(invoices).toHaveLength(2);
  expect(invoices[0]).toMatchObject({ id: original.id, total: original.total });
  const supplementary = invoices[1];
  expect(supplementary.serial).toBeGreaterThan(original.serial);
  expect(supplementary.total).toBe(extra);
  expect(supplementary.lines.map((l) => [l.kind, l.quantity, l.total])).toEqual([['GOODS', 1, extra]]);
  expect(supplementary.cgst + supplementary.sgst + supplementary.igst + supplementary.taxableValue).toBe(extra);
  // what was invoiced in all is what was paid, and what the documents charge now
  expect(invoices.reduce((n, i) => n + i.total, 0)).toBe(payment.amount + payment.walletAmount);
  expect(invoices.reduce((n, i) => n + i.total, 0)).toBe(chargedBefore + extra);
  // the customer is told what was paid and the invoice
  expect(change.message).toContain(`is paid from your wallet. Its invoice is ${supplementary.number}.`);
  // the order page: paid is the total and what was added, nothing to pay
  const page = await getOrder(customer.viewer, order.orderNumber);
  const money = orderMoney(page);
  expect(money).toMatchObject({ total: page.totalPrice, added: extra, toPay: 0, credited: 0, paid: page.totalPrice + extra });
  // the cook sheet of that day and of the next
  expect(await cooked(day, order.orderNumber)).toBe(2);
  expect(await cooked(dateToDay(suborder.deliveries[2].deliveryDate), order.orderNumber)).toBe(1);

  // back to 1 bowl: the credit note refers to the order's first invoice, the money back to the wallet
  await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false });
  const [note] = await t.db().creditNote.findMany({ where: { invoice: { orderId: order.id } } });
  expect(note).toMatchObject({ invoiceId: original.id, total: extra });
  expect((await getWallet(customer.viewer)).balance).toBe(50_000);
});

/** A paid order, ₹100.00 in the wallet, and its second day asked up from 1 bowl to 2 (₹147.00 more): held for ₹47.00 by UPI. */
async function heldChange(name: string) {
  const { customer, order, suborder, variantId } = await subscriber(name, 1, true);
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 10_000, reason: 'Goodwill' });
  const before = await snapshot(order.id, customer.viewer.id);
  const target = suborder.deliveries[1];
  const change = await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false });
  return { customer, order, suborder, variantId, before, target, change };
}

test('paid, with less in the wallet than the extra: the rest is a top-up to pay by UPI holding the change, and nothing changes yet', async () => {
  const { customer, order, before, target, change, variantId } = await heldChange('Short');
  expect(change.message).toBe('Pay ₹47.00 by UPI to make this change: your wallet pays ₹100.00 of it. The change is made when your payment is confirmed.');
  expect(change.payByUpi).toMatchObject({ amount: 4_700, status: 'required' });
  expect(await snapshot(order.id, customer.viewer.id)).toEqual(before);
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(1);
  const topUp = await t.db().topUp.findUniqueOrThrow({ where: { id: change.payByUpi!.id } });
  expect(topUp).toMatchObject({ userId: customer.viewer.id, orderId: order.id, amount: 4_700, status: 'required' });
  expect(topUp.heldChange).toMatchObject({ kind: 'CHANGE_ITEMS', deliveryId: target.id, items: [{ variantId, quantity: 2 }], fromWallet: 10_000, byUpi: 4_700 });
  // the preview says the same and writes nothing
  const preview = await previewDeliveryChange(customer.viewer, { kind: 'CHANGE_ITEMS', deliveryId: target.id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false });
  expect(preview).toMatchObject({ allowed: true, amountMore: 14_700, fromWallet: 10_000, documents: ['supplementary invoice'] });
  expect(await t.db().topUp.count({ where: { orderId: order.id } })).toBe(1);
  // asking again replaces the change still waiting for its payment
  const again = await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false });
  expect(await t.db().topUp.findUniqueOrThrow({ where: { id: topUp.id } })).toMatchObject({ status: 'cancelled' });
  expect(again.payByUpi).toMatchObject({ amount: 4_700 });
  expect(await snapshot(order.id, customer.viewer.id)).toEqual(before);
});

test('the held change is made when its UPI payment is confirmed: the wallet pays all of it, with a supplementary invoice', async () => {
  const { customer, order, suborder, target, change } = await heldChange('PaysRest');
  const topUpId = change.payByUpi!.id;
  const paidBefore = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  const image = await t.db().uploadedImage.create({ data: { ownerId: customer.viewer.id, kind: 'payments', storageKey: `${customer.viewer.id}/payments/held.jpg`, contentType: 'image/jpeg', byteSize: 1000 } });
  await submitPaymentProof(customer.viewer, { paymentId: topUpId, screenshot: image.id, utr: '677788899911' });
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(1);

  const confirmed = await confirmTopUp(admin, topUpId);
  expect(confirmed).toMatchObject({ message: expect.stringContaining('the change it paid for is made'), balance: 0 });
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(2);
  expect(await cooked(dateToDay(suborder.deliveries[2].deliveryDate), order.orderNumber)).toBe(1);
  // the wallet: the credit, the UPI part, and the whole extra paid from it
  const entries = await t.db().walletEntry.findMany({ where: { userId: customer.viewer.id }, orderBy: { createdAt: 'asc' }, select: { kind: true, amount: true } });
  expect(entries.map((e) => [e.kind, e.amount])).toEqual([
    ['ADMIN_CREDIT', 10_000],
    ['TOP_UP', 4_700],
    ['ORDER_DEBIT', -14_700],
  ]);
  expect((await getWallet(customer.viewer)).balance).toBe(0);
  const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, orderBy: { serial: 'asc' } });
  expect(invoices).toHaveLength(2);
  expect(invoices[1].total).toBe(14_700);
  const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  expect(payment).toMatchObject({ status: 'success', amount: paidBefore.amount, walletAmount: paidBefore.walletAmount + 14_700 });
  expect(invoices.reduce((n, i) => n + i.total, 0)).toBe(payment.amount + payment.walletAmount);
  // the top-up keeps what became of its change; the customer hears of the change
  const topUp = await t.db().topUp.findUniqueOrThrow({ where: { id: topUpId } });
  expect(topUp).toMatchObject({ status: 'success', heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: true, message: expect.stringContaining('₹147.00 is paid from your wallet') }) }) });
  expect(await t.db().notification.count({ where: { userId: customer.viewer.id, kind: 'PLAN_CHANGED' } })).toBeGreaterThan(0);
  // confirmed once only
  await expect(confirmTopUp(admin, topUpId).catch(code)).resolves.toMatch(/^BAD_USER_INPUT: This top-up is already confirmed/);
});

test('through the API: the customer is answered with the top-up to pay, and the admin\'s confirmation makes the change', async () => {
  const { customer, order, suborder, variantId } = await subscriber('OverApi', 1, true);
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 10_000, reason: 'Goodwill' });
  const target = suborder.deliveries[1];
  const shopper = await loginAs(customer.phoneNumber.replace(/^\+91/, ''));
  const CHANGE = `mutation($d: ID!, $items: [DeliveryItemInput!]!) { changeDeliveryItems(deliveryId: $d, items: $items) { statusCode message payByUpi { id number amount status orderNumber } } }`;
  const res = await graphqlRequest<{ changeDeliveryItems: { message: string; payByUpi: { id: string; number: string; amount: number; status: string; orderNumber: string | null } | null } }>(
    CHANGE,
    { d: target.id, items: [{ variantId, quantity: 2 }] },
    { cookie: shopper.cookie },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.changeDeliveryItems).toMatchObject({ message: expect.stringMatching(/^Pay ₹47\.00 by UPI to make this change: your wallet pays ₹100\.00 of it\./), payByUpi: { amount: 4_700, status: 'required', orderNumber: order.orderNumber } });
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(1);
  const boss = await loginAs(ADMIN_PHONE);
  const confirmed = await graphqlRequest<{ confirmTopUp: { message: string } }>('mutation($id: ID!) { confirmTopUp(topUpId: $id) { statusCode message } }', { id: res.data!.changeDeliveryItems.payByUpi!.id }, { cookie: boss.cookie });
  expect(confirmed.data?.confirmTopUp.message).toContain('the change it paid for is made');
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(2);
});

test('a bank statement line naming the held top-up confirms it the same way: the change is made, the wallet pays all of it', async () => {
  const { customer, order, target, change } = await heldChange('ByStatement');
  const held = change.payByUpi!;
  const csv = ['Date,Narration,Credit,UTR', `20/11/2026,UPI/CR/${held.number}/ByStatement,47.00,644455557777`].join('\n');
  expect(await applyBankStatement(admin, { base64: Buffer.from(csv).toString('base64'), fileName: 'statement.csv' })).toEqual({ confirmed: 1, skipped: 0 });
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(2);
  expect((await getWallet(customer.viewer)).balance).toBe(0);
  expect(await t.db().invoice.count({ where: { orderId: order.id } })).toBe(2);
  expect(await t.db().topUp.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({ status: 'success', utr: '644455557777', heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: true }) }) });
});

test('the UPI payment confirmed after the cutoff: the change is not made, the money stays in the wallet and the customer is told', async () => {
  const { customer, order, before, target, change } = await heldChange('TooLate');
  const topUpId = change.payByUpi!.id;
  // past 22:00 Kolkata the evening before the day
  moveClock(new Date(new Date(`${dateToDay(target.deliveryDate)}T00:00:00+05:30`).getTime() - 60 * 60 * 1000));
  const confirmed = await confirmTopUp(admin, topUpId);
  expect(confirmed).toMatchObject({ message: expect.stringContaining('could not be made, the money stays in the wallet'), balance: 14_700 });
  const after = await snapshot(order.id, customer.viewer.id);
  expect({ ...after, wallet: before.wallet }).toEqual(before);
  expect(await cooked(dateToDay(target.deliveryDate), order.orderNumber)).toBe(1);
  expect((await getWallet(customer.viewer)).balance).toBe(14_700);
  const topUp = await t.db().topUp.findUniqueOrThrow({ where: { id: topUpId } });
  expect(topUp).toMatchObject({ status: 'success', heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: false, message: expect.stringMatching(/^Your change could not be made: .* The ₹47.00 you paid stays in your wallet\.$/) }) }) });
  const told = await t.db().notification.findMany({ where: { userId: customer.viewer.id, kind: 'WALLET_CREDITED' }, select: { channel: true, body: true } });
  expect(told.map((n) => n.body)).toContainEqual(`Good Dog Kitchen: ₹47.00 was added to your wallet, but your change to order ${order.orderNumber} could not be made. Details on the top-up page.`);
  // no PLAN_CHANGED: nothing changed
  expect(await t.db().notification.count({ where: { userId: customer.viewer.id, kind: 'PLAN_CHANGED' } })).toBe(0);
});

test('the UPI payment rejected: nothing changes, the customer is told, and the change still waits for a proof', async () => {
  const { customer, order, before, change } = await heldChange('Rejected');
  const topUpId = change.payByUpi!.id;
  const image = await t.db().uploadedImage.create({ data: { ownerId: customer.viewer.id, kind: 'payments', storageKey: `${customer.viewer.id}/payments/bad.jpg`, contentType: 'image/jpeg', byteSize: 1000 } });
  await submitPaymentProof(customer.viewer, { paymentId: topUpId, screenshot: image.id, utr: '677788899912' });
  await rejectTopUp(admin, topUpId, 'The screenshot shows ₹40');
  expect(await snapshot(order.id, customer.viewer.id)).toEqual(before);
  expect(await t.db().topUp.findUniqueOrThrow({ where: { id: topUpId } })).toMatchObject({ status: 'required', heldChange: expect.not.objectContaining({ outcome: expect.anything() }) });
  expect(await t.db().notification.count({ where: { userId: customer.viewer.id, kind: 'TOP_UP_REJECTED' } })).toBeGreaterThan(0);
});

test('proof being checked: an increase is refused, even with money in the wallet, and nothing changes', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Checked' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: order.suborders[0].id } } });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 50_000, reason: 'Goodwill' });
  await t.db().$transaction((tx) => transitionPayment(tx, order.id, 'uploadProof', { field: 'screenshot', changes: { utr: '612345678901', submittedAt: new Date() } }));
  const before = await snapshot(order.id, customer.viewer.id);
  await expect(
    changeDeliveryItems(customer.viewer, { deliveryId: order.suborders[0].deliveries[1].id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false }).catch(code),
  ).resolves.toMatch(/^BAD_USER_INPUT: Your payment for this order is being checked/);
  expect(await snapshot(order.id, customer.viewer.id)).toEqual(before);
});

test('refused: another category, a full kitchen, after the cutoff; an admin may and is audited', async () => {
  const { customer, order, suborder, variantId } = await subscriber('Refused', 1, true);
  const first = suborder.deliveries[0];

  const jerky = await t.db().variant.findFirstOrThrow({ where: { menuItem: { name: 'Chicken Jerky' } } });
  await expect(changeDeliveryItems(customer.viewer, { deliveryId: first.id, items: [{ variantId: jerky.id, quantity: 1 }], applyToLaterDeliveries: false }).catch(code)).resolves.toMatch(
    /^BAD_USER_INPUT: Chicken Jerky is not one of the /,
  );
  const stranger = await createCustomer(t.db(), { firstName: 'Stranger' });
  await expect(changeDeliveryItems(stranger.viewer, { deliveryId: first.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false }).catch(code)).resolves.toMatch(/^NOT_FOUND/);

  // 22:00 the evening before the first delivery: closed for the customer, open for an admin (audited).
  moveClock(new Date(new Date(`${dateToDay(first.deliveryDate)}T00:00:00+05:30`).getTime() - 2 * 60 * 60 * 1000));
  await expect(changeDeliveryItems(customer.viewer, { deliveryId: first.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false }).catch(code)).resolves.toMatch(/closed at 10 pm/);
  await changeDeliveryItems(admin, { deliveryId: first.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false });
  expect(await t.db().auditLog.count({ where: { action: 'changeDeliveryItems', entityId: suborder.id } })).toBe(1);
  expect(order.id).toBeTruthy();
});

test('capacity: adding portions on a full day is refused, and removing them frees it', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Full' });
  const orders = await ordersInputFor(t.db(), customer, [weekdays(2)]);
  const { orderId } = await placeOrder(customer.viewer, { orders, idempotencyKey: randomUUID() });
  const suborder = await t.db().suborder.findFirstOrThrow({ where: { orderId }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } });
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: suborder.id } } });
  const day = suborder.deliveries[3];
  const booked = await t.db().$queryRaw<{ n: number }[]>`
    SELECT COALESCE(SUM(v.quantity), 0)::int AS n FROM "Delivery" d JOIN "OrderItem" i ON i."suborderId" = d."suborderId" JOIN "OrderItemVariant" v ON v."orderItemId" = i.id
    JOIN "Suborder" s ON s.id = d."suborderId" WHERE d."deliveryDate" = ${day.deliveryDate} AND d.status <> 'CANCELLED' AND s."categoryEnum" = 'PDM' AND i.enable
      AND NOT EXISTS (SELECT 1 FROM "DeliveryItem" di WHERE di."deliveryId" = d.id)`;
  const own = await t.db().$queryRaw<{ n: number }[]>`
    SELECT COALESCE(SUM(di.quantity), 0)::int AS n FROM "DeliveryItem" di JOIN "Delivery" d ON d.id = di."deliveryId" JOIN "Suborder" s ON s.id = d."suborderId"
    WHERE d."deliveryDate" = ${day.deliveryDate} AND d.status <> 'CANCELLED' AND s."categoryEnum" = 'PDM'`;
  // The kitchen is exactly full that day.
  await t.db().category.update({ where: { categoryEnum: 'PDM' }, data: { maxPortionsPerDay: booked[0].n + own[0].n } });
  try {
    await expect(changeDeliveryItems(customer.viewer, { deliveryId: day.id, items: [{ variantId, quantity: 3 }], applyToLaterDeliveries: false }).catch(code)).resolves.toMatch(/^BAD_USER_INPUT/);
    await changeDeliveryItems(customer.viewer, { deliveryId: day.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false });
    // the portion freed can be taken back
    await changeDeliveryItems(customer.viewer, { deliveryId: day.id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false });
  } finally {
    await t.db().category.update({ where: { categoryEnum: 'PDM' }, data: { maxPortionsPerDay: null } });
  }
});

test('unpaid, a bowl swapped for the dearer fish bowl on one day: the difference is added to the amount due, the cook sheet says fish', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Swap' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  const suborder = order.suborders[0];
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: suborder.id } } });
  const fish = await t.db().variant.findFirstOrThrow({ where: { menuItem: { name: 'Fish & Brown Rice Bowl' }, unit: 250 } });
  const before = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  const target = suborder.deliveries[1];
  await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 0 }, { variantId: fish.id, quantity: 1 }], applyToLaterDeliveries: false });
  const after = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
  // 160.00 - 140.00 = 20.00, and 5 % GST
  expect(after.amount - before.amount).toBe(2100);
  const sheet = await getDispatch(admin, dateToDay(target.deliveryDate));
  expect(sheet.stops.find((s) => s.orderNumber === order.orderNumber)!.items.map((i) => i.name)).toEqual(['Fish & Brown Rice Bowl']);
  expect(sheet.cookSheet.some((l) => l.name === 'Fish & Brown Rice Bowl' && l.quantity >= 1)).toBe(true);
  // paid now: the invoice is what was paid, the fish day's line included
  await confirmPayment(admin, order.id);
  const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, include: { lines: true } });
  expect(invoices.reduce((n, i) => n + i.total, 0)).toBe(after.amount + after.walletAmount);
  expect(invoices.flatMap((i) => i.lines).some((l) => l.description.startsWith('Fish & Brown Rice Bowl') && l.quantity === 1)).toBe(true);
});

test('nothing at all is a skip: the day is skipped (and made up), not an empty delivery', async () => {
  const { customer, suborder, variantId } = await subscriber('Nothing', 1, true);
  const target = suborder.deliveries[2];
  const change = await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 0 }], applyToLaterDeliveries: false });
  expect(change.message).toMatch(/^Skipped the delivery of /);
  // no empty delivery: the day keeps what it was to bring (its make-up day brings the same)
  expect((await t.db().deliveryItem.findMany({ where: { deliveryId: target.id } })).map((i) => i.quantity > 0)).toEqual([true]);
  expect((await t.db().delivery.findUniqueOrThrow({ where: { id: target.id } })).skippedAt).not.toBeNull();
});

test('a changed subscription day that is then skipped is made up with its own items', async () => {
  const { customer, order, suborder, variantId } = await subscriber('Moved', 2, true);
  const target = suborder.deliveries[1];
  await changeDeliveryItems(customer.viewer, { deliveryId: target.id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: false });
  await skipDelivery(customer.viewer, target.id);
  const makeUp = await t.db().delivery.findUniqueOrThrow({ where: { replacesDeliveryId: target.id }, include: { items: true } });
  expect(makeUp.items.map((i) => [i.variantId, i.quantity])).toEqual([[variantId, 1]]);
  expect(await cooked(dateToDay(makeUp.deliveryDate), order.orderNumber)).toBe(1);
});
